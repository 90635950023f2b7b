// One file of an upload queue (spec 000 §4 "Upload flow"; spec 001 "Upload steps"): hash the
// whole file (unless resuming), ask the server, then secondPass, duplicate-name error, or upload
// the missing chunks (the pool: 3 in flight, retries) → merge → register in the library.
// Pause cancels every in-flight request and keeps the chunk index; resume restarts from there
// without hashing again. The parent (uploader.machine) hears every status as `file.status`.
// The upload percentage never moves back while the server keeps the chunks: a restored file
// starts at its stored fraction, and bytes of chunks cut off by a pause are not taken back from
// the bar (only a server answer holding fewer chunks than known, after a failed merge, lowers it).
import { assign, fromCallback, fromPromise, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/error-text.js';
import type { ChunkJob, SaveFileInput, UploadBlob, UploadFileEvent } from '../../shared/upload-effects.js';
import { uploadMessages } from '../../shared/upload-texts.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export type { ChunkJob, SaveFileInput, UploadFileEvent };

export interface UploadFileInput {
  id: string;
  file: UploadBlob;
  fileLibId: number;
  chunkSize: number;
  parent?: AnyActorRef;
  /** Known whole-file MD5 (a resumed upload): no hashing. */
  md5?: string;
  curChunk?: number;
  /** The library folder the file is registered in (0 or absent: the library's root). */
  folderId?: number;
  /** Sent with every chunk and with finish (spec 001 §7 "Upload calls from the shell"). */
  fileDesc?: string;
  fileTagNames?: string;
}

export interface UploadFileContext {
  id: string;
  file: UploadFileInput['file'];
  name: string;
  size: number;
  fileLibId: number;
  folderId: number;
  chunkSize: number;
  chunkCount: number;
  fileDesc: string;
  fileTagNames: string;
  parent: AnyActorRef | undefined;
  md5: string | null;
  /** 0..100 */
  hashProgress: number;
  /** 0..100, never lower than before while the server keeps the chunks (see the header). */
  uploadProgress: number;
  /** Highest n such that chunks 1..n are done (the spec's pauseIndex). */
  curChunk: number;
  /** Chunks done beyond curChunk. */
  doneAhead: number[];
  /** Bytes sent of the chunks in flight. */
  inFlight: Record<number, number>;
  /** Whether the server was asked (check) since the file was hashed. */
  checked: boolean;
  fileResId: number;
  error: string | null;
  /** Hashing because the queue reached this file (not just hashing ahead). */
  started: boolean;
  /** Bytes per second (smoothed) and seconds left; null when unknown. */
  speed: number | null;
  eta: number | null;
  sampleAt: number;
  sampleBytes: number;
  /** The chunks found no server (a restart, a network gap) and are being tried again. */
  reconnecting: boolean;
}


export type UploadFileStatus =
  | 'wait'
  | 'hashing'
  | 'checking'
  | 'uploading'
  | 'merging'
  | 'finishing'
  | 'success'
  | 'secondPass'
  | 'error'
  | 'pause';




export function chunkBytes(c: Pick<UploadFileContext, 'size' | 'chunkSize'>, index: number): number {
  return Math.max(0, Math.min(c.chunkSize, c.size - (index - 1) * c.chunkSize));
}

/** Bytes uploaded so far (done chunks plus what is in flight). */
export function uploadedBytes(c: UploadFileContext): number {
  let bytes = Math.min(c.size, c.curChunk * c.chunkSize);
  for (const i of c.doneAhead) bytes += chunkBytes(c, i);
  for (const [i, loaded] of Object.entries(c.inFlight)) bytes += Math.min(loaded, chunkBytes(c, Number(i)));
  return Math.min(bytes, c.size);
}

function progressOf(c: UploadFileContext): number {
  return c.size === 0 ? (c.curChunk >= c.chunkCount ? 100 : 0) : Math.floor((uploadedBytes(c) / c.size) * 100);
}

/** The percentage after a change: the bar does not move back (bytes cut off by a pause are sent again under it). */
const forward = (c: UploadFileContext, next: UploadFileContext) => Math.max(c.uploadProgress, progressOf(next));

/** Percentage of a file whose chunks 1..curChunk are stored (what a restored upload starts from). */
export function storedPercent(size: number, chunkSize: number, curChunk: number): number {
  if (size === 0) return curChunk > 0 ? 100 : 0;
  return Math.min(100, Math.floor((Math.min(size, curChunk * chunkSize) / size) * 100));
}

/** Speed (EWMA over ≥ 1 s samples) and ETA after a progress sample at `at`. */
function sample(c: UploadFileContext, at: number): Partial<UploadFileContext> {
  const bytes = uploadedBytes(c);
  if (!c.sampleAt) return { sampleAt: at, sampleBytes: bytes };
  const dt = at - c.sampleAt;
  if (dt < 1000) return {};
  const inst = ((bytes - c.sampleBytes) * 1000) / dt;
  const speed = c.speed === null ? inst : c.speed * 0.7 + inst * 0.3;
  return { speed, eta: speed > 0 ? Math.ceil((c.size - bytes) / speed) : null, sampleAt: at, sampleBytes: bytes };
}

const notify = (status: UploadFileStatus) => ({ type: 'notify' as const, params: { status } });

export const uploadFileMachine = setup({
  types: typesOf<UploadFileContext, UploadFileEvent, UploadFileInput>(),
  actors: {
    /** Whole-file MD5: sends hash.progress {loaded} and hash.done {md5} / hash.failed. */
    hashFile: fromCallback<UploadFileEvent, { file: Blob; chunkSize?: number }>(() => notProvided('uploadFile.hashFile')),
    checkFile: fromPromise<{ fileResId: number; curChunk: number }, { md5: string; fileLibId: number; fileObjName: string }>(async () => notProvided('uploadFile.checkFile')),
    /** The chunk pool: chunk.progress, chunk.done, then chunks.complete or chunks.failed. */
    uploadChunks: fromCallback<UploadFileEvent, ChunkJob>(() => notProvided('uploadFile.uploadChunks')),
    mergeFile: fromPromise<{ fileResId: number }, { md5: string; fileName: string; fileChunkNum: number }>(async () => notProvided('uploadFile.mergeFile')),
    saveFile: fromPromise<unknown, SaveFileInput>(async () => notProvided('uploadFile.saveFile')),
  },
  actions: {
    /** Tells the queue (parent) this file's status. */
    notify: ({ context }, params: { status: UploadFileStatus }) => {
      context.parent?.send({ type: 'file.status', id: context.id, status: params.status });
    },
  },
  guards: {
    hasMd5: ({ context }) => context.md5 !== null,
    isStarted: ({ context }) => context.started,
    /** Check answers (spec 000 §4): fileResId > 0 secondPass, < 0 upload, anything else error. */
    isSecondPass: (_, output: { fileResId: number }) => output.fileResId > 0,
    isAbsent: (_, output: { fileResId: number }) => output.fileResId < 0,
    isStored: ({ context }) => context.fileResId > 0,
    allChunksDone: ({ context }) => context.curChunk >= context.chunkCount,
    wasChecked: ({ context }) => context.checked,
  },
}).createMachine({
  id: 'uploadFile',
  context: ({ input }) => ({
    id: input.id,
    file: input.file,
    name: input.file.name,
    size: input.file.size,
    fileLibId: input.fileLibId,
    folderId: input.folderId ?? 0,
    chunkSize: input.chunkSize,
    chunkCount: Math.max(1, Math.ceil(input.file.size / input.chunkSize)),
    fileDesc: input.fileDesc ?? '',
    fileTagNames: input.fileTagNames ?? '',
    parent: input.parent,
    md5: input.md5 ?? null,
    hashProgress: input.md5 ? 100 : 0,
    // a restored upload shows what is stored from the start
    uploadProgress: input.md5 ? storedPercent(input.file.size, input.chunkSize, input.curChunk ?? 0) : 0,
    curChunk: input.curChunk ?? 0,
    doneAhead: [],
    inFlight: {},
    checked: false,
    fileResId: -1,
    error: null,
    started: false,
    speed: null,
    eta: null,
    sampleAt: 0,
    sampleBytes: 0,
    reconnecting: false,
  }),
  initial: 'wait',
  states: {
    wait: {
      entry: notify('wait'),
      on: {
        'file.start': [
          { guard: 'hasMd5', target: 'checking', actions: assign({ started: true }) },
          { target: 'hashing', actions: assign({ started: true }) },
        ],
        'file.prehash': { guard: ({ context }) => context.md5 === null, target: 'hashing', actions: assign({ started: false }) },
        'file.pause': 'pause',
      },
    },
    hashing: {
      entry: [assign({ hashProgress: 0 }), notify('hashing')],
      invoke: { id: 'hash', src: 'hashFile', input: ({ context }) => ({ file: context.file, chunkSize: context.chunkSize }) },
      on: {
        'hash.progress': {
          actions: assign({ hashProgress: ({ context, event }) => (context.size ? Math.min(100, Math.floor((event.loaded / context.size) * 100)) : 100) }),
        },
        'hash.done': [
          { guard: 'isStarted', target: 'checking', actions: assign({ md5: ({ event }) => event.md5, hashProgress: 100 }) },
          { target: 'wait', actions: assign({ md5: ({ event }) => event.md5, hashProgress: 100 }) },
        ],
        'hash.failed': { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
        'file.start': { actions: assign({ started: true }) },
        'file.pause': 'pause',
      },
    },
    checking: {
      entry: notify('checking'),
      invoke: {
        id: 'check',
        src: 'checkFile',
        input: ({ context }) => ({ md5: context.md5!, fileLibId: context.fileLibId, fileObjName: context.name }),
        onDone: [
          {
            guard: { type: 'isSecondPass', params: ({ event }) => event.output },
            target: 'secondPass',
            actions: assign({ fileResId: ({ event }) => event.output.fileResId, uploadProgress: 100 }),
          },
          {
            guard: { type: 'isAbsent', params: ({ event }) => event.output },
            target: 'uploading',
            actions: assign(({ context, event }) => {
              const curChunk = Math.min(context.chunkCount, Math.max(0, event.output.curChunk));
              const next = { ...context, curChunk, doneAhead: context.doneAhead.filter((i) => i > curChunk), inFlight: {} };
              // the server holds fewer chunks than known (a failed merge dropped them): the truth
              const uploadProgress = curChunk < context.curChunk ? progressOf(next) : forward(context, next);
              return { curChunk, doneAhead: next.doneAhead, inFlight: {}, checked: true, uploadProgress };
            }),
          },
          // fileResId 0 (a different file with that name) or any other answer
          { target: 'error', actions: assign({ error: uploadMessages.duplicateName }) },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { 'file.pause': 'pause' },
    },
    uploading: {
      entry: notify('uploading'),
      exit: assign({ inFlight: {}, speed: null, eta: null, sampleAt: 0, reconnecting: false }),
      invoke: {
        id: 'chunks',
        src: 'uploadChunks',
        input: ({ context }) => {
          const chunks: number[] = [];
          for (let i = context.curChunk + 1; i <= context.chunkCount; i += 1) if (!context.doneAhead.includes(i)) chunks.push(i);
          return {
            file: context.file,
            name: context.name,
            md5: context.md5!,
            fileLibId: context.fileLibId,
            chunkSize: context.chunkSize,
            chunkCount: context.chunkCount,
            chunks,
            fileDesc: context.fileDesc,
            fileTagNames: context.fileTagNames,
          };
        },
      },
      on: {
        'chunk.progress': {
          actions: assign(({ context, event }) => {
            const next = { ...context, inFlight: { ...context.inFlight, [event.index]: event.loaded } };
            return { inFlight: next.inFlight, uploadProgress: forward(context, next), ...sample(next, event.at) };
          }),
        },
        'chunk.done': {
          actions: assign(({ context, event }) => {
            const inFlight = { ...context.inFlight };
            delete inFlight[event.index];
            let curChunk = context.curChunk;
            let ahead = [...context.doneAhead, event.index];
            while (ahead.includes(curChunk + 1)) curChunk += 1;
            ahead = ahead.filter((i) => i > curChunk);
            const next = { ...context, inFlight, curChunk, doneAhead: ahead };
            return { inFlight, curChunk, doneAhead: ahead, uploadProgress: forward(context, next), ...sample(next, event.at) };
          }),
        },
        // no speed while nothing moves: speed and ETA are sampled afresh from the next progress
        'chunks.connection': { actions: assign(({ event }) => (event.lost ? { reconnecting: true, speed: null, eta: null, sampleAt: 0 } : { reconnecting: false })) },
        'chunks.complete': 'merging',
        // spec 000 §8: the chunk-failure message followed by the error
        'chunks.failed': { target: 'error', actions: assign({ error: ({ event }) => uploadMessages.failedWith(event.error) }) },
        'file.pause': 'pause',
      },
    },
    merging: {
      entry: [assign({ uploadProgress: 100, curChunk: ({ context }) => context.chunkCount, doneAhead: [] }), notify('merging')],
      invoke: {
        id: 'merge',
        src: 'mergeFile',
        input: ({ context }) => ({ md5: context.md5!, fileName: context.name, fileChunkNum: context.chunkCount }),
        onDone: { target: 'finishing', actions: assign({ fileResId: ({ event }) => event.output.fileResId }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { 'file.pause': 'pause' },
    },
    finishing: {
      entry: notify('finishing'),
      invoke: {
        id: 'save',
        src: 'saveFile',
        input: ({ context }) => ({
          fileLibId: context.fileLibId,
          folderId: context.folderId,
          fileObjName: context.name,
          fileResId: context.fileResId,
          fileDesc: context.fileDesc,
          fileTagNames: context.fileTagNames,
        }),
        onDone: 'success',
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { 'file.pause': 'pause' },
    },
    success: { entry: [assign({ uploadProgress: 100, eta: 0 }), notify('success')] },
    secondPass: { entry: notify('secondPass') },
    error: {
      entry: notify('error'),
      on: {
        'file.retry': { target: 'wait', actions: assign({ error: null, checked: false }) },
        'file.requeue': { target: 'wait', actions: assign({ error: null, checked: false }) },
        'file.resume': { target: 'resuming', actions: assign({ error: null, checked: false }) },
      },
    },
    pause: {
      entry: notify('pause'),
      on: {
        'file.resume': 'resuming',
        'file.requeue': 'wait',
        'file.retry': 'wait',
      },
    },
    /** Where a resumed file picks up: never hashes again once the MD5 is known. */
    resuming: {
      entry: assign({ started: true }),
      always: [
        { guard: ({ context }) => context.md5 === null, target: 'hashing' },
        { guard: 'isStored', target: 'finishing' },
        { guard: 'allChunksDone', target: 'merging' },
        { guard: 'wasChecked', target: 'uploading' },
        { target: 'checking' },
      ],
    },
  },
});

export type UploadFileSnapshot = SnapshotFrom<typeof uploadFileMachine>;

/**
 * The status the screens show (spec: wait, uploading, success, error, secondPass, pause; plus
 * analysis while a new file hashes, and verifying while a resumed or restored one is hashed or
 * checked against the server). Resume (恢复) is the action on a paused file, not a status.
 */
export type UploadFileLabel = 'wait' | 'analysis' | 'verifying' | 'uploading' | 'success' | 'error' | 'secondPass' | 'pause';

export function fileLabel(s: UploadFileSnapshot): UploadFileLabel {
  const resumedUpload = s.context.uploadProgress > 0 || s.context.curChunk > 0;
  if (s.matches('hashing')) return resumedUpload ? 'verifying' : 'analysis';
  if (s.matches('checking') && resumedUpload) return 'verifying';
  if (s.matches('wait')) return 'wait';
  if (s.matches('success')) return 'success';
  if (s.matches('secondPass')) return 'secondPass';
  if (s.matches('error')) return 'error';
  if (s.matches('pause')) return 'pause';
  return 'uploading';
}
