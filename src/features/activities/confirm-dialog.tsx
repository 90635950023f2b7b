// The confirmation of a destructive list command (the command machine's `confirming` state).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orgCommandMachine } from '../../machines/org-command.machine.js';
import { activityText as t } from './messages.js';

export function CommandConfirm({ actor }: { actor: ActorRefFrom<typeof orgCommandMachine> }) {
  const open = useSelector(actor, (s) => s.matches('confirming'));
  const question = useSelector(actor, (s) => s.context.pending?.confirm ?? '');
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && actor.send({ type: 'command.cancel' })}>
      <DialogSurface aria-describedby="activity-confirm-text">
        <DialogBody>
          <DialogTitle>{t.confirmTitle}</DialogTitle>
          <DialogContent id="activity-confirm-text">{question}</DialogContent>
          <DialogActions>
            <Button onClick={() => actor.send({ type: 'command.cancel' })}>{t.cancel}</Button>
            <Button appearance="primary" onClick={() => actor.send({ type: 'command.confirm' })}>
              {t.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
