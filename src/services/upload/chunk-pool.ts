// The spec's "threads 3, chunk retry 3" made real: up to `concurrency` chunks in flight, each
// checked (chunk/check) and uploaded only when missing (a failing check is reported through
// onCheckFailed, logged as 切片检验失败 by the caller, and the chunk is uploaded anyway: spec 001 §8), retried `retries` times with jittered
// exponential backoff; a request without progress for `stallMs` is aborted and retried. A server
// that cannot be reached (connection refused or reset, a gateway's 502–504: a restart, a network
// gap) does not use up those retries: the chunk is tried again, with a backoff capped at
// `maxBackoffMs`, for up to `reconnectMs`, and onConnection tells when the pool lost and found it.
import type { ChunkJob } from '../../../shared/upload-effects.js';
import type { UploadApi } from './upload-api.js';

/** The job (shared/upload-effects.ts ChunkJob: `chunks` are the chunk numbers from 1 still to do, in order), its description optional. */
export interface ChunkPoolOptions extends Omit<ChunkJob, 'file' | 'fileDesc' | 'fileTagNames'>, Partial<Pick<ChunkJob, 'fileDesc' | 'fileTagNames'>> {
  file: Blob;
  api: Pick<UploadApi, 'chunkCheck' | 'uploadChunk'>;
  hashSlice(blob: Blob, start: number, end: number): Promise<string>;
  concurrency?: number;
  retries?: number;
  /** No upload progress for this long: the request is aborted and retried. */
  stallMs?: number;
  backoffMs?: number;
  /** How long an unreachable server is waited for, from the first failure of a chunk's streak. */
  reconnectMs?: number;
  /** The longest wait between two tries while the server cannot be reached. */
  maxBackoffMs?: number;
  random?: () => number;
  now?: () => number;
  onProgress(index: number, loaded: number, at: number): void;
  onChunkDone(index: number, at: number): void;
  onComplete(): void;
  onFail(error: unknown): void;
  /** The chunk/check call failed: the chunk is uploaded anyway (the caller logs it). */
  onCheckFailed?(index: number, error: unknown): void;
  /** The server could not be reached (`lost` true), or answers again after that (`lost` false). */
  onConnection?(lost: boolean): void;
}

export const POOL_DEFAULTS = { concurrency: 3, retries: 3, stallMs: 30_000, backoffMs: 1_000, reconnectMs: 120_000, maxBackoffMs: 10_000 } as const;

/** The n-th wait of a jittered exponential backoff: base · 2ⁿ, at most `cap`, times [0.5, 1.5). */
const backoff = (n: number, base: number, random: () => number, cap = Infinity) => Math.min(base * 2 ** n, cap) * (0.5 + random());

/** A failure that says nothing about the chunk: no answer from the server, or a gateway's while it is down. */
function unreachable(err: unknown): boolean {
  const { kind, status } = (err ?? {}) as { kind?: string; status?: number };
  return kind === 'network' || (kind === 'http' && (status === 502 || status === 503 || status === 504));
}

/**
 * An upload call that may be repeated (the file check, the merge) made again while the server
 * cannot be reached, as the pool does for chunks: the same capped backoff, for up to
 * `reconnectMs`; any other failure, or one past that, is the call's. Not for the final save,
 * which a call that reached the server before the connection broke may already have made.
 */
export async function whileUnreachable<T>(
  call: () => Promise<T>,
  { signal, reconnectMs = POOL_DEFAULTS.reconnectMs, backoffMs = POOL_DEFAULTS.backoffMs, maxBackoffMs = POOL_DEFAULTS.maxBackoffMs, random = Math.random, now = Date.now }: { signal?: AbortSignal; reconnectMs?: number; backoffMs?: number; maxBackoffMs?: number; random?: () => number; now?: () => number } = {},
): Promise<T> {
  const since = now();
  for (let n = 0; ; n += 1) {
    try {
      return await call();
    } catch (err) {
      if (signal?.aborted || !unreachable(err) || now() - since >= reconnectMs) throw err;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(t);
          signal?.removeEventListener('abort', done);
          resolve();
        };
        const t = setTimeout(done, backoff(n, backoffMs, random, maxBackoffMs));
        signal?.addEventListener('abort', done, { once: true });
      });
      if (signal?.aborted) throw err;
    }
  }
}

class Stalled extends Error {
  constructor() {
    super('分片上传无响应');
  }
}

/** Starts the pool; the returned function cancels every in-flight request (pause). */
export function runChunkPool(o: ChunkPoolOptions): () => void {
  const concurrency = o.concurrency ?? POOL_DEFAULTS.concurrency;
  const retries = o.retries ?? POOL_DEFAULTS.retries;
  const stallMs = o.stallMs ?? POOL_DEFAULTS.stallMs;
  const backoffMs = o.backoffMs ?? POOL_DEFAULTS.backoffMs;
  const reconnectMs = o.reconnectMs ?? POOL_DEFAULTS.reconnectMs;
  const maxBackoffMs = o.maxBackoffMs ?? POOL_DEFAULTS.maxBackoffMs;
  const random = o.random ?? Math.random;
  const now = o.now ?? Date.now;
  const queue = [...o.chunks];
  const controllers = new Set<AbortController>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  let active = 0;
  /** Chunks whose last try found no server: the connection is lost while there is one. */
  let unanswered = 0;
  const streak = (on: boolean, report = true) => {
    const before = unanswered;
    unanswered += on ? 1 : -1;
    if (report && !stopped && (before === 0) !== (unanswered === 0)) o.onConnection?.(on);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const stop = () => {
    stopped = true;
    for (const c of controllers) c.abort();
    for (const t of timers) clearTimeout(t);
    controllers.clear();
    timers.clear();
  };

  async function attempt(index: number): Promise<void> {
    const start = (index - 1) * o.chunkSize;
    const end = Math.min(start + o.chunkSize, o.file.size);
    const chunkMd5 = await o.hashSlice(o.file, start, end);
    if (stopped) return;
    const controller = new AbortController();
    controllers.add(controller);
    let stall: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const arm = () => {
      if (stall) clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        controller.abort();
      }, stallMs);
    };
    try {
      arm();
      const form = { chunkMd5, curChunk: index, fileLibId: o.fileLibId, md5: o.md5 };
      let exists = false;
      try {
        ({ exists } = await o.api.chunkCheck(form, controller.signal));
      } catch (err) {
        // a canceled (pause) or stalled check is not a verification failure, nor is an unreachable server
        if (stopped || stalled || unreachable(err) || (err as { kind?: string }).kind === 'canceled' || (err as { kind?: string }).kind === 'expired') throw err;
        o.onCheckFailed?.(index, err);
      }
      if (stopped) return;
      if (!exists) {
        arm();
        await o.api.uploadChunk(
          { ...form, chunkCount: o.chunkCount, originalFileName: o.name, fileDesc: o.fileDesc ?? '', fileTagNames: o.fileTagNames ?? '' },
          o.file.slice(start, end),
          {
            signal: controller.signal,
            onProgress: (loaded) => {
              arm();
              if (!stopped) o.onProgress(index, Math.min(loaded, end - start), now());
            },
          },
        );
      }
    } catch (err) {
      throw stalled ? new Stalled() : err;
    } finally {
      if (stall) clearTimeout(stall);
      controllers.delete(controller);
    }
  }

  async function one(index: number): Promise<void> {
    let failures = 0;
    /** Since when this chunk has found no server (null: it was answered last time). */
    let lostSince: number | null = null;
    let lostTries = 0;
    /** The server answered (or, unreported, the chunk ends: failed or paused). */
    const found = (report = true) => {
      if (lostSince === null) return;
      lostSince = null;
      lostTries = 0;
      streak(false, report);
    };
    try {
      for (;;) {
        try {
          await attempt(index);
          found();
          return;
        } catch (err) {
          if (stopped) return;
          const kind = (err as { kind?: string }).kind;
          if (kind === 'expired') throw err;
          if (unreachable(err)) {
            if (lostSince === null) {
              lostSince = now();
              streak(true);
            }
            if (now() - lostSince < reconnectMs) {
              await sleep(backoff(lostTries, backoffMs, random, maxBackoffMs));
              lostTries += 1;
              if (stopped) return;
              continue;
            }
          } else found();
          if (failures >= retries) throw err;
          await sleep(backoff(failures, backoffMs, random));
          failures += 1;
          if (stopped) return;
        }
      }
    } finally {
      found(false);
    }
  }

  async function worker(): Promise<void> {
    active += 1;
    try {
      while (!stopped && queue.length) {
        const index = queue.shift()!;
        await one(index);
        if (!stopped) o.onChunkDone(index, now());
      }
    } finally {
      active -= 1;
    }
    if (!stopped && active === 0) {
      stopped = true;
      o.onComplete();
    }
  }

  const n = Math.max(1, Math.min(concurrency, queue.length || 1));
  for (let i = 0; i < n; i += 1) {
    worker().catch((err: unknown) => {
      if (stopped) return;
      stop();
      o.onFail(err);
    });
  }
  return stop;
}
