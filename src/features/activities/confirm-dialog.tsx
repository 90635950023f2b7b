// The confirmation of a destructive list command (the command machine's `confirming` state).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orgCommandMachine } from '../../machines/org-command.machine.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { activityText as t } from './messages.js';

export function CommandConfirm({ actor }: { actor: ActorRefFrom<typeof orgCommandMachine> }) {
  const open = useSelector(actor, (s) => s.matches('confirming'));
  const question = useSelector(actor, (s) => s.context.pending?.confirm ?? '');
  return (
    <ConfirmDialog
      alert
      open={open}
      title={t.confirmTitle}
      text={question}
      onConfirm={() => actor.send({ type: 'command.confirm' })}
      onCancel={() => actor.send({ type: 'command.cancel' })}
    />
  );
}
