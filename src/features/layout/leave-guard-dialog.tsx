// Asks before in-app navigation leaves a screen with unsaved work: the shell's navigator machine
// is `asking` while a screen's leave check (its machine's guardLeave effect) waits for the answer.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { leaveMessages } from './messages.js';
import { NavigatorContext } from './shell-context.js';

export function LeaveGuardDialog() {
  const navigator = NavigatorContext.useActorRef();
  const asking = NavigatorContext.useSelector((s) => s.matches('asking'));
  const message = NavigatorContext.useSelector((s) => s.context.message);
  const answer = (ok: boolean) => navigator.send({ type: 'leave.answer', ok });
  return (
    <Dialog open={asking} onOpenChange={(_, d) => (d.open ? undefined : answer(false))}>
      <DialogSurface data-testid="leave-guard-dialog">
        <DialogBody>
          <DialogTitle>{leaveMessages.title}</DialogTitle>
          <DialogContent>{message ?? leaveMessages.body}</DialogContent>
          <DialogActions>
            <Button onClick={() => answer(false)}>{leaveMessages.cancel}</Button>
            <Button appearance="primary" onClick={() => answer(true)}>
              {leaveMessages.leave}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
