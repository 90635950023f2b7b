// The upload queue (spec 000 §4 "Uploader overall status": wait, hash, uploading, pause, done).
// One child actor per file (upload-file.machine); files are processed one at a time in order,
// skipping success, error and secondPass; the next file hashes while the current one uploads.
// The queue knows each file's status from the `file.status` events its children send, so its
// own decisions are a pure function of events (and testable as such).
// Used by the embedded uploader (10 MB chunks, a file limit) and the shell's upload manager
// (5 MB chunks, 20 files, per-item actions, retry/pause/clear all).
import { assign, emit, enqueueActions, fromCallback, setup, spawnChild, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PickerReport, PickInput } from '../../shared/upload-effects.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { uploadFileMachine, type UploadFileInput, type UploadFileStatus } from './upload-file.machine.js';

export type UploadFileRef = ActorRefFrom<typeof uploadFileMachine>;

export interface QueueEntry {
  id: string;
  ref: UploadFileRef;
  name: string;
  size: number;
}

export interface UploaderInput {
  fileLibId: number;
  chunkSize: number;
  /** Most files the queue takes; 0 = unlimited. */
  limit?: number;
  /** Announces each finished file (a toast); the shell's upload manager announces its own. */
  announce?: boolean;
}

export interface UploaderContext {
  fileLibId: number;
  /** The folder of the library new files are registered in (0: the root). */
  folderId: number;
  chunkSize: number;
  limit: number;
  files: QueueEntry[];
  /** Each file's last reported status. */
  statuses: Record<string, UploadFileStatus>;
  currentId: string | null;
  seq: number;
  /** Retry-all asked for processing: start as soon as a file reports waiting. */
  kick: boolean;
  announce: boolean;
  /** Files stored since the queue last went idle (an announcing queue then refreshes file lists). */
  arrived: number;
}

export interface ResumeEntry {
  file: UploadFileInput['file'];
  md5?: string;
  curChunk?: number;
  id?: string;
  /** The library (and folder) and chunk size the upload began with (chunk numbers depend on it). */
  fileLibId?: number;
  folderId?: number;
  chunkSize?: number;
}

export type UploaderEvent =
  | { type: 'files.add'; files: UploadFileInput['file'][]; fileDesc?: string; fileTagNames?: string }
  | { type: 'files.restore'; entries: ResumeEntry[] }
  | { type: 'library.set'; fileLibId: number; folderId?: number }
  | { type: 'upload.start' }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.clear' }
  | { type: 'item.pause'; id: string }
  | { type: 'item.resume'; id: string }
  | { type: 'item.remove'; id: string }
  | { type: 'all.retry' }
  | { type: 'all.pause' }
  | { type: 'all.clear' }
  | { type: 'file.status'; id: string; status: UploadFileStatus }
  /** Opens the file picker that keeps file handles (a reload can resume); its reports follow. */
  | ({ type: 'files.pick' } & PickInput)
  /** Internal: a finished file of an announcing queue (raised by its status report). */
  | { type: 'file.announce'; status: 'success' | 'secondPass' | 'error'; error: string }
  | Exclude<PickerReport, { type: 'files.add' } | { type: 'upload.start' }>;

export type UploaderEmitted =
  | { type: 'limit.exceeded'; files: UploadFileInput['file'][]; limit: number }
  | { type: 'file.finished'; id: string; name: string; status: 'success' | 'secondPass' | 'error' }
  | { type: 'queue.idle'; paused: number }
  /** No handle-keeping picker here: the screen opens its plain file input. */
  | { type: 'picker.unavailable' };

const SETTLED: UploadFileStatus[] = ['success', 'secondPass', 'error'];
const ACTIVE: UploadFileStatus[] = ['hashing', 'checking', 'uploading', 'merging', 'finishing'];

/** Files the limit counts (spec 001 §5): waiting, hashing, uploading or paused; finished ones do not. */
const countsForLimit = (s: UploadFileStatus | undefined) => s !== undefined && !SETTLED.includes(s);
const openFiles = (c: UploaderContext) => c.files.filter((f) => countsForLimit(c.statuses[f.id])).length;

const statusOf = (c: UploaderContext, id: string | null) => (id === null ? undefined : c.statuses[id]);
/** The next file to process: the first one waiting (or hashing ahead, which is not current). */
const nextWaiting = (c: UploaderContext, except: string | null = null) =>
  c.files.find((f) => f.id !== except && f.id !== c.currentId && (c.statuses[f.id] === 'wait' || c.statuses[f.id] === 'hashing'));
const find = (c: UploaderContext, id: string) => c.files.find((f) => f.id === id);

export const uploaderMachine = setup({
  types: typesOf<UploaderContext, UploaderEvent, UploaderInput, UploaderEmitted>(),
  actors: {
    uploadFile: uploadFileMachine,
    pickFiles: fromCallback<PickerReport, PickInput>(() => notProvided('uploader.pickFiles')),
  },
  delays: { clearDelay: 300 },
  actions: {
    /** Called when transfers start and stop (the close/reload warning). */
    transfersChanged: (_, _params: { active: boolean }) => notProvided('uploader.transfersChanged'),
    /** A file's upload ended (when the queue announces): success, or failure with its message. */
    notifyFinished: (_, _params: { status: 'success' | 'secondPass' | 'error'; error: string }) => notProvided('uploader.notifyFinished'),
    /**
     * The queue went idle having stored `count` files since it last did (counted when it
     * announces): with any, the file library and its 存储概览 load again, as after the shell's
     * upload manager.
     */
    filesArrived: (_, _params: { count: number }) => notProvided('uploader.filesArrived'),
    clearAll: enqueueActions(({ context, enqueue }) => {
      for (const f of context.files) enqueue.stopChild(f.ref);
      enqueue.assign({ files: [], statuses: {}, currentId: null, kick: false });
    }),
    startNext: enqueueActions(({ context, enqueue }) => {
      const next = nextWaiting(context);
      if (!next) return;
      enqueue.assign({ currentId: next.id });
      enqueue.sendTo(next.ref, { type: 'file.start' });
    }),
    startCurrent: enqueueActions(({ context, enqueue }) => {
      const cur = context.currentId ? find(context, context.currentId) : undefined;
      if (cur) enqueue.sendTo(cur.ref, { type: 'file.start' });
    }),
    /** Makes this file the current one and resumes (or starts) it. */
    resumeItem: enqueueActions(({ context, event, enqueue }) => {
      const e = find(context, (event as { id: string }).id);
      if (!e) return;
      enqueue.assign({ currentId: e.id });
      enqueue.sendTo(e.ref, { type: context.statuses[e.id] === 'wait' ? 'file.start' : 'file.resume' });
    }),
    pauseCurrent: enqueueActions(({ context, enqueue }) => {
      const cur = context.currentId ? find(context, context.currentId) : undefined;
      if (cur && !SETTLED.includes(context.statuses[cur.id]!)) enqueue.sendTo(cur.ref, { type: 'file.pause' });
    }),
    /** Pauses every file that is neither finished nor paused yet (before 全部暂停 and 全部清空). */
    pauseUnsettled: enqueueActions(({ context, enqueue }) => {
      for (const f of context.files) {
        const s = context.statuses[f.id];
        if (s && !SETTLED.includes(s) && s !== 'pause') enqueue.sendTo(f.ref, { type: 'file.pause' });
      }
    }),
    /** Keeps the reported status; a finished file is announced (toasts, refresh). */
    recordStatus: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'file.status') return;
      const e = find(context, event.id);
      if (!e || context.statuses[event.id] === event.status) return;
      enqueue.assign({ statuses: { ...context.statuses, [event.id]: event.status } });
      if (event.status === 'success' || event.status === 'secondPass' || event.status === 'error') {
        enqueue.emit({ type: 'file.finished', id: event.id, name: e.name, status: event.status });
        if (context.announce) {
          if (event.status !== 'error') enqueue.assign({ arrived: context.arrived + 1 });
          const error = event.status === 'error' ? (e.ref.getSnapshot().context.error ?? '') : '';
          enqueue.raise({ type: 'file.announce', status: event.status, error });
        }
      }
    }),
    /** Pauses (cancels) then drops a file. */
    removeItem: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'item.remove') return;
      const e = find(context, event.id);
      if (!e) return;
      enqueue.stopChild(e.ref);
      const statuses = { ...context.statuses };
      delete statuses[event.id];
      enqueue.assign({
        files: context.files.filter((f) => f.id !== event.id),
        statuses,
        currentId: context.currentId === event.id ? null : context.currentId,
      });
    }),
    prehashNext: enqueueActions(({ context, enqueue }) => {
      const next = nextWaiting(context);
      if (next && context.statuses[next.id] === 'wait') enqueue.sendTo(next.ref, { type: 'file.prehash' });
    }),
  },
  guards: {
    hasWaiting: ({ context }) => !!nextWaiting(context),
    currentIsActive: ({ context }) => ACTIVE.includes(statusOf(context, context.currentId)!),
    currentIsWaiting: ({ context }) => statusOf(context, context.currentId) === 'wait',
    currentIsPaused: ({ context }) => statusOf(context, context.currentId) === 'pause',
    isResumable: ({ context, event }) => {
      const s = 'id' in event ? context.statuses[event.id] : undefined;
      return s === 'pause' || s === 'error' || s === 'wait';
    },
  },
}).createMachine({
  id: 'uploader',
  context: ({ input }) => ({
    fileLibId: input.fileLibId,
    folderId: 0,
    chunkSize: input.chunkSize,
    limit: input.limit ?? 0,
    files: [],
    statuses: {},
    currentId: null,
    seq: 0,
    kick: false,
    announce: input.announce ?? false,
    arrived: 0,
  }),
  initial: 'wait',
  on: {
    'files.pick': {
      actions: spawnChild('pickFiles', {
        id: 'picker',
        input: ({ event }) => (event.type === 'files.pick' ? { fileDesc: event.fileDesc, fileTagNames: event.fileTagNames } : { fileDesc: '', fileTagNames: '' }),
      }),
    },
    'picker.unavailable': { actions: [stopChild('picker'), emit({ type: 'picker.unavailable' as const })] },
    'picker.done': { actions: stopChild('picker') },
    'file.announce': { actions: { type: 'notifyFinished', params: ({ event }) => ({ status: event.status, error: event.error }) } },
    'files.add': [
      {
        guard: ({ context, event }) => context.limit > 0 && openFiles(context) + event.files.length > context.limit,
        actions: emit(({ context, event }) => ({ type: 'limit.exceeded' as const, files: event.files, limit: context.limit })),
      },
      {
        actions: assign(({ context, event, spawn, self }) => {
          let seq = context.seq;
          const statuses = { ...context.statuses };
          const added = event.files.map((file) => {
            const id = `f${++seq}`;
            statuses[id] = 'wait';
            const input: UploadFileInput = {
              id,
              file,
              fileLibId: context.fileLibId,
              folderId: context.folderId,
              chunkSize: context.chunkSize,
              parent: self,
              fileDesc: event.fileDesc,
              fileTagNames: event.fileTagNames,
            };
            return { id, name: file.name, size: file.size, ref: spawn('uploadFile', { id, input }) as UploadFileRef };
          });
          return { files: [...context.files, ...added], statuses, seq };
        }),
      },
    ],
    'files.restore': {
      actions: assign(({ context, event, spawn, self }) => {
        let seq = context.seq;
        const statuses = { ...context.statuses };
        const added = event.entries.map((e) => {
          const id = e.id && !find(context, e.id) && !/^f\d+$/.test(e.id) ? e.id : `f${++seq}`;
          statuses[id] = 'wait';
          const input: UploadFileInput = {
            id,
            file: e.file,
            fileLibId: e.fileLibId ?? context.fileLibId,
            folderId: e.folderId ?? 0,
            chunkSize: e.chunkSize ?? context.chunkSize,
            parent: self,
            md5: e.md5,
            curChunk: e.curChunk,
          };
          return { id, name: e.file.name, size: e.file.size, ref: spawn('uploadFile', { id, input }) as UploadFileRef };
        });
        return { files: [...context.files, ...added], statuses, seq };
      }),
    },
    'library.set': { actions: assign({ fileLibId: ({ event }) => event.fileLibId, folderId: ({ event }) => event.folderId ?? 0 }) },
    'item.pause': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const e = find(context, event.id);
        const s = context.statuses[event.id];
        if (e && s && !SETTLED.includes(s) && s !== 'pause') enqueue.sendTo(e.ref, { type: 'file.pause' });
      }),
    },
    'item.remove': { actions: 'removeItem' },
    // Retry-all (spec 001 §4): every file not success, wait or uploading goes back to wait:
    // the failed and the paused ones (secondPass is the instant-upload success; hashing and the
    // other in-flight steps are uploading).
    'all.retry': {
      actions: enqueueActions(({ context, enqueue }) => {
        let any = false;
        for (const f of context.files) {
          const s = context.statuses[f.id];
          if (s === 'error' || s === 'pause') {
            any = true;
            enqueue.sendTo(f.ref, { type: 'file.retry' });
          }
        }
        if (any) enqueue.assign({ kick: true });
      }),
    },
    'all.pause': {
      target: '.pause',
      actions: 'pauseUnsettled',
    },
    'all.clear': {
      target: '.clearing',
      actions: 'pauseUnsettled',
    },
    'upload.clear': { target: '.wait', actions: 'clearAll' },
    'file.status': [
      {
        guard: ({ context, event }) => context.kick && event.status === 'wait' && !!find(context, event.id),
        target: '.running',
        actions: [assign({ kick: false }), 'recordStatus'],
      },
      { actions: 'recordStatus' },
    ],
  },
  states: {
    wait: {
      on: {
        'upload.start': { guard: 'hasWaiting', target: 'running' },
        'item.resume': { guard: 'isResumable', target: 'running.uploading', actions: 'resumeItem' },
      },
    },
    running: {
      entry: { type: 'transfersChanged', params: { active: true } },
      exit: { type: 'transfersChanged', params: { active: false } },
      initial: 'pick',
      states: {
        /** Continue the current file if it is active, else start the next waiting one. */
        pick: {
          always: [
            { guard: 'currentIsActive', target: 'uploading' },
            // the current file was told to start (or was requeued) and has not reported yet
            { guard: 'currentIsWaiting', target: 'hash', actions: 'startCurrent' },
            { guard: 'hasWaiting', target: 'hash', actions: 'startNext' },
            { target: '#uploader.done' },
          ],
        },
        hash: {},
        // hash the next file while this one uploads
        uploading: { entry: 'prehashNext' },
      },
      on: {
        'file.status': [
          { guard: ({ context, event }) => event.id !== context.currentId, actions: 'recordStatus' },
          { guard: ({ event }) => event.status === 'hashing', target: '.hash', actions: 'recordStatus' },
          { guard: ({ event }) => ACTIVE.includes(event.status), target: '.uploading', actions: 'recordStatus' },
          { target: '.pick', reenter: true, actions: 'recordStatus' },
        ],
        'item.remove': { target: '.pick', reenter: true, actions: 'removeItem' },
        'upload.pause': { target: 'pause', actions: 'pauseCurrent' },
        'item.resume': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const e = find(context, event.id);
            const s = context.statuses[event.id];
            if (e && (s === 'pause' || s === 'error')) enqueue.sendTo(e.ref, { type: 'file.requeue' });
          }),
        },
      },
    },
    pause: {
      on: {
        'upload.resume': [
          {
            guard: 'currentIsPaused',
            target: 'running.uploading',
            actions: enqueueActions(({ context, enqueue }) => enqueue.sendTo(find(context, context.currentId!)!.ref, { type: 'file.resume' })),
          },
          { target: 'running' },
        ],
        'item.resume': { guard: 'isResumable', target: 'running.uploading', actions: 'resumeItem' },
      },
    },
    done: {
      entry: [
        emit(({ context }) => ({ type: 'queue.idle' as const, paused: context.files.filter((f) => context.statuses[f.id] === 'pause').length })),
        { type: 'filesArrived', params: ({ context }) => ({ count: context.arrived }) },
        assign({ arrived: 0 }),
      ],
      on: {
        'upload.start': { guard: 'hasWaiting', target: 'running' },
        'item.resume': { guard: 'isResumable', target: 'running.uploading', actions: 'resumeItem' },
      },
    },
    clearing: {
      after: { clearDelay: { target: 'wait', actions: 'clearAll' } },
    },
  },
});

export type UploaderSnapshot = SnapshotFrom<typeof uploaderMachine>;
