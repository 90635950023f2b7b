// The shell's background upload manager (spec 001 "Upload manager item status", "Upload steps"):
// a header button and a popup list of uploads (5 MB chunks, at most 20 files), each with its
// status label and pause/resume/remove; retry all, pause all, clear all (after 300 ms). When the
// last transfer ends it emits the file-refresh event and closes about one second later. The
// library new files go to is the machine's (other screens such as the 文件库 pick it with their
// upload requests); the bar shows the upload percentage only (hashing is a phase in the label).
import {
  Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, ProgressBar, Text, Tooltip, tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, DismissRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { UploadFileLabel } from '../../../machines/upload-file.machine.js';
import type { UploadFileRef } from '../../../machines/uploader.machine.js';
import { statusLabels, uploadMessages } from '../../../../shared/upload-texts.js';
import { formatBytes } from '../../../ui/format-bytes.js';
import { formatEta, formatSpeed } from '../../../ui/format-transfer.js';
import { useInspect } from '../../../ui/inspect-context.js';
import { useLogic } from '../../../ui/logic.js';
import { LibraryCascader } from '../../../ui/library-cascader.js';
import { PendingUploads } from '../../../ui/pending-uploads.js';
import { useFileRow, useQueueTotals } from '../../../ui/use-upload-queue.js';
import { managerMessages as m } from './messages.js';

const useStyles = makeStyles({
  trigger: { color: '#fff', minWidth: 'auto' },
  surface: { width: '520px', maxWidth: '92vw', padding: '12px 14px', display: 'flex', flexDirection: 'column', gap: '10px' },
  head: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  grow: { flex: 1 },
  list: { display: 'flex', flexDirection: 'column', gap: '6px', maxHeight: '360px', overflowY: 'auto' },
  item: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '2px 8px',
    padding: '8px 10px',
    borderRadius: '6px',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3, display: 'flex', gap: '10px', fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: '2px', gridRow: 'span 3', alignItems: 'center' },
  status: { fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  empty: { padding: '16px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const PAUSABLE: UploadFileLabel[] = ['uploading', 'analysis', 'verifying'];
const RESUMABLE: UploadFileLabel[] = ['pause', 'wait', 'error'];

function Item({ id, fileRef, send }: { id: string; fileRef: UploadFileRef; send: (e: { type: 'item.pause' | 'item.resume' | 'item.remove'; id: string }) => void }) {
  const styles = useStyles();
  const row = useFileRow(fileRef);
  const active = row.label === 'uploading';
  const hashing = row.label === 'analysis' || row.label === 'verifying';
  return (
    <div className={styles.item} data-testid="manager-item" data-name={row.name} data-status={row.label}>
      <Text className={styles.name} title={row.name}>
        {row.name}
      </Text>
      <div className={styles.actions}>
        {PAUSABLE.includes(row.label) ? (
          <Tooltip content={m.pause} relationship="label">
            <Button size="small" appearance="subtle" icon={<PauseRegular />} onClick={() => send({ type: 'item.pause', id })} />
          </Tooltip>
        ) : null}
        {RESUMABLE.includes(row.label) ? (
          <Tooltip content={m.resume} relationship="label">
            <Button size="small" appearance="subtle" icon={<PlayRegular />} onClick={() => send({ type: 'item.resume', id })} />
          </Tooltip>
        ) : null}
        <Tooltip content={m.remove} relationship="label">
          <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={() => send({ type: 'item.remove', id })} />
        </Tooltip>
      </div>
      <ProgressBar value={row.uploadProgress / 100} thickness="medium" aria-label={`${row.name} ${statusLabels[row.label]}`} />
      <div className={styles.meta}>
        <span className={styles.status} data-testid="manager-status">
          {statusLabels[row.label]}
          {hashing ? ` ${row.hashProgress}%` : ''}
        </span>
        <span>{formatBytes(row.size)}</span>
        <span data-testid="manager-progress">{row.uploadProgress}%</span>
        {active ? <span>{formatSpeed(row.speed)}</span> : null}
        {active ? <span>{formatEta(row.eta)}</span> : null}
        {row.label === 'error' && row.error ? <span className={styles.error}>{row.error}</span> : null}
        {active && row.reconnecting ? (
          <span className={styles.warning} role="status">
            {uploadMessages.reconnecting}
          </span>
        ) : null}
      </div>
    </div>
  );
}

export function UploadManager() {
  const styles = useStyles();
  // the popup machine holds the queue (its child) and hears what the queue emits
  const popup = useActorRef(useLogic('uploadManager'), { inspect: useInspect() });
  const uploader = useSelector(popup, (s) => s.context.uploader);
  const open = useSelector(popup, (s) => s.matches('open') || s.matches('settling'));
  const files = useSelector(uploader, (s) => s.context.files);
  const pending = useSelector(popup, (s) => s.context.pending);
  const fileLibId = useSelector(popup, (s) => s.context.fileLibId);
  const folderName = useSelector(popup, (s) => s.context.folderName);
  const clearing = useSelector(uploader, (s) => s.matches('clearing'));
  const totals = useQueueTotals(files);
  const input = useRef<HTMLInputElement>(null);

  const choose = (list: FileList | null) => {
    if (list?.length) popup.send({ type: 'files.choose', files: [...list] });
    if (input.current) input.current.value = '';
  };

  return (
    <Popover open={open} onOpenChange={(_, d) => popup.send({ type: d.open ? 'manager.open' : 'manager.close' })} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.trigger} icon={<ArrowUploadRegular />} aria-label={m.open} data-testid="upload-manager-button">
          {files.length ? <CounterBadge count={files.length} size="small" color="danger" /> : null}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} data-testid="upload-manager">
        <div className={styles.head}>
          <Text weight="semibold">{m.title}</Text>
          <Text size={200} className={styles.grow} style={{ color: tokens.colorNeutralForeground3 }}>
            {files.length ? m.summary(files.length, formatSpeed(totals.speed), formatEta(totals.eta)) : ''}
          </Text>
          <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={m.close} onClick={() => popup.send({ type: 'manager.close' })} />
        </div>
        <div className={styles.head}>
          <Text size={200}>{m.pickLibrary}</Text>
          {/* inline: the popup traps focus, so its menu must live inside it for the keyboard */}
          <LibraryCascader value={fileLibId} onChange={(id) => popup.send({ type: 'library.pick', fileLibId: id })} inline />
          {folderName ? <Text size={200} data-testid="manager-folder">{m.folder(folderName)}</Text> : null}
          <input ref={input} type="file" multiple hidden data-testid="manager-input" onChange={(e) => choose(e.target.files)} />
          <Button size="small" appearance="primary" icon={<ArrowUploadRegular />} disabled={!fileLibId} onClick={() => input.current?.click()}>
            {m.choose}
          </Button>
        </div>
        <div className={styles.head}>
          <Button size="small" disabled={!files.length || clearing} onClick={() => uploader.send({ type: 'all.retry' })}>
            {m.retryAll}
          </Button>
          <Button size="small" disabled={!files.length || clearing} onClick={() => uploader.send({ type: 'all.pause' })}>
            {m.pauseAll}
          </Button>
          <Button size="small" icon={<DeleteRegular />} disabled={!files.length || clearing} onClick={() => uploader.send({ type: 'all.clear' })}>
            {m.clearAll}
          </Button>
        </div>
        <PendingUploads actor={pending} />
        <div className={styles.list}>
          {files.length ? (
            files.map((f) => <Item key={f.id} id={f.id} fileRef={f.ref} send={uploader.send} />)
          ) : (
            <div className={styles.empty}>{fileLibId ? m.empty : m.libraryFirst}</div>
          )}
        </div>
      </PopoverSurface>
    </Popover>
  );
}
