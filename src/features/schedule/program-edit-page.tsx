// 节目编辑 (component key 'schedule/program-edit', ?liveTvId=): the programme-list editor of one
// TV channel. Left: videos and live channels to add; right: the date controls, the toolbar and
// the day's table. All behaviour lives in the schedule statechart; this screen renders it.
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type CollisionDetection, type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Badge, Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Spinner, Text, tokens, Tooltip } from '@fluentui/react-components';
import {
  ArrowDownloadRegular, ArrowLeftRegular, ArrowRedoRegular, ArrowResetRegular, ArrowUndoRegular, ArrowMoveRegular, CalendarWeekStartRegular, CopyRegular,
  DocumentCopyRegular, SaveRegular,
} from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MaterialItem } from '../../machines/materials.machine.js';
import type { scheduleMachine } from '../../machines/schedule.machine.js';
import { addDays, dateWindow, dayOf } from '../../machines/schedule-days.js';
import { hms, scheduledOf } from '../../machines/schedule-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { CopyDialog } from './copy-dialog.js';
import { DayIssues } from './day-issues.js';
import { DayStrip } from './day-strip.js';
import { ConflictBanner, DraftBanner, ReadOnlyBanner } from './editor-banners.js';
import { MaterialPane } from './material-pane.js';
import { scheduleText as t } from './messages.js';
import { PreviewDialog } from './preview-dialog.js';
import { ScheduleTable, TABLE_END_ID } from './schedule-table.js';
import { MetaDrawer } from './meta-drawer.js';
import { ShiftDialog } from './shift-dialog.js';
import { TemplateDialog } from './template-dialog.js';
import type { ProgrammeMeta } from '../../machines/schedule-meta.js';
import { TV_LIST_PATH, weekHref } from './paths.js';
import { ChannelDayScreen } from './channel-day.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { commonMessages } from '../../ui/messages.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', height: 'calc(100vh - 150px)', minHeight: '560px' },
  head: { display: 'flex', alignItems: 'center', gap: '12px' },
  body: { display: 'grid', gridTemplateColumns: '340px 1fr', gap: '12px', flex: 1, minHeight: 0 },
  right: {
    display: 'flex', flexDirection: 'column', gap: '8px', minHeight: 0, minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1, borderRadius: '8px', padding: '12px', boxShadow: tokens.shadow4,
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: '6px', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  meta: { color: tokens.colorNeutralForeground3 },
});


/** A row under the pointer wins (an item from the left pane lands where it is dropped); over
 *  the table but not a row: the end; a row being reordered: the nearest row (and the keyboard). */
const collision: CollisionDetection = (args) => {
  const rowsOnly = args.droppableContainers.filter((c) => c.id !== TABLE_END_ID);
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    const row = within.find((c) => c.id !== TABLE_END_ID);
    if (row) return [row];
    if ((args.active.data.current as { kind?: string } | undefined)?.kind === 'material') return within;
  }
  return closestCenter({ ...args, droppableContainers: rowsOnly });
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/** 共 N 条节目，已排 …: follows the list by itself, so an edit does not re-render the page. */
function EntryCount({ actor, className }: { actor: ActorRefFrom<typeof scheduleMachine>; className: string }) {
  const list = useSelector(actor, (s) => s.context.list);
  // added up once per list, not on every snapshot (the draft timer's too)
  const used = useMemo(() => scheduledOf(list), [list]);
  const count = list.entries.length;
  return (
    <Text className={className} data-testid="entry-count">
      {t.entries(count, hms(Math.min(used, 359999)))}
    </Text>
  );
}

export default function ProgramEditPage() {
  // ?day= (from the week view) opens that day; otherwise today
  return <ChannelDayScreen screen={(liveTvId, day) => <Editor liveTvId={liveTvId} asked={day} />} />;
}

function Editor({ liveTvId, asked }: { liveTvId: number; asked: string | null }) {
  const styles = useStyles();
  const inspect = useInspect();
  const today = useMemo(() => dayOf(new Date()), []);
  const actor = useActorRef(useLogic('schedule'), { input: { liveTvId, day: asked ?? today, today }, inspect });
  const materials = useActorRef(useLogic('materials'), { input: {}, inspect });
  // The day's list is not read here: an edit re-renders the table and the count only, not the
  // page around them (the toolbar, the left pane, the date strip).
  const day = useSelector(actor, (s) => s.context.day);
  const error = useSelector(actor, (s) => s.context.error);
  const dirty = useSelector(actor, (s) => s.context.ops.length > 0);
  const draft = useSelector(actor, (s) => (s.matches('draftOffered') ? s.context.draft : null));
  const conflict = useSelector(actor, (s) => (s.matches('conflict') ? s.context.conflict : null));
  const confirming = useSelector(actor, (s) => s.matches('confirmingSwitch'));
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('checkingDraft') || s.matches('loadingConflict'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const canUndo = useSelector(actor, (s) => s.can({ type: 'history.undo' }));
  const canRedo = useSelector(actor, (s) => s.can({ type: 'history.redo' }));
  const canRevert = useSelector(actor, (s) => s.can({ type: 'history.revert' }));
  const canSave = useSelector(actor, (s) => s.can({ type: 'schedule.save' }));
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const editable = useSelector(actor, (s) => s.context.editable);
  const rightsKnown = useSelector(actor, (s) => !s.matches('checkingRights'));

  // view state: which date window is shown, which row is selected, which dialog is open
  const [anchor, setAnchor] = useState(asked ?? today);
  const [selected, setSelected] = useState<number | null>(null);
  const [preview, setPreview] = useState<MaterialItem | null>(null);
  const [copying, setCopying] = useState(false);
  const [templating, setTemplating] = useState(false);
  const [shifting, setShifting] = useState(false);
  // the row whose 节目信息 panel is open (view state)
  const [details, setDetails] = useState<number | null>(null);
  // the days holding a list, marked in the date strip and the dialogs' pickers
  const marks = useActorRef(useLogic('dayMarks'), { input: { liveTvId, day: anchor }, inspect });
  const markedDays = useSelector(marks, (s) => s.context.days);
  const marked = useMemo(() => new Set(markedDays), [markedDays]);
  useEffect(() => marks.send({ type: 'marks.around', day: anchor }), [marks, anchor]);
  // the day's server copy changed (saved, or taken over after a conflict): what holds a list may have changed
  useEffect(() => actor.on('day.stored', () => marks.send({ type: 'marks.reload' })).unsubscribe, [actor, marks]);
  // the tabs always hold the chosen day (a refused switch leaves the day where it was)
  useEffect(() => {
    if (!dateWindow(anchor).includes(day)) setAnchor(day);
  }, [anchor, day]);

  // the open 节目信息 panel's entry (the same object until that entry changes)
  const detailsEntry = useSelector(actor, (s) => (details === null ? null : (s.context.list.entries[details] ?? null)));
  const canShift = useSelector(actor, (s) => s.can({ type: 'day.shift', by: 1 }) || s.can({ type: 'day.shift', by: -1 }));
  const channelName = useSelector(actor, (s) => s.context.channelName);

  // Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo (inputs keep their own undo).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) actor.send({ type: 'history.undo' });
      else if ((key === 'z' && e.shiftKey) || key === 'y') actor.send({ type: 'history.redo' });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor]);

  useEffect(() => {
    setSelected(null);
    setDetails(null);
  }, [day]);

  const onTime = useCallback((index: number, start: number | undefined, end: number) => actor.send({ type: 'time.change', index, start, end }), [actor]);
  const onStart = useCallback((start: number) => actor.send({ type: 'start.change', start }), [actor]);
  const onFixed = useCallback((index: number, at: number | null) => actor.send({ type: 'fixed.change', index, at }), [actor]);
  const onFixEnd = useCallback((index: number, end: number) => actor.send({ type: 'time.change', index, end }), [actor]);
  const onMeta = useCallback((index: number, meta: ProgrammeMeta) => actor.send({ type: 'meta.change', index, meta }), [actor]);
  const onDetails = useCallback((index: number) => {
    setSelected(index);
    setDetails(index);
  }, []);
  const onRemove = useCallback((index: number) => actor.send({ type: 'entry.remove', index }), [actor]);
  const onMove = useCallback((from: number, to: number) => actor.send({ type: 'entry.move', from, to }), [actor]);
  const onSelectRow = useCallback((index: number) => setSelected((s) => (s === index ? null : index)), []);
  const addMaterial = useCallback(
    (item: MaterialItem, index?: number) => {
      const material = { id: item.id, name: item.name, addressType: item.addressType, address: item.address, duration: item.duration };
      actor.send({ type: 'entry.add', material, index });
    },
    [actor],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = (e: DragEndEvent) => {
    const { active, over } = e;
    if (!over) return;
    const data = active.data.current as { kind: 'material'; item: MaterialItem } | { kind: 'row'; index: number } | undefined;
    const { entries } = actor.getSnapshot().context.list;
    const overIndex = over.id === TABLE_END_ID ? entries.length : entries.findIndex((x) => x.uid === over.id);
    if (!data || overIndex < 0) return;
    if (data.kind === 'material') addMaterial(data.item, overIndex);
    else if (data.kind === 'row') actor.send({ type: 'entry.move', from: data.index, to: Math.min(overIndex, entries.length - 1) });
  };

  // unsaved work is never lost silently: the machine asks with the shell's leave dialog first
  const leave = () => actor.send({ type: 'editor.leave', to: TV_LIST_PATH });

  return (
    <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd}>
      <section className={styles.page} data-testid="program-edit">
        <div className={styles.head}>
          <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={leave}>
            {t.back}
          </Button>
          <Text as="h2" size={500} weight="semibold">
            {t.editorTitle}
          </Text>
          <Text className={styles.meta}>{channelName}</Text>
          <span className={styles.grow} />
          <Button as="a" appearance="secondary" icon={<CalendarWeekStartRegular />} href={weekHref(liveTvId, day)} onClick={(e) => {
            e.preventDefault();
            actor.send({ type: 'editor.leave', to: weekHref(liveTvId, day) });
          }}>
            {t.weekView}
          </Button>
        </div>
        <div className={styles.body}>
          <MaterialPane actor={materials} locked={!rightsKnown ? 'pending' : editable ? undefined : 'readOnly'} onPreview={setPreview} onSelect={(item) => addMaterial(item, selected === null ? undefined : selected + 1)} />
          <div className={styles.right}>
            <DayStrip day={day} anchor={anchor} today={today} marked={marked} onAnchor={setAnchor} onDay={(d) => actor.send({ type: 'day.select', day: d })} />
            <div className={styles.toolbar}>
              <Button appearance="primary" icon={<SaveRegular />} disabled={!canSave || !editing} onClick={() => actor.send({ type: 'schedule.save' })}>
                {t.saveList}
              </Button>
              <Button icon={<CopyRegular />} disabled={!editing || !editable} onClick={() => setCopying(true)}>
                {t.copyList}
              </Button>
              {editable ? (
                <Button icon={<DocumentCopyRegular />} disabled={!editing} onClick={() => setTemplating(true)}>
                  {t.templates}
                </Button>
              ) : null}
              <Button icon={<ArrowMoveRegular />} disabled={!editing || !canShift} onClick={() => setShifting(true)}>
                {t.shift}
              </Button>
              <Tooltip content={`${t.undo} (Ctrl+Z)`} relationship="label">
                <Button icon={<ArrowUndoRegular />} disabled={!canUndo} onClick={() => actor.send({ type: 'history.undo' })} />
              </Tooltip>
              <Tooltip content={`${t.redo} (Ctrl+Shift+Z)`} relationship="label">
                <Button icon={<ArrowRedoRegular />} disabled={!canRedo} onClick={() => actor.send({ type: 'history.redo' })} />
              </Tooltip>
              <Button icon={<ArrowResetRegular />} disabled={!canRevert} onClick={() => actor.send({ type: 'history.revert' })}>
                {t.revert}
              </Button>
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button icon={<ArrowDownloadRegular />}>{t.exportXmltv}</Button>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem onClick={() => actor.send({ type: 'schedule.export', days: 1 })}>{t.exportDay}</MenuItem>
                    <MenuItem onClick={() => actor.send({ type: 'schedule.export', days: 7 })}>{t.exportWeek}</MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
              {dirty ? (
                <Badge appearance="tint" color="warning" data-testid="dirty-badge">
                  {t.unsaved}
                </Badge>
              ) : null}
              {loading || saving ? <Spinner size="extra-tiny" aria-label={commonMessages.loading} /> : null}
              <span className={styles.grow} />
              {error ? (
                <Text role="status" className={styles.error} data-testid="editor-error">
                  {error}
                </Text>
              ) : null}
              <EntryCount actor={actor} className={styles.meta} />
            </div>
            {editable ? null : <ReadOnlyBanner />}
            {draft ? (
              <DraftBanner draft={draft} onRestore={() => actor.send({ type: 'draft.restore' })} onDiscard={() => actor.send({ type: 'draft.discard' })} />
            ) : null}
            {conflict ? (
              <ConflictBanner conflict={conflict} onReload={() => actor.send({ type: 'conflict.reload' })} onReapply={() => actor.send({ type: 'conflict.reapply' })} />
            ) : null}
            <DayIssues actor={actor} readOnly={!editable} onFixEnd={onFixEnd} />
            <ScheduleTable
              actor={actor}
              selected={selected}
              onSelect={onSelectRow}
              onTime={onTime}
              onStart={onStart}
              onFixed={onFixed}
              onMeta={onMeta}
              onDetails={onDetails}
              onRemove={onRemove}
              onMove={onMove}
              readOnly={!editable}
            />
          </div>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t.switchTitle}
        text={t.switchBody}
        cancelLabel={t.switchCancel}
        confirmLabel={t.switchConfirm}
        onCancel={() => actor.send({ type: 'switch.cancel' })}
        onConfirm={() => actor.send({ type: 'switch.confirm' })}
      />
      {copying ? (
        <CopyDialog
          liveTvId={liveTvId}
          day={day}
          marked={marked}
          onClose={(copiedTo) => {
            setCopying(false);
            if (copiedTo.length) marks.send({ type: 'marks.reload' });
            if (copiedTo.includes(day) && !dirty) actor.send({ type: 'schedule.reload' });
          }}
        />
      ) : null}
      {templating ? (
        <TemplateDialog
          liveTvId={liveTvId}
          today={today}
          fromDay={day}
          range={{ from: addDays(day, 1), to: addDays(day, 7) }}
          marked={marked}
          onApplied={(days) => {
            marks.send({ type: 'marks.reload' });
            if (days.includes(day) && !dirty) actor.send({ type: 'schedule.reload' });
          }}
          onClose={() => setTemplating(false)}
        />
      ) : null}
      <PreviewDialog item={preview} onClose={() => setPreview(null)} />
      {shifting ? <ShiftDialog onShift={(by) => actor.send({ type: 'day.shift', by })} onClose={() => setShifting(false)} /> : null}
      <MetaDrawer
        entry={detailsEntry}
        index={details}
        readOnly={!editable}
        onChange={onMeta}
        onClose={() => setDetails(null)}
      />
    </DndContext>
  );
}
