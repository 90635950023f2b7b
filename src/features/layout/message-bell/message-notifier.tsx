// Shows each message the socket pushes (its machine emits message.arrived) as a Fluent UI
// notification (top right) whose 查看 opens its item (or its list; use-open-message.ts). Text is rendered as text: nothing from the
// server becomes HTML.
import { Link, Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { messageSocketMachine } from '../../../machines/message-socket.machine.js';
import type { MessageItem } from '../../../../shared/message-types.js';
import { messageCentreText } from './messages.js';

export function MessageNotifier({ socket, openMessage }: { socket: ActorRefFrom<typeof messageSocketMachine>; openMessage: (m: MessageItem) => void }) {
  const toasterId = useId('message-notifier');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    const sub = socket.on('message.arrived', ({ item }) => {
      dispatchToast(
        <Toast data-testid="message-notification">
          <ToastTitle action={<Link onClick={() => openMessage(item)}>{messageCentreText.open}</Link>}>
            {`${messageCentreText.newMessage}·${item.name}：${item.title}`}
          </ToastTitle>
          <ToastBody>{item.viewContent}</ToastBody>
        </Toast>,
        { intent: 'info', timeout: 6000, position: 'top-end' },
      );
    });
    return () => sub.unsubscribe();
  }, [socket, dispatchToast, openMessage]);
  // Below the header, so the bell and the user menu stay visible.
  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: 64, horizontal: 16 }} />;
}
