// The confirmation of a destructive list command: the command machine's (org-command.machine.ts)
// `confirming` state asks its question; 确定 and 取消 answer it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orgCommandMachine } from '../machines/org-command.machine.js';
import { ConfirmDialog } from './confirm-dialog.js';

export function CommandConfirm({ actor, title, confirmLabel }: { actor: ActorRefFrom<typeof orgCommandMachine>; title: string; confirmLabel?: string }) {
  const open = useSelector(actor, (s) => s.matches('confirming'));
  const question = useSelector(actor, (s) => s.context.pending?.confirm ?? '');
  return (
    <ConfirmDialog
      alert
      open={open}
      title={title}
      text={question}
      confirmLabel={confirmLabel}
      onCancel={() => actor.send({ type: 'command.cancel' })}
      onConfirm={() => actor.send({ type: 'command.confirm' })}
    />
  );
}
