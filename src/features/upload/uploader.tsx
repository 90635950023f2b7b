// The embedded uploader (spec 000 §2 "Upload component"): buttons 上传 暂停 继续 清空 and a
// file list with name, size, hash progress, upload progress, status, speed and ETA.
//
//   <Uploader fileLibId={3} limit={0} onExceed={(files) => …} onSuccess={(file) => …} />
//
// Props: fileLibId (the library files go to), limit (most files; 0 = unlimited), onExceed (the
// chosen files when the limit would be exceeded), onSuccess ({ id, name, status }) for every
// file that ends success or secondPass, chunkSize (default the spec's 10 MB).
import {
  Badge, Button, makeStyles, ProgressBar, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { UploadFileLabel } from '../../machines/upload-file.machine.js';
import type { UploadFileRef } from '../../machines/uploader.machine.js';
import { statusLabels, uploaderButtons, uploadMessages } from '../../../shared/upload-texts.js';
import { OwnPendingUploads } from '../../ui/pending-uploads.js';
import { formatBytes } from '../../ui/format-bytes.js';
import { useInspect } from '../../ui/inspect-context.js';
import { useLogic } from '../../ui/logic.js';
import { formatEta, formatSpeed } from '../../ui/format-transfer.js';
import { useFileRow, useQueueTotals } from '../../ui/use-upload-queue.js';
import { uploadPageMessages as m } from './messages.js';

/** The spec's chunk size: 10 MB. */
export const CHUNK_SIZE = 10 * 1024 * 1024;

export interface UploaderProps {
  fileLibId: number;
  limit?: number;
  onExceed?: (files: File[], limit: number) => void;
  onSuccess?: (file: { id: string; name: string; status: 'success' | 'secondPass' }) => void;
  chunkSize?: number;
  /** Keeps the queue across page reloads under this key (IndexedDB); absent: not kept. */
  persistKey?: string;
  /** Description and tags (comma separated) the files added from now on are stored with. */
  fileDesc?: string;
  fileTagNames?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px' },
  bar: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  summary: { marginLeft: 'auto', color: tokens.colorNeutralForeground3 },
  progress: { display: 'flex', alignItems: 'center', gap: '8px', minWidth: '120px' },
  pct: { width: '40px', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  name: { wordBreak: 'break-all' },
  empty: { padding: '24px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1, display: 'block' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, display: 'block' },
});

const BADGE: Record<UploadFileLabel, 'informative' | 'brand' | 'success' | 'danger' | 'warning' | 'important'> = {
  wait: 'informative',
  analysis: 'brand',
  verifying: 'brand',
  uploading: 'brand',
  success: 'success',
  secondPass: 'success',
  error: 'danger',
  pause: 'warning',
};

export function StatusBadge({ label }: { label: UploadFileLabel }) {
  return (
    <Badge appearance="tint" color={BADGE[label]} data-status={label}>
      {statusLabels[label]}
    </Badge>
  );
}

function Percent({ value, label }: { value: number; label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.progress}>
      <ProgressBar value={value / 100} thickness="large" aria-label={label} style={{ flex: 1 }} />
      <span className={styles.pct}>{value}%</span>
    </div>
  );
}

function FileRow({ fileRef }: { fileRef: UploadFileRef }) {
  const styles = useStyles();
  const row = useFileRow(fileRef);
  return (
    <TableRow data-testid="upload-row" data-name={row.name} data-status={row.label}>
      <TableCell className={styles.name}>{row.name}</TableCell>
      <TableCell>{formatBytes(row.size)}</TableCell>
      <TableCell>
        <Percent value={row.hashProgress} label={m.columns.hash} />
      </TableCell>
      <TableCell>
        <Percent value={row.uploadProgress} label={m.columns.upload} />
      </TableCell>
      <TableCell>
        <StatusBadge label={row.label} />
        {row.label === 'error' && row.error ? <Text size={200} className={styles.error}>{row.error}</Text> : null}
        {row.label === 'uploading' && row.reconnecting ? (
          <Text size={200} className={styles.warning} role="status">
            {uploadMessages.reconnecting}
          </Text>
        ) : null}
      </TableCell>
      <TableCell>{row.label === 'uploading' ? formatSpeed(row.speed) : '—'}</TableCell>
      <TableCell>{row.label === 'uploading' ? formatEta(row.eta) : '—'}</TableCell>
    </TableRow>
  );
}

export function Uploader({ fileLibId, limit = 0, onExceed, onSuccess, chunkSize = CHUNK_SIZE, persistKey, fileDesc, fileTagNames }: UploaderProps) {
  const styles = useStyles();
  const actor = useActorRef(useLogic('uploader'), { input: { fileLibId, chunkSize, limit, announce: true }, inspect: useInspect() });
  const files = useSelector(actor, (s) => s.context.files);
  const canPause = useSelector(actor, (s) => s.can({ type: 'upload.pause' }));
  const canResume = useSelector(actor, (s) => s.can({ type: 'upload.resume' }));
  const totals = useQueueTotals(files);
  const input = useRef<HTMLInputElement>(null);
  const callbacks = useRef({ onExceed, onSuccess });
  callbacks.current = { onExceed, onSuccess };

  useEffect(() => actor.send({ type: 'library.set', fileLibId }), [actor, fileLibId]);
  useEffect(() => {
    const subs = [
      actor.on('file.finished', (e) => {
        if (e.status !== 'error') callbacks.current.onSuccess?.({ id: e.id, name: e.name, status: e.status });
      }),
      actor.on('limit.exceeded', (e) => callbacks.current.onExceed?.(e.files as File[], e.limit)),
      // no handle-keeping picker in this browser: the plain file input
      actor.on('picker.unavailable', () => input.current?.click()),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  const add = (list: File[]) => {
    if (!list.length) return;
    actor.send({ type: 'files.add', files: list, fileDesc: fileDesc?.trim() ?? '', fileTagNames: fileTagNames?.trim() ?? '' });
    actor.send({ type: 'upload.start' });
  };
  const choose = (list: FileList | null) => {
    add([...(list ?? [])]);
    if (input.current) input.current.value = '';
  };
  // Chromium: the File System Access picker (the machine's effect), so that the file handle survives a reload
  const open = () => {
    if (persistKey) actor.send({ type: 'files.pick', fileDesc: fileDesc?.trim() ?? '', fileTagNames: fileTagNames?.trim() ?? '' });
    else input.current?.click();
  };

  return (
    <div className={styles.root} data-testid="uploader">
      {persistKey ? <OwnPendingUploads owner={persistKey} uploader={actor} /> : null}
      <div className={styles.bar}>
        <input ref={input} type="file" multiple hidden data-testid="uploader-input" onChange={(e) => choose(e.target.files)} />
        <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={open}>
          {uploaderButtons.upload}
        </Button>
        <Button icon={<PauseRegular />} disabled={!canPause} onClick={() => actor.send({ type: 'upload.pause' })}>
          {uploaderButtons.pause}
        </Button>
        <Button icon={<PlayRegular />} disabled={!canResume} onClick={() => actor.send({ type: 'upload.resume' })}>
          {uploaderButtons.resume}
        </Button>
        <Button icon={<DeleteRegular />} disabled={!files.length} onClick={() => actor.send({ type: 'upload.clear' })}>
          {uploaderButtons.clear}
        </Button>
        {files.length ? <Text className={styles.summary}>{m.queue(files.length, formatSpeed(totals.speed), formatEta(totals.eta))}</Text> : null}
      </div>
      <Table size="small" aria-label={m.title}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{m.columns.name}</TableHeaderCell>
            <TableHeaderCell style={{ width: '90px' }}>{m.columns.size}</TableHeaderCell>
            <TableHeaderCell>{m.columns.hash}</TableHeaderCell>
            <TableHeaderCell>{m.columns.upload}</TableHeaderCell>
            <TableHeaderCell style={{ width: '110px' }}>{m.columns.status}</TableHeaderCell>
            <TableHeaderCell style={{ width: '100px' }}>{m.columns.speed}</TableHeaderCell>
            <TableHeaderCell style={{ width: '90px' }}>{m.columns.eta}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {files.map((f) => (
            <FileRow key={f.id} fileRef={f.ref} />
          ))}
        </TableBody>
      </Table>
      {files.length ? null : <div className={styles.empty}>{m.emptyList}</div>}
    </div>
  );
}
