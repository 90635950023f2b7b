// 回收站 (component 'media/recycle-bin'): deleted files, restore, delete for good, clear.
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarActions,
  MessageBarBody, SearchBox, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowUndoRegular, DeleteDismissRegular, DeleteRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { recycleBinMachine, RECYCLE_PAGE_SIZE } from '../../machines/recycle-bin.machine.js';
import { formatBytes } from '../../ui/format-bytes.js';
import { formatDateTime } from '../../ui/format-time.js';
import { useInspect } from '../../ui/inspect-context.js';
import { fileMessages as fm, recycleMessages as m } from '../../ui/media-messages.js';
import { typeIcon } from './file-views.js';
import { Pager } from './pager.js';
import { FILE_LIBRARY_PATH } from './paths.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px' },
  toolbar: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  empty: { padding: '64px 0', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export default function RecycleBinPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const bin = useActorRef(recycleBinMachine, { inspect: useInspect() });
  const snap = useSelector(bin, (x) => x);
  const { files, total, selected, pending, pageIndex, error } = snap.context;
  const running = snap.matches({ action: 'running' });
  const confirming = snap.matches({ action: 'confirming' });

  return (
    <div className={s.page}>
      <div className={s.toolbar}>
        <Button icon={<ArrowLeftRegular />} onClick={() => navigate(FILE_LIBRARY_PATH)}>
          {m.back}
        </Button>
        <Text size={500} weight="semibold" style={{ marginRight: 'auto' }}>
          {m.title}
        </Text>
        <SearchBox
          placeholder={fm.search}
          aria-label={fm.search}
          onKeyDown={(e) => e.key === 'Enter' && bin.send({ type: 'search.submit', keyword: (e.target as HTMLInputElement).value })}
        />
        <Button
          icon={<ArrowUndoRegular />}
          disabled={!selected.length || running}
          onClick={() => bin.send({ type: 'action.request', action: { kind: 'restore', fileIds: selected } })}
        >
          {m.restore}
        </Button>
        <Button
          icon={<DeleteRegular />}
          disabled={!selected.length || running}
          onClick={() => bin.send({ type: 'action.request', action: { kind: 'purge', fileIds: selected } })}
        >
          {m.purge}
        </Button>
        <Button icon={<DeleteDismissRegular />} disabled={!total || running} onClick={() => bin.send({ type: 'action.request', action: { kind: 'clear' } })}>
          {m.clear}
        </Button>
      </div>
      {snap.matches({ list: 'failed' }) ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => bin.send({ type: 'list.reload' })}>{fm.retry}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {snap.matches({ list: 'loading' }) && !files.length ? <Spinner /> : null}
      {snap.matches({ list: 'empty' }) ? (
        <div className={s.empty} data-testid="recycle-empty">
          {m.empty}
        </div>
      ) : null}
      {files.length && !snap.matches({ list: 'empty' }) ? (
        <>
          <Table aria-label={m.title} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell style={{ width: '44px' }}>
                  <Checkbox
                    aria-label={fm.selectAll}
                    checked={selected.length === files.length ? true : selected.length ? 'mixed' : false}
                    onChange={() => bin.send({ type: 'selection.all' })}
                  />
                </TableHeaderCell>
                <TableHeaderCell>{fm.name}</TableHeaderCell>
                <TableHeaderCell style={{ width: '90px' }}>{fm.size}</TableHeaderCell>
                <TableHeaderCell style={{ width: '180px' }}>{m.deletedAt}</TableHeaderCell>
                <TableHeaderCell style={{ width: '200px' }}>{fm.actions}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {files.map((f) => (
                <TableRow key={f.fileId}>
                  <TableCell>
                    <Checkbox checked={selected.includes(f.fileId)} onChange={() => bin.send({ type: 'file.toggle', fileId: f.fileId })} aria-label={`选择：${f.fileName}`} />
                  </TableCell>
                  <TableCell>
                    <span style={{ display: 'inline-flex', gap: '8px', alignItems: 'center' }}>
                      {typeIcon(f.fileType)}
                      {f.fileName}
                    </span>
                  </TableCell>
                  <TableCell>{formatBytes(f.size)}</TableCell>
                  <TableCell>{f.deleteTime ? formatDateTime(f.deleteTime) : ''}</TableCell>
                  <TableCell>
                    <Button size="small" appearance="subtle" aria-label={`${m.restore}：${f.fileName}`} onClick={() => bin.send({ type: 'action.request', action: { kind: 'restore', fileIds: [f.fileId] } })}>
                      {m.restore}
                    </Button>
                    <Button size="small" appearance="subtle" aria-label={`${m.purge}：${f.fileName}`} onClick={() => bin.send({ type: 'action.request', action: { kind: 'purge', fileIds: [f.fileId] } })}>
                      {m.purge}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager total={total} pageIndex={pageIndex} pageSize={RECYCLE_PAGE_SIZE} onChange={(p) => bin.send({ type: 'page.change', pageIndex: p })} />
        </>
      ) : null}
      <Dialog open={confirming} onOpenChange={(_, d) => !d.open && bin.send({ type: 'action.cancel' })}>
        <DialogSurface style={{ maxWidth: '440px' }}>
          <DialogBody>
            <DialogTitle>{pending?.kind === 'clear' ? m.clear : m.purge}</DialogTitle>
            <DialogContent>{pending?.kind === 'clear' ? m.clearConfirm : m.purgeConfirm(pending && 'fileIds' in pending ? pending.fileIds.length : 0)}</DialogContent>
            <DialogActions>
              <Button onClick={() => bin.send({ type: 'action.cancel' })}>{fm.cancel}</Button>
              <Button appearance="primary" onClick={() => bin.send({ type: 'action.confirm' })}>
                {fm.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
