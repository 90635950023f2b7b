// The ordered items of a course (videos) or a series (courses): drag to reorder (pointer, or
// keyboard: focus the handle, space, arrow keys, space) like the gallery editor, up/down buttons
// and remove. The order lives in the course-editor machine; this sends item.move / item.remove.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Text } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { CourseItem } from '../../../../shared/courses.js';
import { CoverImage } from '../../../ui/cover-image.js';
import { formatDuration } from '../format.js';
import { courseText as t } from './messages.js';
import { useCourseStyles } from './styles.js';

export interface SortableItemsProps {
  items: CourseItem[];
  /** 'video' rows show the length; 'course' rows the number of videos too. */
  of: 'video' | 'course';
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function Row({ item, index, count, of, onMove, onRemove }: { item: CourseItem; index: number; count: number } & Omit<SortableItemsProps, 'items'>) {
  const styles = useCourseStyles();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: item.id });
  return (
    <div
      ref={setNodeRef}
      className={styles.item}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      data-testid="course-item"
    >
      <Button appearance="subtle" className={styles.handle} icon={<ReOrderDotsVerticalRegular />} aria-label={`${t.dragHint}：${item.name}`} {...attributes} {...listeners} />
      <Text weight="semibold">{index + 1}</Text>
      <CoverImage className={styles.itemThumb} src={item.cover} alt={item.name} fallback={<div className={styles.itemThumb} />} />
      <div>
        <Text block weight="semibold" data-testid="course-item-name">
          {item.name}
        </Text>
        <Text size={200} className={styles.muted}>
          {of === 'course' ? `${t.videoCount(item.count)} · ` : ''}
          {formatDuration(item.duration)}
        </Text>
      </div>
      <div className={styles.row}>
        <Button appearance="subtle" icon={<ArrowUpRegular />} aria-label={`${t.moveUp}：${item.name}`} disabled={index === 0} onClick={() => onMove(index, index - 1)} />
        <Button appearance="subtle" icon={<ArrowDownRegular />} aria-label={`${t.moveDown}：${item.name}`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} />
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`${t.remove}：${item.name}`} onClick={() => onRemove(index)} />
      </div>
    </div>
  );
}

export function SortableItems({ items, of, onMove, onRemove }: SortableItemsProps) {
  const styles = useCourseStyles();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <div className={styles.list}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          {items.map((item, i) => (
            <Row key={item.id} item={item} index={i} count={items.length} of={of} onMove={onMove} onRemove={onRemove} />
          ))}
        </SortableContext>
      </DndContext>
    </div>
  );
}
