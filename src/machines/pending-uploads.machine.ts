// Unfinished uploads found after a page reload (spec 001 "Resume"): the list of one queue's
// owner, read once; while the list lives the queue keeps being saved (`watchQueue`). What each
// entry has stored comes from the server (`probeStored`, asked once the list is read), not from
// the browser's last save, so the list shows the stored fraction from the start. Each entry
// can be continued — through its kept file handle when the browser has one, else by choosing the
// file again (the machine emits `file.ask`; the file is accepted only when it matches) — or
// dropped. A continued entry goes back to the queue (`files.restore`, `upload.start`).
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type AnyActorRef, type EventObject } from 'xstate';
import type { UploadBlob } from '../../shared/upload-effects.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import type { PendingUpload, StoredChunks } from './pending-uploads.types.js';

export type { PendingUpload };

export type PendingUploadsEvent =
  | { type: 'pending.continue'; id: string; md5: string }
  | { type: 'pending.drop'; id: string; md5: string }
  /** The file chosen again for the entry being continued (none: the choice was cancelled). */
  | { type: 'file.chosen'; file: UploadBlob | null };

export interface PendingUploadsContext {
  owner: string;
  /** The queue (an uploader actor) continued uploads go back to. */
  uploader: AnyActorRef;
  pending: PendingUpload[];
  /** The entry being continued. */
  target: PendingUpload | null;
  /** The file chosen again for it, while it is checked. */
  chosen: UploadBlob | null;
}

const same = (a: PendingUpload, id: string, md5: string) => a.id === id && a.md5 === md5;

export const pendingUploadsMachine = setup({
  types: typesOf<PendingUploadsContext, PendingUploadsEvent, { owner: string; uploader: AnyActorRef }, { type: 'file.ask'; name: string }>(),
  actors: {
    loadPending: fromPromise<PendingUpload[], { owner: string }>(async () => notProvided('pendingUploads.loadPending')),
    /** Asks the server what it holds of each entry (entries it cannot tell are left out). */
    probeStored: fromPromise<StoredChunks[], PendingUpload[]>(async () => notProvided('pendingUploads.probeStored')),
    /** Keeps the queue's unfinished files saved while running. */
    watchQueue: fromCallback<EventObject, { owner: string; uploader: AnyActorRef }>(() => notProvided('pendingUploads.watchQueue')),
    /** The file through the entry's kept handle, or null (none, refused, or changed). */
    fileFromHandle: fromPromise<UploadBlob | null, PendingUpload>(async () => notProvided('pendingUploads.fileFromHandle')),
    /** Whether a chosen file is the entry's (size, date, first-chunk MD5). */
    matchesPending: fromPromise<boolean, { pending: PendingUpload; file: UploadBlob }>(async () => notProvided('pendingUploads.matchesPending')),
  },
  actions: {
    savePending: (_, _params: { owner: string; pending: PendingUpload[] }) => notProvided('pendingUploads.savePending'),
    /** The chosen file is not the one of the unfinished upload. */
    notifyMismatch: () => notProvided('pendingUploads.notifyMismatch'),
  },
}).createMachine({
  id: 'pendingUploads',
  context: ({ input }) => ({ owner: input.owner, uploader: input.uploader, pending: [], target: null, chosen: null }),
  invoke: { id: 'watchQueue', src: 'watchQueue', input: ({ context }) => ({ owner: context.owner, uploader: context.uploader }) },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPending',
        src: 'loadPending',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: [
          { guard: ({ event }) => event.output.length > 0, target: 'probing', actions: assign({ pending: ({ event }) => event.output }) },
          { target: 'ready' },
        ],
        onError: 'ready',
      },
    },
    /** The stored chunks of each entry, from the server; without an answer the browser's own count stays. */
    probing: {
      invoke: {
        id: 'probeStored',
        src: 'probeStored',
        input: ({ context }) => context.pending,
        onDone: {
          target: 'ready',
          actions: assign({
            pending: ({ context, event }) =>
              context.pending.map((p) => {
                const stored = event.output.find((x) => same(p, x.id, x.md5));
                return stored ? { ...p, curChunk: stored.curChunk } : p;
              }),
          }),
        },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'pending.drop': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const pending = context.pending.filter((x) => !same(x, event.id, event.md5));
            enqueue.assign({ pending });
            enqueue({ type: 'savePending', params: { owner: context.owner, pending } });
          }),
        },
        'pending.continue': {
          guard: ({ context, event }) => context.pending.some((x) => same(x, event.id, event.md5)),
          target: 'opening',
          actions: assign({ target: ({ context, event }) => context.pending.find((x) => same(x, event.id, event.md5)) ?? null }),
        },
        'file.chosen': {
          guard: ({ context, event }) => context.target !== null && event.file !== null,
          target: 'checking',
          actions: assign({ chosen: ({ event }) => event.file }),
        },
      },
    },
    /** Reading the file through its handle; without one the operator is asked to choose it. */
    opening: {
      invoke: {
        id: 'fileFromHandle',
        src: 'fileFromHandle',
        input: ({ context }) => context.target!,
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'restoring', actions: assign({ chosen: ({ event }) => event.output }) },
          { target: 'ready', actions: emit(({ context }) => ({ type: 'file.ask' as const, name: context.target?.name ?? '' })) },
        ],
        onError: { target: 'ready', actions: emit(({ context }) => ({ type: 'file.ask' as const, name: context.target?.name ?? '' })) },
      },
    },
    checking: {
      invoke: {
        id: 'matchesPending',
        src: 'matchesPending',
        input: ({ context }) => ({ pending: context.target!, file: context.chosen! }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'restoring' },
          { target: 'ready', actions: [assign({ chosen: null }), 'notifyMismatch'] },
        ],
        onError: { target: 'ready', actions: [assign({ chosen: null }), 'notifyMismatch'] },
      },
    },
    /** Hands the target back to the queue with the file found, and takes it off the list. */
    restoring: {
      entry: enqueueActions(({ context, enqueue }) => {
        const p = context.target;
        if (!p || !context.chosen) return;
        const entry = { file: context.chosen, md5: p.md5, curChunk: p.curChunk, fileLibId: p.fileLibId, folderId: p.folderId, chunkSize: p.chunkSize };
        enqueue.sendTo(context.uploader, { type: 'files.restore', entries: [entry] });
        enqueue.sendTo(context.uploader, { type: 'upload.start' });
        const pending = context.pending.filter((x) => !same(x, p.id, p.md5));
        enqueue.assign({ pending, target: null, chosen: null });
        enqueue({ type: 'savePending', params: { owner: context.owner, pending } });
      }),
      always: 'ready',
    },
  },
});
