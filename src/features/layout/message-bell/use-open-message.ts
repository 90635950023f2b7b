// Opens a message from the bell or a notification in one click: its item when the user's role
// opens it, else its list, else a notice (never a 404). See message-target.ts for the rule.
import { useCallback } from 'react';
import { toast } from '../../../services/toast.js';
import { SessionContext } from '../../../ui/session-context.js';
import { useGuardedNavigate } from '../use-guarded-navigate.js';
import { messageTarget } from './message-target.js';
import { messageCentreText } from './messages.js';

export function useOpenMessage(): (message: { link?: string; msgType: number }) => void {
  const navigate = useGuardedNavigate();
  const known = SessionContext.useSelector((s) => s.context.knownPaths);
  return useCallback(
    (message) => {
      const to = messageTarget(message, known);
      if (to) navigate(to);
      else toast.warning(messageCentreText.notReachable);
    },
    [navigate, known],
  );
}
