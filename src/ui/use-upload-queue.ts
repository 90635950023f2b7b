// Reading an upload queue (uploader.machine) in components: one file's row, and the totals of
// the whole queue (bytes left, speed, ETA).
import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import { fileLabel, uploadedBytes, type UploadFileLabel } from '../machines/upload-file.machine.js';
import type { QueueEntry, UploadFileRef } from '../machines/uploader.machine.js';

export interface FileRowView {
  name: string;
  size: number;
  hashProgress: number;
  uploadProgress: number;
  label: UploadFileLabel;
  speed: number | null;
  eta: number | null;
  error: string | null;
  /** The server cannot be reached and the chunks are tried again. */
  reconnecting: boolean;
}

export function useFileRow(ref: UploadFileRef): FileRowView {
  const label = useSelector(ref, fileLabel);
  const name = useSelector(ref, (s) => s.context.name);
  const size = useSelector(ref, (s) => s.context.size);
  const hashProgress = useSelector(ref, (s) => s.context.hashProgress);
  const uploadProgress = useSelector(ref, (s) => s.context.uploadProgress);
  const speed = useSelector(ref, (s) => (s.context.speed === null ? null : Math.round(s.context.speed)));
  const eta = useSelector(ref, (s) => s.context.eta);
  const error = useSelector(ref, (s) => s.context.error);
  const reconnecting = useSelector(ref, (s) => s.context.reconnecting);
  return { name, size, hashProgress, uploadProgress, label, speed, eta, error, reconnecting };
}

export interface QueueTotals {
  remaining: number;
  speed: number | null;
  eta: number | null;
}

const SETTLED = ['success', 'secondPass', 'error'];

function totals(files: QueueEntry[]): string {
  let remaining = 0;
  let speed = 0;
  for (const f of files) {
    const s = f.ref.getSnapshot();
    const state = typeof s.value === 'string' ? s.value : '';
    if (SETTLED.includes(state)) continue;
    remaining += s.context.size - uploadedBytes(s.context);
    speed += s.context.speed ?? 0;
  }
  const t: QueueTotals = { remaining, speed: speed || null, eta: speed ? Math.ceil(remaining / speed) : null };
  return JSON.stringify(t);
}

export function useQueueTotals(files: QueueEntry[]): QueueTotals {
  const subscribe = useCallback(
    (cb: () => void) => {
      const subs = files.map((f) => f.ref.subscribe(cb));
      return () => subs.forEach((s) => s.unsubscribe());
    },
    [files],
  );
  const json = useSyncExternalStore(subscribe, () => totals(files));
  return JSON.parse(json) as QueueTotals;
}
