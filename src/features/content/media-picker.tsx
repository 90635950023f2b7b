// Pick files of one kind (video, audio, image) from the media library: the library cascader,
// a keyword, and the library's files as cards, one or several; a card grid, not a table, so not a
// ListScreen, but the list kit's parts: ListProblem's 加载失败 line with 重试 (`list.reload`) and
// the pager's `page.go`.
import {
  Button, Card, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FileItem } from '../../../shared/media.js';
import { formatDuration } from './format.js';
import { useInspect } from '../../ui/inspect-context.js';
import { LibraryCascader } from '../../ui/library-cascader.js';
import { useLogic } from '../../ui/logic.js';
import { TablePager } from '../../ui/paged-table.js';
import { ListProblem } from '../../ui/list-problem.js';
import { pageGoEvents } from '../../ui/list-screen-parts.js';
import { useListBusy } from './list-table.js';
import { contentMessages as m } from './messages.js';
import { CoverImage } from '../../ui/cover-image.js';
import { commonMessages } from '../../ui/messages.js';
import { rowsOf } from '../../machines/content-list.machine.js';

const useStyles = makeStyles({
  surface: { maxWidth: '860px', width: '92vw' },
  bar: { display: 'flex', gap: '8px', alignItems: 'center', marginBottom: '12px', flexWrap: 'wrap' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '10px', minHeight: '160px' },
  card: { padding: '6px', cursor: 'pointer' },
  chosen: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  thumb: { width: '100%', height: '90px', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3, borderRadius: '4px' },
  name: { fontSize: tokens.fontSizeBase200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3, padding: '24px 0' },
});

export interface MediaPickerProps {
  /** 1 video, 2 audio, 3 image. */
  fileType: number;
  multiple?: boolean;
  onPick: (files: FileItem[]) => void;
  onClose: () => void;
}

export function MediaPicker({ fileType, multiple, onPick, onClose }: MediaPickerProps) {
  const styles = useStyles();
  const list = useActorRef(useLogic('contentList'), { input: { kind: 'files', filters: { fileType }, pageSize: 12 }, inspect: useInspect() });
  const ctx = useSelector(list, (s) => s.context);
  const loading = useListBusy(list);
  const failed = useSelector(list, (s) => s.matches('failed'));
  // the picker's selection (rows the user ticked across pages) is view state; the files come from the machine
  // eslint-disable-next-line view-state/no-data-hooks
  const [chosen, setChosen] = useState<FileItem[]>([]);
  const [keyWord, setKeyWord] = useState('');
  const files = rowsOf(ctx, 'files');
  const kind = m.fileKinds[fileType] ?? '';
  const toggle = (f: FileItem) =>
    setChosen((c) => (c.some((x) => x.fileId === f.fileId) ? c.filter((x) => x.fileId !== f.fileId) : multiple ? [...c, f] : [f]));
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? onClose() : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{m.pickerTitle(kind)}</DialogTitle>
          <DialogContent>
            <div className={styles.bar}>
              <LibraryCascader value={ctx.filters.fileLibId ?? null} onChange={(fileLibId) => list.send({ type: 'filter.change', filters: { fileLibId } })} aria-label={m.library} />
              <Input
                aria-label={m.keyWord}
                placeholder={m.keyWord}
                value={keyWord}
                onChange={(_, d) => setKeyWord(d.value)}
                onKeyDown={(e) => (e.key === 'Enter' ? list.send({ type: 'filter.change', filters: { keyWord: keyWord.trim() } }) : undefined)}
              />
              {loading ? <Spinner aria-label={commonMessages.loading} size="tiny" /> : null}
              {multiple ? <Text>{m.chosen(chosen.length)}</Text> : null}
            </div>
            <ListProblem failed={failed} error={ctx.error ?? ''} onRetry={() => list.send({ type: 'list.reload' })} />
            {failed ? null : !ctx.filters.fileLibId ? (
              <Text className={styles.hint} block>
                {m.pickLibraryFirst}
              </Text>
            ) : !loading && files.length === 0 ? (
              <Text className={styles.hint} block>
                {m.noFiles}
              </Text>
            ) : (
              <div className={styles.grid} role="listbox" aria-label={m.pickerTitle(kind)} aria-multiselectable={multiple}>
                {files.map((f) => {
                  const on = chosen.some((x) => x.fileId === f.fileId);
                  return (
                    <Card
                      key={f.fileId}
                      className={`${styles.card} ${on ? styles.chosen : ''}`}
                      role="option"
                      aria-selected={on}
                      tabIndex={0}
                      onClick={() => toggle(f)}
                      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ' ? (e.preventDefault(), toggle(f)) : undefined)}
                    >
                      <CoverImage className={styles.thumb} src={f.fileType === 3 ? f.lowfile || f.url : f.cover} fallback={<div className={styles.thumb} />} />
                      <div className={styles.name} title={f.fileName}>
                        {multiple ? <Checkbox checked={on} aria-hidden tabIndex={-1} /> : null}
                        {f.fileName}
                      </div>
                      {f.duration ? <Text size={200}>{formatDuration(f.duration)}</Text> : null}
                    </Card>
                  );
                })}
              </div>
            )}
            <TablePager total={ctx.total} pageIndex={ctx.pageIndex} pageSize={ctx.pageSize} busy={loading} {...pageGoEvents(list.send)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{m.cancel}</Button>
            <Button appearance="primary" disabled={chosen.length === 0} onClick={() => onPick(chosen)}>
              {m.choose}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
