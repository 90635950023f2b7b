// The history of one content item (contentHistory), in the editor and in the review dialog:
// every saved revision and status change (who, when, 提交审核 / 驳回 / 通过 / 发布 / 恢复), two
// saved revisions ticked to compare (the two newest at first), and 恢复此版本, asked first,
// which saves the old content as a new working revision that goes through review again.
import {
  Badge, Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { contentHistoryMachine, isSaved, pickedPair } from '../../machines/content-history.machine.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { historyMessages as h } from './messages.js';
import { RevisionDiffView } from './revision-diff.js';
import { ErrorBar } from '../../ui/error-bar.js';
import { LoadFailedBar } from '../../ui/paged-table.js';

export type HistoryActor = ActorRefFrom<typeof contentHistoryMachine>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px' },
  help: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '6px',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '32px 72px 1fr auto 104px',
    alignItems: 'center',
    gap: '8px',
    padding: '2px 8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    minHeight: '36px',
  },
  status: { color: tokens.colorNeutralForeground3 },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  diff: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: '12px' },
});

/** A history actor of item `id`: `onRestored` runs after a restore was saved. */
export function useHistoryActor(id: number, onRestored?: (revision: number) => void): HistoryActor {
  const actor = useActorRef(useLogic('contentHistory'), { input: { id }, inspect: useInspect() });
  useEffect(() => {
    if (!onRestored) return undefined;
    const sub = actor.on('restored', (e) => onRestored(e.revision));
    return () => sub.unsubscribe();
  }, [actor, onRestored]);
  return actor;
}

const noteColor = (note: string) => (note === '驳回' ? 'danger' : note === '通过' || note === '发布' ? 'success' : note === '恢复' || note === '仍要提交' ? 'warning' : 'informative');

export function HistoryPanel({ history, canRestore, published = false }: { history: HistoryActor; canRestore: boolean; published?: boolean }) {
  const styles = useStyles();
  const snap = useSelector(history, (s) => s);
  const { id, entries, picked, asked, error } = snap.context;
  const pair = pickedPair(picked);
  if (snap.matches('loading') && !entries.length) return <Spinner size="small" label={h.history} />;
  if (snap.matches('failed')) return <LoadFailedBar text={<>{h.loadFailed}：{error}</>} retryLabel={h.retry} onRetry={() => history.send({ type: 'load.retry' })} />;
  return (
    <div className={styles.root} data-testid="history-panel">
      <Text className={styles.help}>
        <HistoryRegular /> {h.historyHelp}
      </Text>
      <ErrorBar text={error} />
      {entries.length ? (
        <ul className={styles.list} aria-label={h.history}>
          {entries.map((e, i) => {
            const saved = isSaved(e);
            return (
              <li key={`${e.revision}-${e.note}-${e.savedAt}-${i}`} className={styles.row} data-testid="history-entry">
                {saved ? (
                  <Checkbox
                    aria-label={h.pickToCompare(e.revision)}
                    checked={picked.includes(e.revision)}
                    disabled={!snap.can({ type: 'revision.pick', revision: e.revision })}
                    onChange={() => history.send({ type: 'revision.pick', revision: e.revision })}
                  />
                ) : (
                  <span />
                )}
                <Text weight={saved ? 'semibold' : 'regular'}>{h.revision(e.revision)}</Text>
                <span>
                  <Badge appearance={saved ? 'outline' : 'tint'} color={noteColor(e.note)}>
                    {e.note || h.saved}
                  </Badge>{' '}
                  <Text className={saved ? undefined : styles.status}>{e.userName || h.unknownUser}</Text>
                  {e.detail ? <Text className={styles.status}>（{e.detail}）</Text> : null}
                </span>
                <Text className={styles.time}>{formatDateTime(e.savedAt)}</Text>
                {saved && canRestore ? (
                  <Button size="small" appearance="subtle" disabled={!snap.can({ type: 'restore.ask', revision: e.revision })} onClick={() => history.send({ type: 'restore.ask', revision: e.revision })}>
                    {h.restore}
                  </Button>
                ) : (
                  <span />
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Text className={styles.help}>{h.empty}</Text>
      )}
      <div className={styles.diff}>
        {pair ? (
          <RevisionDiffView key={pair.join('-')} id={id} from={{ kind: 'revision', revision: pair[0] }} to={{ kind: 'revision', revision: pair[1] }} />
        ) : (
          <Text className={styles.help}>{h.pickTwo}</Text>
        )}
      </div>
      <ConfirmDialog
        open={snap.matches('confirming') || snap.matches('restoring')}
        title={h.restoreTitle}
        text={asked !== null ? h.restoreBody(asked, published) : null}
        busy={snap.matches('restoring')}
        onCancel={() => history.send({ type: 'restore.cancel' })}
        onConfirm={() => history.send({ type: 'restore.confirm' })}
      />
    </div>
  );
}

const useDialogStyles = makeStyles({ surface: { maxWidth: '960px', width: '94vw' } });

/** The history panel in a dialog (the editor's 版本历史 button). */
export function HistoryDialog(props: { id: number; canRestore: boolean; published: boolean; onClose: () => void; onRestored: (revision: number) => void }) {
  const styles = useDialogStyles();
  const history = useHistoryActor(props.id, props.onRestored);
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? props.onClose() : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{h.history}</DialogTitle>
          <DialogContent>
            <HistoryPanel history={history} canRestore={props.canRestore} published={props.published} />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{h.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
