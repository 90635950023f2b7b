// Resume after a page reload: the queue's unfinished files (name, size, date, MD5, the chunk
// index, the first chunk's MD5 and, on Chromium, the FileSystemFileHandle) are kept in
// IndexedDB. After a reload a file with a handle is read again without re-selection; otherwise
// the user chooses it again and it is accepted only if size, date and first-chunk MD5 match.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { AnyActorRef } from 'xstate';
import { hashSlice } from './hasher.js';

import type { PendingUpload } from '../../machines/pending-uploads.types.js';

export type { PendingUpload };

declare global {
  interface Window {
    /** The File System Access API's file picker: Chromium only, so absent from the DOM types. */
    showOpenFilePicker?: (options: { multiple: boolean }) => Promise<FileSystemFileHandle[]>;
  }
}

let store: UseStore | null = null;
const db = () => (store ??= createStore('console-uploads', 'queues'));

/** File handles of files chosen with showOpenFilePicker (Chromium). */
const handles = new WeakMap<Blob, FileSystemFileHandle>();

export function rememberHandle(file: Blob, handle: FileSystemFileHandle): void {
  handles.set(file, handle);
}

/** Picks files with the File System Access API when present, keeping their handles; null when absent or cancelled. */
export async function pickFiles(): Promise<File[] | null> {
  if (typeof window.showOpenFilePicker !== 'function') return null;
  try {
    const picked = await window.showOpenFilePicker({ multiple: true });
    return await Promise.all(
      picked.map(async (h) => {
        const f = await h.getFile();
        rememberHandle(f, h);
        return f;
      }),
    );
  } catch {
    return [];
  }
}

export async function loadPending(owner: string): Promise<PendingUpload[]> {
  try {
    const [queue, pending] = await Promise.all([get<PendingUpload[]>(`queue:${owner}`, db()), get<PendingUpload[]>(`pending:${owner}`, db())]);
    const all = [...(pending ?? []), ...(queue ?? [])];
    const seen = new Set<string>();
    const merged = all.filter((p) => (seen.has(p.md5) ? false : (seen.add(p.md5), true)));
    await set(`pending:${owner}`, merged, db());
    await del(`queue:${owner}`, db());
    return merged;
  } catch {
    return [];
  }
}

export async function savePending(owner: string, pending: PendingUpload[]): Promise<void> {
  await set(`pending:${owner}`, pending, db()).catch(() => undefined);
}

const firstChunk = new WeakMap<Blob, Promise<string>>();

/** MD5 of the first chunk (what a re-selected file is checked by). */
export function firstChunkMd5(file: Blob, chunkSize: number): Promise<string> {
  let p = firstChunk.get(file);
  if (!p) {
    p = hashSlice(file, 0, Math.min(chunkSize, file.size));
    firstChunk.set(file, p);
  }
  return p;
}

/** Whether a re-selected file is the one of an unfinished upload. */
export async function matchesPending(p: PendingUpload, file: Blob & { lastModified?: number }): Promise<boolean> {
  if (file.size !== p.size || file.lastModified !== p.lastModified) return false;
  return (await firstChunkMd5(file, p.chunkSize)) === p.firstChunkMd5;
}

/** Reads the file of a pending upload through its handle (asks for permission when needed). */
export async function fileFromHandle(p: PendingUpload): Promise<File | null> {
  const h = p.handle as (FileSystemFileHandle & { queryPermission?: (o: object) => Promise<string>; requestPermission?: (o: object) => Promise<string> }) | undefined;
  if (!h) return null;
  try {
    let state = (await h.queryPermission?.({ mode: 'read' })) ?? 'granted';
    if (state !== 'granted') state = (await h.requestPermission?.({ mode: 'read' })) ?? 'denied';
    if (state !== 'granted') return null;
    const file = await h.getFile();
    return (await matchesPending(p, file)) ? file : null;
  } catch {
    return null;
  }
}

/** What the queue watcher reads of an uploader's snapshot (src/machines/uploader.machine.ts). */
interface QueueSnapshot {
  context: {
    files: {
      id: string;
      ref: {
        getSnapshot(): {
          value: unknown;
          context: { name: string; size: number; md5: string | null; curChunk: number; chunkSize: number; fileLibId: number; file: Blob };
        };
      };
    }[];
  };
}

/**
 * Keeps the queue of an uploader in IndexedDB while it lives (once a second, when changed):
 * every file whose MD5 is known and that is not finished.
 */
export function watchQueue(owner: string, uploader: AnyActorRef): () => void {
  let last = '';
  let stopped = false;
  const tick = async () => {
    const snap: QueueSnapshot = uploader.getSnapshot();
    const list: PendingUpload[] = [];
    for (const f of snap.context.files) {
      const s = f.ref.getSnapshot();
      const state = typeof s.value === 'string' ? s.value : '';
      if (['success', 'secondPass'].includes(state) || !s.context.md5) continue;
      const file = s.context.file as File;
      list.push({
        id: f.id,
        name: s.context.name,
        size: s.context.size,
        lastModified: file.lastModified ?? 0,
        md5: s.context.md5,
        curChunk: s.context.curChunk,
        chunkSize: s.context.chunkSize,
        fileLibId: s.context.fileLibId,
        firstChunkMd5: await firstChunkMd5(file, s.context.chunkSize),
        handle: handles.get(file),
      });
    }
    const key = JSON.stringify(list.map(({ handle, ...rest }) => ({ ...rest, h: !!handle })));
    if (key !== last && !stopped) {
      last = key;
      await set(`queue:${owner}`, list, db()).catch(() => undefined);
    }
  };
  const timer = setInterval(() => void tick(), 1000);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
