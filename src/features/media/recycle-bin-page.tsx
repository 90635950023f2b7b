// 回收站 (component 'media/recycle-bin'): deleted files, restore, delete for good, clear,
// composed as one ListScreen (its header has the way back to the file library).
import { Button, Checkbox, makeStyles, Text } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowUndoRegular, DeleteDismissRegular, DeleteRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { FileItem } from '../../../shared/media.js';
import type { RecycleAction } from '../../../shared/media-effects.js';
import { formatBytes } from '../../ui/format-bytes.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { useKeptActor } from '../../ui/kept-actor.js';
import type { PagedColumn } from '../../ui/paged-table.js';
import { ListScreen, machinePager } from '../../ui/list-screen.js';
import { fileMessages as fm, recycleMessages as m } from '../../../shared/media-texts.js';
import { typeIcon } from './file-views.js';
import { FILE_LIBRARY_PATH } from './paths.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { actionsColumn, RowButton } from '../../ui/list-screen-parts.js';
import { listPageStyles } from '../../ui/page-styles.js';
import { KeywordSearchBox } from './keyword-search-box.js';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  filters: listPageStyles.filters,
  toolbar: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
});

/** What can be done to chosen files: at once (restore) or after a confirmation (purge). */
const FILE_ACTIONS = [
  { kind: 'restore', label: m.restore, icon: <ArrowUndoRegular /> },
  { kind: 'purge', label: m.purge, icon: <DeleteRegular /> },
] as const;

export default function RecycleBinPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const bin = useKeptActor('list', useLogic('recycleBin'), { inspect: useInspect() });
  const snap = useSelector(bin, (x) => x);
  const { files, total, selected, pending, pageIndex, pageSize, error } = snap.context;
  const running = snap.matches({ action: 'running' });
  const confirming = snap.matches({ action: 'confirming' });
  const request = (action: RecycleAction) => bin.send({ type: 'action.request', action });
  const columns: PagedColumn<FileItem>[] = [
    {
      key: 'select',
      width: '44px',
      title: (
        <Checkbox
          aria-label={fm.selectAll}
          checked={files.length > 0 && selected.length === files.length ? true : selected.length ? 'mixed' : false}
          onChange={() => bin.send({ type: 'selection.all' })}
        />
      ),
      render: (f) => <Checkbox checked={selected.includes(f.fileId)} onChange={() => bin.send({ type: 'file.toggle', fileId: f.fileId })} aria-label={`选择：${f.fileName}`} />,
    },
    {
      key: 'name',
      title: fm.name,
      render: (f) => (
        <span style={{ display: 'inline-flex', gap: '8px', alignItems: 'center' }}>
          {typeIcon(f.fileType)}
          {f.fileName}
        </span>
      ),
    },
    { key: 'size', title: fm.size, width: '90px', render: (f) => formatBytes(f.size) },
    { key: 'deleted', title: m.deletedAt, width: '180px', render: (f) => (f.deleteTime ? formatDateTime(f.deleteTime) : '') },
    actionsColumn(fm.actions, '200px', (f) =>
      FILE_ACTIONS.map((a) => (
        <RowButton key={a.kind} aria-label={`${a.label}：${f.fileName}`} onClick={() => request({ kind: a.kind, fileIds: [f.fileId] })}>{a.label}</RowButton>
      )),
    ),
  ];

  return (
    <ListScreen
      header={
        <div className={s.header}>
          <Button icon={<ArrowLeftRegular />} onClick={() => navigate(FILE_LIBRARY_PATH)}>
            {m.back}
          </Button>
          <Text as="h2" size={500} weight="semibold">
            {m.title}
          </Text>
        </div>
      }
      filters={
        <div className={s.filters}>
          <KeywordSearchBox label={fm.search} onSearch={(keyword) => bin.send({ type: 'search.submit', keyword })} />
        </div>
      }
      toolbar={
        <div className={s.toolbar}>
          {FILE_ACTIONS.map((a) => (
            <Button key={a.kind} icon={a.icon} disabled={!selected.length || running} onClick={() => request({ kind: a.kind, fileIds: selected })}>
              {a.label}
            </Button>
          ))}
          <Button icon={<DeleteDismissRegular />} disabled={!total || running} onClick={() => request({ kind: 'clear' })}>
            {m.clear}
          </Button>
        </div>
      }
      table={{
        ariaLabel: m.title, size: 'small', columns, rows: snap.matches({ list: 'empty' }) ? [] : files, rowKey: (f) => f.fileId,
        loading: snap.matches({ list: 'loading' }) || snap.matches({ list: 'waiting' }), emptyText: m.empty,
        pager: machinePager({ total, pageIndex, pageSize }, bin.send),
        problem: { failed: snap.matches({ list: 'failed' }), error: error ?? '', onRetry: () => bin.send({ type: 'list.reload' }) },
      }}
    >
      <ConfirmDialog
        open={confirming}
        title={pending?.kind === 'clear' ? m.clear : m.purge}
        text={pending?.kind === 'clear' ? m.clearConfirm : m.purgeConfirm(pending && 'fileIds' in pending ? pending.fileIds.length : 0)}
        surfaceStyle={{ maxWidth: '440px' }}
        onCancel={() => bin.send({ type: 'action.cancel' })}
        onConfirm={() => bin.send({ type: 'action.confirm' })}
      />
    </ListScreen>
  );
}
