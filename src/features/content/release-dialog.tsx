// Release approved items into several columns at once: the column trees of the chosen portals
// with a checkbox per column, and when (立即发布 or 定时发布, optionally 定时下架: the
// releaseSchedule chart, release-schedule-fields.tsx). The caller sends the release; this dialog
// only collects the columns and the schedule.
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { PORTALS, type ColumnNode, type Portal } from '../../../shared/content.js';
import type { ReleaseSchedule } from '../../../shared/release-schedule.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { contentMessages as m } from './messages.js';
import { ReleaseScheduleFields } from './release-schedule-fields.js';
import { commonMessages } from '../../ui/messages.js';
import { ErrorBar } from '../../ui/error-bar.js';

const useStyles = makeStyles({
  portal: { display: 'flex', flexDirection: 'column', gap: '2px', marginBottom: '12px' },
  hint: { color: tokens.colorNeutralForeground3 },
  children: { paddingLeft: '24px', display: 'flex', flexDirection: 'column' },
});

function ColumnChecks({ nodes, chosen, toggle }: { nodes: ColumnNode[]; chosen: number[]; toggle: (id: number) => void }) {
  const styles = useStyles();
  return (
    <>
      {nodes.map((n) => (
        <div key={n.id}>
          <Checkbox label={n.name} checked={chosen.includes(n.id)} onChange={() => toggle(n.id)} />
          {n.children.length ? (
            <div className={styles.children}>
              <ColumnChecks nodes={n.children} chosen={chosen} toggle={toggle} />
            </div>
          ) : null}
        </div>
      ))}
    </>
  );
}

function PortalColumns({ portal, chosen, toggle }: { portal: Portal; chosen: number[]; toggle: (id: number) => void }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('contentColumns'), { input: { portal }, inspect: useInspect() });
  const tree = useSelector(actor, (s) => s.context.tree);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const name = PORTALS.find((p) => p.portal === portal)?.name ?? portal;
  return (
    <section className={styles.portal} aria-label={name}>
      <Text weight="semibold">{portal === 'web' ? m.portalWeb : m.portalApp}</Text>
      {loading ? <Spinner aria-label={commonMessages.loading} size="tiny" /> : null}
      {error ? <Text>{error}</Text> : null}
      {!loading && !error && tree.length === 0 ? <Text className={styles.hint}>{m.noColumns}</Text> : null}
      <ColumnChecks nodes={tree} chosen={chosen} toggle={toggle} />
    </section>
  );
}

export interface ReleaseDialogProps {
  open: boolean;
  portals: Portal[];
  title?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: (columnIds: number[], schedule: ReleaseSchedule) => void;
  onClose: () => void;
}

/** The dialog's content: mounted on each opening, so the columns and the schedule start afresh. */
function ReleaseForm({ portals, busy, error, onConfirm, onClose }: Omit<ReleaseDialogProps, 'open' | 'title'>) {
  const styles = useStyles();
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const schedule = useActorRef(useLogic('releaseSchedule'), { input: { now: Date.now() }, inspect: useInspect() });
  const scheduled = useSelector(schedule, (s) => s.context.publishOn);
  const confirm = () => {
    schedule.send({ type: 'schedule.confirm', now: Date.now() });
    const s = schedule.getSnapshot();
    if (s.status === 'done') onConfirm(chosen, s.output ?? {});
  };
  return (
    <>
      <DialogContent>
        <Text className={styles.hint} block style={{ marginBottom: 12 }}>
          {m.releaseHint}
        </Text>
        {portals.map((p) => (
          <PortalColumns key={p} portal={p} chosen={chosen} toggle={toggle} />
        ))}
        <ReleaseScheduleFields actor={schedule} />
        <ErrorBar text={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.cancel}</Button>
        <Button appearance="primary" disabled={chosen.length === 0 || busy} onClick={confirm}>
          {busy ? <Spinner size="extra-tiny" /> : !chosen.length ? m.chooseColumns : scheduled ? m.schedulePublishButton : m.publish}
        </Button>
      </DialogActions>
    </>
  );
}

export function ReleaseDialog({ open, title = m.releaseDialogTitle, onClose, ...form }: ReleaseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => (!d.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {open ? <ReleaseForm {...form} onClose={onClose} /> : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
