// The shell's upload manager popup (spec 001 "Upload manager item status"): opens when files
// are chosen; when no item is waiting, uploading, paused or resuming it emits a file-refresh
// event and closes about one second later (popup throttle 1000 ms). The queue itself is an
// uploader.machine this machine spawns (`context.uploader`, the screen renders its files): a
// listener it invokes turns the queue's emitted events into this machine's events (`queue.idle`,
// `queue.busy` when transfers start, the finished/too-many notices), so no screen forwards them.
// It also holds the library (and folder) new files go to, and hears upload requests from other
// screens (`upload.request`: the 文件库's upload button and drop zone), which open it with that
// library picked and the files queued. The unfinished uploads of its queue (pendingUploads, a
// child) live as long as it does, so the queue is kept for a reload even while the popup is closed.
// A file-refresh (the file library and its 存储概览 load again) follows every idle queue once a
// file has finished, also when some files stay paused.
import { assign, enqueueActions, fromCallback, raise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { UploadBlob, UploadRequest } from '../../shared/upload-effects.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { pendingUploadsMachine } from './pending-uploads.machine.js';
import { uploaderMachine } from './uploader.machine.js';

export const MANAGER_LIMIT = 20;
export const MANAGER_CHUNK_SIZE = 5 * 1024 * 1024;

export type UploadManagerEvent =
  | { type: 'manager.open' }
  | { type: 'manager.close' }
  /** The popup's library picker. */
  | { type: 'library.pick'; fileLibId: number }
  /** Files chosen in the popup: they go to the picked library. */
  | { type: 'files.choose'; files: UploadBlob[] }
  /** Another screen asks for an upload into its library and folder. */
  | ({ type: 'upload.request' } & UploadRequest)
  | { type: 'queue.idle'; paused: number }
  | { type: 'queue.busy' }
  /** From the queue: a file ended (`error` is the file's message when it failed). */
  | { type: 'queue.finished'; status: 'success' | 'secondPass' | 'error'; error: string }
  /** From the queue: files beyond the limit were refused. */
  | { type: 'queue.limitExceeded' };

export type UploaderRef = ActorRefFrom<typeof uploaderMachine>;
type PendingRef = ActorRefFrom<typeof pendingUploadsMachine>;

interface UploadManagerContext {
  uploader: UploaderRef;
  /** The unfinished uploads of the queue found after a reload. */
  pending: PendingRef;
  busy: boolean;
  /** The library (and folder) new files go to; null until one is picked. */
  fileLibId: number | null;
  folderId: number;
  folderName: string;
  /** Files finished since the last file-refresh. */
  finished: number;
}

/**
 * Listens to the queue while the manager runs: its emitted `queue.idle`, `file.finished` and
 * `limit.exceeded`, and its start of transfers (entering `running`), sent back as manager events.
 */
export const queueListener = fromCallback<EventObject, { uploader: UploaderRef }>(({ input, sendBack }) => {
  const { uploader } = input;
  let running = uploader.getSnapshot().matches('running');
  if (running) sendBack({ type: 'queue.busy' });
  const subs = [
    uploader.on('queue.idle', (e) => sendBack({ type: 'queue.idle', paused: e.paused })),
    uploader.on('limit.exceeded', () => sendBack({ type: 'queue.limitExceeded' })),
    uploader.on('file.finished', (e) => {
      const error = e.status === 'error' ? (uploader.getSnapshot().context.files.find((f) => f.id === e.id)?.ref.getSnapshot().context.error ?? '') : '';
      sendBack({ type: 'queue.finished', status: e.status, error });
    }),
    uploader.subscribe((s) => {
      const now = s.matches('running');
      if (now && !running) sendBack({ type: 'queue.busy' });
      running = now;
    }),
  ];
  return () => subs.forEach((sub) => sub.unsubscribe());
});

export const uploadManagerMachine = setup({
  types: typesOf<UploadManagerContext, UploadManagerEvent>(),
  actors: {
    uploader: uploaderMachine,
    pendingUploads: pendingUploadsMachine,
    queueListener,
    /** Hears upload requests from other screens (sends `upload.request`). */
    uploadRequests: fromCallback<EventObject>(() => notProvided('uploadManager.uploadRequests')),
  },
  actions: {
    /** The file list of the libraries changed (the file-refresh event of the spec). */
    refreshFiles: () => notProvided('uploadManager.refreshFiles'),
    /** A file's upload ended: success, or failure with its message. */
    notifyFinished: (_, _params: { status: 'success' | 'secondPass' | 'error'; error: string }) => notProvided('uploadManager.notifyFinished'),
    notifyTooMany: () => notProvided('uploadManager.notifyTooMany'),
  },
  guards: {
    /** Transfers are under way (the queue said busy and not idle since). */
    isBusy: ({ context }) => context.busy,
    allDone: ({ event }) => event.type === 'queue.idle' && event.paused === 0,
    hasFinished: ({ context }) => context.finished > 0,
    hasLibrary: ({ context }) => context.fileLibId !== null,
  },
  delays: { closeDelay: 1000 },
}).createMachine({
  id: 'uploadManager',
  context: ({ spawn }) => {
    const uploader = spawn('uploader', { id: 'uploader', input: { fileLibId: 0, chunkSize: MANAGER_CHUNK_SIZE, limit: MANAGER_LIMIT } });
    return {
      uploader,
      pending: spawn('pendingUploads', { id: 'pending', input: { owner: 'upload-manager', uploader } }),
      busy: false,
      fileLibId: null,
      folderId: 0,
      folderName: '',
      finished: 0,
    };
  },
  invoke: [
    { id: 'queueListener', src: 'queueListener', input: ({ context }) => ({ uploader: context.uploader }) },
    { id: 'uploadRequests', src: 'uploadRequests' },
  ],
  on: {
    'queue.finished': {
      actions: [
        { type: 'notifyFinished', params: ({ event }) => ({ status: event.status, error: event.error }) },
        assign({ finished: ({ context, event }) => context.finished + (event.status === 'error' ? 0 : 1) }),
      ],
    },
    'queue.limitExceeded': { actions: 'notifyTooMany' },
    'library.pick': { actions: assign({ fileLibId: ({ event }) => event.fileLibId, folderId: 0, folderName: '' }) },
    // queued into the picked library and folder, and started
    'files.choose': {
      guard: 'hasLibrary',
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.fileLibId === null || !event.files.length) return;
        enqueue.sendTo(context.uploader, { type: 'library.set', fileLibId: context.fileLibId, folderId: context.folderId });
        enqueue.sendTo(context.uploader, { type: 'files.add', files: event.files });
        enqueue.sendTo(context.uploader, { type: 'upload.start' });
      }),
    },
    // from another screen: its library and folder are picked, its files queued, and the popup shows them
    'upload.request': {
      target: '.open',
      actions: [
        assign(({ event }) => ({ fileLibId: event.fileLibId, folderId: event.folderId, folderName: event.folderName })),
        raise(({ event }) => ({ type: 'files.choose' as const, files: event.files })),
      ],
    },
  },
  initial: 'closed',
  states: {
    // transfers starting open the popup; an idle queue refreshes the file list even when closed
    closed: {
      on: {
        'manager.open': 'open',
        'queue.busy': { target: 'open', actions: assign({ busy: true }) },
        'queue.idle': { actions: [assign({ busy: false, finished: 0 }), 'refreshFiles'] },
      },
    },
    open: {
      on: {
        // closed by the user while files transfer: it stays closed until they end (a resumed
        // upload that starts and pauses its files again does not keep opening it)
        'manager.close': [{ guard: 'isBusy', target: 'dismissed' }, { target: 'closed' }],
        'queue.busy': { actions: assign({ busy: true }) },
        'queue.idle': [
          { guard: 'allDone', target: 'settling', actions: assign({ busy: false }) },
          // some files stay paused: the finished ones still reach the file library
          { guard: 'hasFinished', actions: [assign({ busy: false, finished: 0 }), 'refreshFiles'] },
          { actions: assign({ busy: false }) },
        ],
      },
    },
    dismissed: {
      on: {
        'manager.open': 'open',
        'queue.busy': { actions: assign({ busy: true }) },
        'queue.idle': { target: 'closed', actions: [assign({ busy: false, finished: 0 }), 'refreshFiles'] },
      },
    },
    settling: {
      entry: [assign({ finished: 0 }), 'refreshFiles'],
      after: { closeDelay: 'closed' },
      on: { 'manager.open': 'open', 'queue.busy': { target: 'open', actions: assign({ busy: true }) }, 'manager.close': 'closed' },
    },
  },
});
