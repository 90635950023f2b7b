// The shell's upload manager popup (spec 001 "Upload manager item status"): opens when files
// are chosen; when no item is waiting, uploading, paused or resuming it emits a file-refresh
// event and closes about one second later (popup throttle 1000 ms). The queue itself is an
// uploader.machine this machine spawns (`context.uploader`, the screen renders its files): a
// listener it invokes turns the queue's emitted events into this machine's events (`queue.idle`,
// `queue.busy` when transfers start, the finished/too-many notices), so no screen forwards them.
import { assign, fromCallback, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { uploaderMachine } from './uploader.machine.js';

export const MANAGER_LIMIT = 20;
export const MANAGER_CHUNK_SIZE = 5 * 1024 * 1024;

export type UploadManagerEvent =
  | { type: 'manager.open' }
  | { type: 'manager.close' }
  | { type: 'queue.idle'; paused: number }
  | { type: 'queue.busy' }
  /** From the queue: a file ended (`error` is the file's message when it failed). */
  | { type: 'queue.finished'; status: 'success' | 'secondPass' | 'error'; error: string }
  /** From the queue: files beyond the limit were refused. */
  | { type: 'queue.limitExceeded' };

export type UploaderRef = ActorRefFrom<typeof uploaderMachine>;

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
  types: typesOf<{ uploader: UploaderRef; busy: boolean }, UploadManagerEvent>(),
  actors: { uploader: uploaderMachine, queueListener },
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
  },
  delays: { closeDelay: 1000 },
}).createMachine({
  id: 'uploadManager',
  context: ({ spawn }) => ({
    uploader: spawn('uploader', { id: 'uploader', input: { fileLibId: 0, chunkSize: MANAGER_CHUNK_SIZE, limit: MANAGER_LIMIT } }),
    busy: false,
  }),
  invoke: { id: 'queueListener', src: 'queueListener', input: ({ context }) => ({ uploader: context.uploader }) },
  on: {
    'queue.finished': { actions: { type: 'notifyFinished', params: ({ event }) => ({ status: event.status, error: event.error }) } },
    'queue.limitExceeded': { actions: 'notifyTooMany' },
  },
  initial: 'closed',
  states: {
    // transfers starting open the popup; an idle queue refreshes the file list even when closed
    closed: {
      on: {
        'manager.open': 'open',
        'queue.busy': { target: 'open', actions: assign({ busy: true }) },
        'queue.idle': { actions: [assign({ busy: false }), 'refreshFiles'] },
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
          { actions: assign({ busy: false }) },
        ],
      },
    },
    dismissed: {
      on: {
        'manager.open': 'open',
        'queue.busy': { actions: assign({ busy: true }) },
        'queue.idle': { target: 'closed', actions: [assign({ busy: false }), 'refreshFiles'] },
      },
    },
    settling: {
      entry: 'refreshFiles',
      after: { closeDelay: 'closed' },
      on: { 'manager.open': 'open', 'queue.busy': { target: 'open', actions: assign({ busy: true }) }, 'manager.close': 'closed' },
    },
  },
});
