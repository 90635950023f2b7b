// A gallery's images in order with captions: drag to reorder (pointer, or keyboard: focus the
// handle, space, arrow keys, space), up/down buttons, remove, and add from the library.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { DraftFile } from '../../../shared/content-console.js';
import type { FileItem } from '../../../shared/media.js';
import { MediaPicker } from './media-picker.js';
import { contentMessages as m } from './messages.js';
import { CoverImage } from '../../ui/cover-image.js';
import { sortableRowStyle } from './sortable-row-style.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: sortableRowStyle('28px 96px 1fr auto'),
  thumb: { width: '96px', height: '64px', objectFit: 'cover', borderRadius: '4px', backgroundColor: tokens.colorNeutralBackground3 },
  handle: { cursor: 'grab', minWidth: 'auto' },
  hint: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', gap: '2px' },
});

export function toDraftFile(f: FileItem, caption = ''): DraftFile {
  return { fileId: f.fileId, fileName: f.fileName, fileType: f.fileType, duration: f.duration, url: f.url, cover: f.cover, caption };
}

function Row({ file, index, count, onChange }: { file: DraftFile; index: number; count: number; onChange: (op: 'up' | 'down' | 'remove' | { caption: string }) => void }) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: file.fileId });
  return (
    <div ref={setNodeRef} className={styles.row} style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }} data-testid="gallery-row">
      <Button appearance="subtle" className={styles.handle} icon={<ReOrderDotsVerticalRegular />} aria-label={`${m.dragHint}：${file.fileName}`} {...attributes} {...listeners} />
      <CoverImage className={styles.thumb} src={file.url} alt={file.fileName} />
      <Input aria-label={`${m.caption} ${index + 1}`} placeholder={m.captionPlaceholder} value={file.caption} onChange={(_, d) => onChange({ caption: d.value })} />
      <div className={styles.buttons}>
        <Button appearance="subtle" icon={<ArrowUpRegular />} aria-label={m.moveUp} disabled={index === 0} onClick={() => onChange('up')} />
        <Button appearance="subtle" icon={<ArrowDownRegular />} aria-label={m.moveDown} disabled={index === count - 1} onClick={() => onChange('down')} />
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={m.remove} onClick={() => onChange('remove')} />
      </div>
    </div>
  );
}

export function GalleryEditor({ files, onChange }: { files: DraftFile[]; onChange: (files: DraftFile[]) => void }) {
  const styles = useStyles();
  const [picking, setPicking] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = files.findIndex((f) => f.fileId === active.id);
    const to = files.findIndex((f) => f.fileId === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(files, from, to));
  };
  const change = (i: number, op: 'up' | 'down' | 'remove' | { caption: string }) => {
    if (op === 'up') onChange(arrayMove(files, i, i - 1));
    else if (op === 'down') onChange(arrayMove(files, i, i + 1));
    else if (op === 'remove') onChange(files.filter((_, j) => j !== i));
    else onChange(files.map((f, j) => (j === i ? { ...f, caption: op.caption } : f)));
  };
  return (
    <div className={styles.list}>
      <Text className={styles.hint}>{m.dragHint}</Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={files.map((f) => f.fileId)} strategy={verticalListSortingStrategy}>
          {files.map((f, i) => (
            <Row key={f.fileId} file={f} index={i} count={files.length} onChange={(op) => change(i, op)} />
          ))}
        </SortableContext>
      </DndContext>
      <div>
        <Button icon={<AddRegular />} onClick={() => setPicking(true)}>
          {m.addImages}
        </Button>
      </div>
      {picking ? (
        <MediaPicker
          fileType={3}
          multiple
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            const have = new Set(files.map((f) => f.fileId));
            onChange([...files, ...picked.filter((p) => !have.has(p.fileId)).map((p) => toDraftFile(p))]);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
