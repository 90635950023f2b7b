// 快捷菜单配置: the shortcut editor. Left: the menu entries (search; a click adds or removes);
// right: the chosen list, reordered by dragging (mouse or keyboard, @dnd-kit/sortable).
// The shortcuts statechart decides everything; this renders and sends events.
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { ShortcutEntry } from '../../../shared/api.js';
import { SessionContext } from '../../ui/session-context.js';
import { shortcutMessages } from './messages.js';
import { shortcutCandidates, shortcutOf } from './nav-model.js';
import { ShortcutsContext } from './shell-context.js';
import { SearchInput } from '../../ui/list-screen-parts.js';

const useStyles = makeStyles({
  surface: { width: '720px', maxWidth: 'calc(100vw - 32px)' },
  panes: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '16px', minHeight: '360px' },
  pane: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  list: {
    flex: 1,
    overflowY: 'auto',
    maxHeight: '360px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '6px',
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
  },
  candidate: { justifyContent: 'space-between', flexShrink: 0, minHeight: '32px', fontWeight: tokens.fontWeightRegular },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '6px 8px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    touchAction: 'none',
    flexShrink: 0,
  },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, display: 'flex', border: 'none', background: 'none', padding: '2px' },
  grow: { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

function SortableRow({ entry, index, onRemove }: { entry: ShortcutEntry; index: number; onRemove: () => void }) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: entry.comMicsId });
  return (
    <div
      ref={setNodeRef}
      className={styles.row}
      data-testid="shortcut-row"
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <button type="button" className={styles.handle} aria-label={`拖动 ${entry.comMicsName}`} data-testid="shortcut-handle" {...attributes} {...listeners}>
        <ReOrderDotsVerticalRegular />
      </button>
      <Text className={styles.grow}>
        {index + 1}. {entry.comMicsName}
      </Text>
      <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`${shortcutMessages.remove} ${entry.comMicsName}`} onClick={onRemove} />
    </div>
  );
}

export function ShortcutEditor() {
  const styles = useStyles();
  const actor = ShortcutsContext.useActorRef();
  const open = ShortcutsContext.useSelector((s) => s.matches('open'));
  const saving = ShortcutsContext.useSelector((s) => s.matches({ open: 'saving' }));
  const entries = ShortcutsContext.useSelector((s) => s.context.entries);
  const search = ShortcutsContext.useSelector((s) => s.context.search);
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  const candidates = useMemo(() => shortcutCandidates(tree, search), [tree, search]);
  const chosen = new Set(entries.map((e) => e.comMicsId));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((e) => e.comMicsId === active.id);
    const to = entries.findIndex((e) => e.comMicsId === over.id);
    if (from >= 0 && to >= 0) actor.send({ type: 'entry.move', from, to });
  };
  const cancel = () => actor.send({ type: 'editor.cancel' });
  const nameOf = (id: unknown) => entries.find((e) => e.comMicsId === id)?.comMicsName ?? '';
  const accessibility = {
    screenReaderInstructions: { draggable: shortcutMessages.dragHint },
    announcements: {
      onDragStart: ({ active }: { active: { id: unknown } }) => `已拿起 ${nameOf(active.id)}`,
      onDragOver: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over ? `${nameOf(active.id)} 移到了 ${nameOf(over.id)} 的位置` : `${nameOf(active.id)} 不在列表上`,
      onDragEnd: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over ? `${nameOf(active.id)} 放在了 ${nameOf(over.id)} 的位置` : `已放下 ${nameOf(active.id)}`,
      onDragCancel: ({ active }: { active: { id: unknown } }) => `已取消拖动 ${nameOf(active.id)}`,
    },
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? undefined : cancel())}>
      <DialogSurface className={styles.surface} aria-label={shortcutMessages.title}>
        <DialogBody>
          <DialogTitle>{shortcutMessages.title}</DialogTitle>
          <DialogContent>
            <div className={styles.panes}>
              <div className={styles.pane}>
                <SearchInput label={shortcutMessages.search} value={search} onText={(text) => actor.send({ type: 'editor.search', text })} />
                <div className={styles.list} role="group" aria-label={shortcutMessages.available}>
                  {candidates.map((record) => (
                    <Button
                      key={record.comMicsId}
                      appearance="subtle"
                      className={mergeClasses(styles.candidate, chosen.has(record.comMicsId) && styles.chosen)}
                      aria-pressed={chosen.has(record.comMicsId)}
                      data-testid="shortcut-candidate"
                      onClick={() => actor.send({ type: 'entry.toggle', entry: shortcutOf(record) })}
                    >
                      <span>{record.webMicsName}</span>
                      {chosen.has(record.comMicsId) ? <Badge appearance="tint" size="small">✓</Badge> : null}
                    </Button>
                  ))}
                </div>
              </div>
              <div className={styles.pane}>
                <Text weight="semibold">
                  {shortcutMessages.chosen}（{entries.length}/9）
                </Text>
                <Text size={200} className={styles.hint}>
                  {shortcutMessages.dragHint}
                </Text>
                <div className={styles.list} aria-label={shortcutMessages.chosen} data-testid="shortcut-chosen">
                  {entries.length === 0 ? <Text className={styles.hint}>{shortcutMessages.empty}</Text> : null}
                  <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
                    <SortableContext items={entries.map((e) => e.comMicsId)} strategy={verticalListSortingStrategy}>
                      {entries.map((entry, index) => (
                        <SortableRow key={entry.comMicsId} entry={entry} index={index} onRemove={() => actor.send({ type: 'entry.remove', comMicsId: entry.comMicsId })} />
                      ))}
                    </SortableContext>
                  </DndContext>
                </div>
              </div>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={cancel} disabled={saving}>
              {shortcutMessages.cancel}
            </Button>
            <Button
              appearance="primary"
              disabled={saving}
              icon={saving ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              onClick={() => actor.send({ type: 'editor.finish' })}
            >
              {shortcutMessages.finish}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
