// The day's programme table: type, name, display title (节目名称, editable), duration, time window
// (the first row's start, a pinned row's start and every end are editable), 固定 (pins the row to
// its start), 节目信息 (the side panel), move, delete. Virtualized (@tanstack/react-virtual) so 10,000 rows stay fluid;
// rows reorder by drag (@dnd-kit) or Alt+↑/↓; items dropped from the left pane land where they
// are dropped. Inserting above the visible rows keeps the same rows in view.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Button, Checkbox, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, InfoRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import { memo, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { scheduleMachine } from '../../machines/schedule.machine.js';
import { endAt, hms, pinOf, startAt, type EditorEntry } from '../../machines/schedule-time.js';
import { scheduleText as t } from './messages.js';
import { TimeInput } from './time-input.js';
import { TitleInput } from './title-input.js';
import { displayTitle, PROGRAMME_META_FIELDS, type ProgrammeMeta } from '../../machines/schedule-meta.js';

export const ROW_HEIGHT = 44;

type ScheduleActor = ActorRefFrom<typeof scheduleMachine>;
export const TABLE_END_ID = 'schedule-end';

const GRID = '32px 64px minmax(110px, 1fr) minmax(120px, 1fr) 88px 220px 44px 144px';

const useStyles = makeStyles({
  wrap: {
    flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '6px', overflow: 'hidden',
  },
  header: {
    display: 'grid', gridTemplateColumns: GRID, alignItems: 'center', height: '36px', padding: '0 8px', gap: '8px',
    backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold, flexShrink: 0,
  },
  scroller: { flex: 1, overflowY: 'auto', position: 'relative', minHeight: 0 },
  row: {
    display: 'grid', gridTemplateColumns: GRID, alignItems: 'center', gap: '8px', padding: '0 8px', boxSizing: 'border-box',
    position: 'absolute', left: 0, right: 0, height: `${ROW_HEIGHT}px`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  zero: { backgroundColor: tokens.colorPaletteRedBackground1 },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, display: 'flex', touchAction: 'none' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  window: { display: 'flex', alignItems: 'center', gap: '4px' },
  actions: { display: 'flex', gap: '0' },
  empty: {
    position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center',
    color: tokens.colorNeutralForeground3, padding: '24px', textAlign: 'center',
  },
  over: { outline: `2px dashed ${tokens.colorBrandStroke1}`, outlineOffset: '-4px' },
  /** read, not shown: the drag column's header */
  unseen: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/** What a row's controls ask for: the page handed to the table, which hands them to every row. */
interface RowEdits {
  onSelect: (index: number) => void;
  onTime: (index: number, start: number | undefined, end: number) => void;
  /** The first row's start moves (its duration kept). */
  onStart: (start: number) => void;
  /** 固定开始: row `index` pinned at `at`, or chained again (null). */
  onFixed: (index: number, at: number | null) => void;
  onMeta: (index: number, meta: ProgrammeMeta) => void;
  /** Opens the 节目信息 panel of the row. */
  onDetails: (index: number) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

interface RowProps extends RowEdits {
  actor: ScheduleActor;
  entry: EditorEntry;
  index: number;
  count: number;
  top: number;
  selected: boolean;
  /** A view-only channel: no drag, no time edit, no move or delete. */
  readOnly: boolean;
}

/** The parts of a row that follow the timeline: each reads its own times, so a re-chain
 *  re-renders these cells only, never the rest of the row. */
function RowTimes({ actor, index, onTime, onStart, onFixed, readOnly }: Pick<RowProps, 'actor' | 'index' | 'onTime' | 'onStart' | 'onFixed' | 'readOnly'>) {
  const styles = useStyles();
  const from = useSelector(actor, (s) => startAt(s.context.list, index));
  const to = useSelector(actor, (s) => endAt(s.context.list, index));
  const pinned = useSelector(actor, (s) => pinOf(s.context.list.entries[index]) >= 0);
  return (
    <>
      <span role="cell" data-testid="row-duration">
        {hms(to - from)}
      </span>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- only keeps a click on the controls inside from selecting the row */}
      <span role="cell" className={styles.window} onClick={(e) => e.stopPropagation()}>
        {/* the first row's start moves the day; a pinned row's start moves its pin */}
        <TimeInput
          value={hms(from)}
          label={`第${index + 1}条开始时间`}
          disabled={readOnly || (index !== 0 && !pinned)}
          testId="row-start"
          onCommit={(s) => (pinned ? onFixed(index, s) : onStart(s))}
        />
        <span>-</span>
        <TimeInput value={hms(to)} label={`第${index + 1}条结束时间`} disabled={readOnly} testId="row-end" onCommit={(s) => onTime(index, undefined, s)} />
      </span>
      <FixedBox actor={actor} index={index} pinned={pinned} readOnly={readOnly} onFixed={onFixed} />
    </>
  );
}

/** 固定: pins the row where it starts now (read when ticked), so a re-chain does not re-render it. */
const FixedBox = memo(function FixedBox({ actor, index, pinned, readOnly, onFixed }: Pick<RowProps, 'actor' | 'index' | 'onFixed' | 'readOnly'> & { pinned: boolean }) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- only keeps a click on the box from selecting the row
    <span role="cell" onClick={(e) => e.stopPropagation()}>
      <Checkbox
        checked={pinned}
        disabled={readOnly}
        aria-label={t.fixedLabel(index + 1)}
        title={t.fixedLabel(index + 1)}
        data-testid="row-fixed"
        onChange={(_, d) => onFixed(index, d.checked ? startAt(actor.getSnapshot().context.list, index) : null)}
      />
    </span>
  );
});

/** The drag handle's icon: one element for every row, so a row's re-render skips it. */
const HANDLE_ICON = <ReOrderDotsVerticalRegular />;

/**
 * A row: the sortable shell (its place, selection, drag state) around the cells. A change of the
 * list's order re-renders every sortable (dnd-kit's context), but the cells are memoized on the
 * entry, its index and whether it is the last: an insert, delete or move re-renders the cells of
 * the rows it shifts only, a time edit none of them (the times follow the timeline themselves).
 */
const Row = memo(function Row({ actor, entry, index, count, top, selected, onSelect, onTime, onStart, onFixed, onMeta, onDetails, onRemove, onMove, readOnly }: RowProps) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useSortable({
    id: entry.uid,
    data: { kind: 'row', index },
    disabled: readOnly,
  });
  const zero = useSelector(actor, (s) => index < s.context.list.entries.length && endAt(s.context.list, index) - startAt(s.context.list, index) <= 0);
  const last = index === count - 1;
  return (
    <div
      ref={setNodeRef}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={0}
      data-testid="schedule-row"
      data-index={index}
      className={mergeClasses(styles.row, selected && styles.selected, zero && styles.zero)}
      style={{
        // rows are placed with `top`, not a transform: drag and drop measures rows ignoring transforms
        top: `${top}px`,
        transform: transform ? `translateY(${transform.y}px)` : undefined,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.8 : 1,
      }}
      onClick={() => onSelect(index)}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget || readOnly) return;
        if (e.altKey && e.key === 'ArrowUp' && index > 0) {
          e.preventDefault();
          onMove(index, index - 1);
        } else if (e.altKey && e.key === 'ArrowDown' && !last) {
          e.preventDefault();
          onMove(index, index + 1);
        } else if (e.key === 'Delete') {
          e.preventDefault();
          onRemove(index);
        }
      }}
    >
      <span role="cell">
        <span className={styles.handle} ref={setActivatorNodeRef} {...listeners} {...attributes} aria-label={`拖动：${entry.liveProgramName}`}>
          {HANDLE_ICON}
        </span>
      </span>
      <RowCells
        actor={actor}
        entry={entry}
        index={index}
        last={last}
        zero={zero}
        readOnly={readOnly}
        onTime={onTime}
        onStart={onStart}
        onFixed={onFixed}
        onMeta={onMeta}
        onDetails={onDetails}
        onRemove={onRemove}
        onMove={onMove}
      />
    </div>
  );
});

type CellProps = Pick<RowProps, 'actor' | 'entry' | 'index' | 'readOnly' | 'onTime' | 'onStart' | 'onFixed' | 'onMeta' | 'onDetails' | 'onRemove' | 'onMove'> & {
  /** The last row (cannot move down). */
  last: boolean;
  /** The row got no time (the day ended before it). */
  zero: boolean;
};

/** A row's cells after the drag handle: type, name, title, times, 固定 and the actions. */
const RowCells = memo(function RowCells({ actor, entry, index, last, zero, readOnly, onTime, onStart, onFixed, onMeta, onDetails, onRemove, onMove }: CellProps) {
  const styles = useStyles();
  return (
    <>
      <span role="cell">
        <Badge appearance="tint" color={entry.liveProgramAddresstype === 2 ? 'danger' : 'brand'}>
          {entry.liveProgramAddresstype === 2 ? t.live : t.video}
        </Badge>
      </span>
      <span role="cell" className={styles.name} title={entry.liveProgramName} data-testid="row-name">
        {entry.liveProgramName}
        {zero ? <Text size={200} style={{ color: tokens.colorPaletteRedForeground1, marginLeft: 6 }}>{t.zeroRow}</Text> : null}
      </span>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- only keeps a click on the field from selecting the row */}
      <span role="cell" onClick={(e) => e.stopPropagation()}>
        <TitleInput
          value={displayTitle(entry)}
          label={t.titleLabel(index + 1)}
          maxLength={PROGRAMME_META_FIELDS.programTitle.max}
          disabled={readOnly}
          onCommit={(text) => onMeta(index, { programTitle: text })}
        />
      </span>
      <RowTimes actor={actor} index={index} onTime={onTime} onStart={onStart} onFixed={onFixed} readOnly={readOnly} />
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- only keeps a click on the controls inside from selecting the row */}
      <span role="cell" className={styles.actions} onClick={(e) => e.stopPropagation()}>
        <Button size="small" appearance="subtle" icon={<InfoRegular />} title={t.metaOpen} aria-label={`${t.metaOpen}：第${index + 1}条`} onClick={() => onDetails(index)} />
        <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} title={t.moveUp} aria-label={`${t.moveUp}：第${index + 1}条`} disabled={readOnly || index === 0} onClick={() => onMove(index, index - 1)} />
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowDownRegular />}
          title={t.moveDown}
          aria-label={`${t.moveDown}：第${index + 1}条`}
          disabled={readOnly || last}
          onClick={() => onMove(index, index + 1)}
        />
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} title={t.remove} aria-label={`${t.remove}：第${index + 1}条`} disabled={readOnly} onClick={() => onRemove(index)} />
      </span>
    </>
  );
});

/** Keeps the same array while the row keys are the same (a re-chain does not change them), so
 *  the sortable context and the virtualizer do not start over on every time edit. */
function useStableIds(entries: readonly EditorEntry[]): string[] {
  const ref = useRef<string[]>([]);
  const prev = ref.current;
  let same = prev.length === entries.length;
  for (let i = 0; same && i < entries.length; i++) same = prev[i] === entries[i]!.uid;
  if (!same) ref.current = entries.map((e) => e.uid);
  return ref.current;
}

export function ScheduleTable(
  props: RowEdits & {
    actor: ScheduleActor;
    selected: number | null;
    readOnly?: boolean;
  },
) {
  const { actor, selected, readOnly = false, ...edits } = props;
  // the table follows the list itself (the page around it does not re-render on an edit); the
  // row the last edit touched is kept in view (inserts above the view keep the view still)
  const entries = useSelector(actor, (s) => s.context.list.entries);
  const focus = useSelector(actor, (s) => s.context.focus);
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const ids = useStableIds(entries);
  const { setNodeRef: setEndRef, isOver } = useDroppable({ id: TABLE_END_ID });
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // rows beyond the view: each mounts a sortable, two inputs and three buttons, so a few only
    // (12 made the first paint of a day mount twice the rows it shows)
    overscan: 4,
    // rows are keyed by entry below; the virtualizer's own keys stay the indexes, so a move (the
    // same count) does not make it lay out all 10,000 rows again (every row is ROW_HEIGHT high)
  });

  const previous = useRef({ length: entries.length, entries });
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const before = previous.current;
    previous.current = { length: entries.length, entries };
    if (!el || before.entries === entries || focus === null) return;
    const grew = entries.length - before.length;
    // where the view is, as the virtualizer last saw it (its scroll and resize events): reading
    // the scroller's scrollTop here would make the browser lay out the edit's changes at once,
    // and once more for the frame
    const firstVisible = Math.floor((virtualizer.scrollOffset ?? el.scrollTop) / ROW_HEIGHT);
    const visibleRows = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? el.clientHeight) / ROW_HEIGHT));
    if (grew !== 0 && focus < firstVisible) {
      // rows were inserted or removed above the view: keep the same rows where they were
      el.scrollTop += grew * ROW_HEIGHT;
    } else if (focus >= 0 && focus < entries.length && (focus < firstVisible || focus >= firstVisible + visibleRows)) {
      virtualizer.scrollToIndex(focus, { align: 'center' });
    }
  }, [entries, focus, virtualizer]);

  return (
    <div className={styles.wrap} role="table" aria-label="节目单" aria-rowcount={entries.length + 1}>
      <div className={styles.header} role="row">
        <span role="columnheader">
          <span className={styles.unseen}>拖动</span>
        </span>
        <span role="columnheader">{t.colType}</span>
        <span role="columnheader">{t.colName}</span>
        <span role="columnheader">{t.colTitle}</span>
        <span role="columnheader">{t.colDuration}</span>
        <span role="columnheader">{t.colWindow}</span>
        <span role="columnheader">{t.colFixed}</span>
        <span role="columnheader">{t.colActions}</span>
      </div>
      <div
        ref={(node) => {
          scrollRef.current = node;
          setEndRef(node);
        }}
        className={mergeClasses(styles.scroller, isOver && styles.over)}
        data-testid="schedule-scroller"
      >
        {entries.length === 0 ? <div className={styles.empty}>{t.empty}</div> : null}
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <div role="rowgroup" style={{ height: `${virtualizer.getTotalSize()}px`, position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) => {
              const entry = entries[v.index]!;
              return (
                <Row
                  key={entry.uid}
                  actor={actor}
                  entry={entry}
                  index={v.index}
                  count={entries.length}
                  top={v.start}
                  selected={selected === v.index}
                  {...edits}
                  readOnly={readOnly}
                />
              );
            })}
          </div>
        </SortableContext>
      </div>
    </div>
  );
}
