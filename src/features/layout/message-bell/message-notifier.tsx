// Shows each message the socket pushes (its machine emits message.arrived) as a Fluent UI
// notification (top right) with a link to its list. Text is rendered as text: nothing from the
// server becomes HTML.
import { Link, Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { messageRoute } from '../../../../shared/message-types.js';
import type { ActorRefFrom } from 'xstate';
import type { messageSocketMachine } from '../../../machines/message-socket.machine.js';
import { useGuardedNavigate } from '../use-guarded-navigate.js';
import { messageCentreText } from './messages.js';

export function MessageNotifier({ socket }: { socket: ActorRefFrom<typeof messageSocketMachine> }) {
  const toasterId = useId('message-notifier');
  const { dispatchToast } = useToastController(toasterId);
  const navigate = useGuardedNavigate();
  useEffect(() => {
    const sub = socket.on('message.arrived', ({ item }) => {
      dispatchToast(
        <Toast data-testid="message-notification">
          <ToastTitle action={<Link onClick={() => navigate(item.link || messageRoute(item.msgType))}>{messageCentreText.open}</Link>}>
            {`${messageCentreText.newMessage}·${item.name}：${item.title}`}
          </ToastTitle>
          <ToastBody>{item.viewContent}</ToastBody>
        </Toast>,
        { intent: 'info', timeout: 6000, position: 'top-end' },
      );
    });
    return () => sub.unsubscribe();
  }, [socket, dispatchToast, navigate]);
  // Below the header, so the bell and the user menu stay visible.
  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: 64, horizontal: 16 }} />;
}
