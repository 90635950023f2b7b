// Asks before in-app navigation leaves a screen with unsaved work (services/leave-guard.ts).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { answerLeave, leaveQuestion, subscribeLeaveQuestion } from '../../services/leave-guard.js';
import { leaveMessages } from './messages.js';

export function LeaveGuardDialog() {
  const question = useSyncExternalStore(subscribeLeaveQuestion, leaveQuestion);
  return (
    <Dialog open={question !== null} onOpenChange={(_, d) => (d.open ? undefined : answerLeave(false))}>
      <DialogSurface data-testid="leave-guard-dialog">
        <DialogBody>
          <DialogTitle>{leaveMessages.title}</DialogTitle>
          <DialogContent>{question?.message ?? leaveMessages.body}</DialogContent>
          <DialogActions>
            <Button onClick={() => answerLeave(false)}>{leaveMessages.cancel}</Button>
            <Button appearance="primary" onClick={() => answerLeave(true)}>
              {leaveMessages.leave}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
