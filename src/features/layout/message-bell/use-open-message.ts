// Opens a message from the bell or a notification in one click: its item when the user's role
// opens it, else its list (message-target.ts); the bell machine marks it read, and tells why when
// it leads nowhere (never a 404).
import { useCallback } from 'react';
import type { MessageBellEvent } from '../../../machines/message-bell.machine.js';
import { SessionContext } from '../../../ui/session-context.js';
import { useGuardedNavigate } from '../use-guarded-navigate.js';
import { messageTarget } from './message-target.js';

export function useOpenMessage(bell: { send: (event: MessageBellEvent) => void }): (message: { msgId: number; link?: string; msgType: number }) => void {
  const navigate = useGuardedNavigate();
  const known = SessionContext.useSelector((s) => s.context.knownPaths);
  return useCallback(
    (message) => {
      const to = messageTarget(message, known);
      bell.send({ type: 'item.open', msgId: message.msgId, reachable: to !== null });
      if (to) navigate(to);
    },
    [bell, navigate, known],
  );
}
