// The comparison of two versions of a content item (contentRevisionDiff): each changed field
// with its removed text struck through in red and its added text in green (by word or by
// character), the body compared as the text a reader reads, and files, cover and body media
// added or removed (by library file id). Unchanged fields are named in one line.
import { Badge, makeStyles, Spinner, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { RevisionDetail } from '../../../shared/content.js';
import type { RevisionDiffInput, VersionRef } from '../../../shared/content-console.js';
import { elide, revisionDiff, type DiffMode, type DiffPart, type DiffSide } from '../../machines/lib/revision-diff.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { historyMessages as h } from './messages.js';
import { LoadFailedBar } from '../../ui/paged-table.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '10px' },
  head: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  legend: { display: 'flex', gap: '8px', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  field: { display: 'flex', flexDirection: 'column', gap: '4px' },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  text: {
    whiteSpace: 'pre-wrap',
    lineHeight: '1.8',
    padding: '6px 10px',
    borderRadius: '4px',
    backgroundColor: tokens.colorNeutralBackground2,
    wordBreak: 'break-word',
  },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorPaletteGreenForeground1, textDecorationLine: 'underline' },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  media: { display: 'flex', flexDirection: 'column', gap: '4px' },
  mediaRow: { display: 'flex', alignItems: 'center', gap: '8px' },
});

const label = (v: VersionRef, d: RevisionDetail | null) =>
  v.kind === 'live' ? h.live : `${h.revision(v.revision)}${d ? `（${d.userName || h.unknownUser} ${formatDateTime(d.savedAt)}）` : ''}`;

function Parts({ parts }: { parts: DiffPart[] }) {
  const styles = useStyles();
  return (
    <div className={styles.text}>
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'added' ? (
          <ins key={i} className={styles.added}>
            {p.text}
          </ins>
        ) : (
          <del key={i} className={styles.removed}>
            {p.text}
          </del>
        ),
      )}
    </div>
  );
}

/** The comparison of two loaded versions (also used by the editor's conflict panel). */
export function DiffBody({ before, after, mode }: { before: DiffSide; after: DiffSide; mode: DiffMode }) {
  const styles = useStyles();
  const diff = useMemo(() => revisionDiff(before, after, mode), [before, after, mode]);
  if (!diff.changed) return <Text className={styles.muted}>{h.noChange}</Text>;
  const unchanged = diff.fields.filter((f) => !f.changed && f.parts.length > 0).map((f) => h.fields[f.field]);
  return (
    <>
      {diff.fields
        .filter((f) => f.changed)
        .map((f) => (
          <section key={f.field} className={styles.field} aria-label={h.fields[f.field]} data-testid={`diff-${f.field}`}>
            <Text className={styles.label}>{h.fields[f.field]}</Text>
            <Parts parts={f.field === 'body' ? elide(f.parts) : f.parts} />
          </section>
        ))}
      {diff.media.length || diff.reordered ? (
        <section className={styles.field} aria-label={h.media} data-testid="diff-media">
          <Text className={styles.label}>{h.media}</Text>
          <div className={styles.media}>
            {diff.media.map((c) => (
              <div key={`${c.kind}-${c.role}-${c.fileId}`} className={styles.mediaRow}>
                <Badge appearance="tint" color={c.kind === 'added' ? 'success' : 'danger'}>
                  {c.kind === 'added' ? h.added : h.removed}
                </Badge>
                <Text>{`${h.mediaRole[c.role]} #${c.fileId}${c.name ? ` ${c.name}` : ''}`}</Text>
              </div>
            ))}
            {diff.reordered ? <Text>{h.reordered}</Text> : null}
          </div>
        </section>
      ) : null}
      {unchanged.length ? <Text className={styles.muted}>{h.unchanged(unchanged.join('、'))}</Text> : null}
    </>
  );
}

/** Loads versions `from` and `to` of item `id` and shows what changed between them. */
export function RevisionDiffView({ id, from, to, caption }: RevisionDiffInput & { caption?: string }) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('contentRevisionDiff'), { input: { id, from, to }, inspect: useInspect() });
  const snap = useSelector(actor, (s) => s);
  const { before, after, mode, error } = snap.context;
  return (
    <div className={styles.root} data-testid="revision-diff">
      <div className={styles.head}>
        <Text weight="semibold" className={styles.grow}>
          {caption ?? h.compare(label(from, before), label(to, after))}
        </Text>
        <span className={styles.legend}>
          <ins className={styles.added}>{h.addedLegend}</ins>
          <del className={styles.removed}>{h.removedLegend}</del>
        </span>
        <span role="group" aria-label={h.diffMode}>
          <ToggleButton size="small" checked={mode === 'word'} onClick={() => actor.send({ type: 'mode.change', mode: 'word' })}>
            {h.byWord}
          </ToggleButton>{' '}
          <ToggleButton size="small" checked={mode === 'char'} onClick={() => actor.send({ type: 'mode.change', mode: 'char' })}>
            {h.byChar}
          </ToggleButton>
        </span>
      </div>
      {caption ? <Text className={styles.muted}>{h.compare(label(from, before), label(to, after))}</Text> : null}
      {snap.matches('loading') ? <Spinner size="small" label={h.loadingDiff} /> : null}
      {snap.matches('failed') ? <LoadFailedBar text={<>{h.diffFailed}：{error}</>} retryLabel={h.retry} onRetry={() => actor.send({ type: 'load.retry' })} /> : null}
      {snap.matches('ready') && before && after ? <DiffBody before={before} after={after} mode={mode} /> : null}
    </div>
  );
}
