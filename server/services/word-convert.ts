// Word import conversions off the request thread (docs/security.md). The route buffers the upload
// (≤ WORD_MAX_BYTES), `inspectDocx` checks the zip's central directory on the request thread
// (nothing inflated), and the conversion runs in a worker thread (word-worker.ts) with a heap
// limit (resourceLimits) and a time budget (terminated when over). At most `concurrency`
// conversions run at once per process; up to `queue` more wait their turn; beyond that the call
// is refused at once (503, 繁忙). A bomb is refused by the directory check in microseconds, or by
// the worker's bounded inflate, its heap limit or its time budget; none of them blocks the event
// loop that serves every tenant's requests.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, badRequest } from '../lib/errors.js';
import type { FastifyInstance } from 'fastify';
import { WORD_LIMITS } from '../../shared/content.js';
import { CONTENT_TEXTS as T } from './content-messages.js';
import { DocxRefused, inspectDocx, type ZipProblem } from './docx-zip.js';
import type { WorkerAnswer } from './word-worker.js';

export interface WordPoolOptions {
  concurrency: number;
  queue: number;
  timeMs: number;
  heapMb: number;
}

export interface WordStats {
  /** Conversions handed to a worker (each inflates the file). */
  started: number;
  /** Refused from the central directory, without a worker. */
  refusedByDirectory: number;
  /** Refused because the queue was full. */
  refusedBusy: number;
  running: number;
  waiting: number;
}

const PROBLEM_TEXT: Record<ZipProblem, string> = {
  unreadable: T.wordUnreadable,
  tooLarge: T.wordInflatesTooLarge,
  ratio: T.wordRatio,
  entries: T.wordEntries,
};

/**
 * The worker: the compiled word-worker.js next to this file; from the TypeScript sources (tests,
 * `npm run dev`) a small bootstrap that registers tsx in the worker and imports word-worker.ts.
 */
function workerTarget(): { target: string | URL; evaluated: boolean } {
  const self = new URL(import.meta.url);
  if (!self.pathname.endsWith('.ts')) return { target: new URL('./word-worker.js', self), evaluated: false };
  const require = createRequire(self);
  const tsx = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const source = new URL('./word-worker.ts', self).href;
  return { target: `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); })`, evaluated: true };
}

const pools = new WeakMap<object, ReturnType<typeof createWordPool>>();

/** The process's Word pool of this app (one per app instance, made on first use). */
export function wordPool(app: FastifyInstance) {
  let pool = pools.get(app.config);
  if (!pool) {
    const { concurrency, queue, timeMs, heapMb } = WORD_LIMITS;
    pools.set(app.config, (pool = createWordPool(app.config.word ?? { concurrency, queue, timeMs, heapMb })));
  }
  return pool;
}

/** A pool that converts one .docx buffer at a time per slot. */
export function createWordPool(options: WordPoolOptions, runWorker: (buffer: Buffer, entries: ReturnType<typeof inspectDocx>) => Promise<WorkerAnswer> = spawn(options)) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const stats = { started: 0, refusedByDirectory: 0, refusedBusy: 0 };

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    stats: (): WordStats => ({ ...stats, running, waiting: waiting.length }),
    /** Sanitised HTML of a .docx, or an AppError (4xx/503) with a Chinese message. */
    async convert(buffer: Buffer): Promise<{ html: string; messages: string[] }> {
      let entries;
      try {
        entries = inspectDocx(buffer);
      } catch (err) {
        if (!(err instanceof DocxRefused)) throw err;
        stats.refusedByDirectory++;
        throw err.problem === 'unreadable' ? badRequest(PROBLEM_TEXT.unreadable) : new AppError(413, 413, PROBLEM_TEXT[err.problem]);
      }
      if (running >= options.concurrency) {
        if (waiting.length >= options.queue) {
          stats.refusedBusy++;
          throw new AppError(503, 503, T.wordBusy);
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        stats.started++;
        const answer = await runWorker(buffer, entries);
        if (answer.ok) return { html: answer.html, messages: answer.messages };
        const text = answer.problem in PROBLEM_TEXT ? PROBLEM_TEXT[answer.problem as ZipProblem] : answer.problem === 'timeout' ? T.wordTimeout : answer.problem === 'memory' ? T.wordMemory : T.wordUnreadable;
        throw answer.problem === 'unreadable' ? badRequest(text) : new AppError(413, 413, text);
      } finally {
        release();
      }
    },
  };
}

/** Runs one conversion in a fresh worker thread with a heap limit, terminated after `timeMs`. */
function spawn(options: WordPoolOptions) {
  return (buffer: Buffer, entries: ReturnType<typeof inspectDocx>) =>
    new Promise<WorkerAnswer>((resolve) => {
      const { target, evaluated } = workerTarget();
      const copy = new Uint8Array(buffer);
      const worker = new Worker(target, {
        eval: evaluated,
        workerData: { buffer: copy, entries },
        transferList: [copy.buffer],
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(options.heapMb / 8)), stackSizeMb: 4 },
        stdout: false,
        stderr: false,
      });
      let done = false;
      const finish = (answer: WorkerAnswer) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(answer);
        void worker.terminate();
      };
      const timer = setTimeout(() => finish({ ok: false, problem: 'timeout' }), options.timeMs);
      worker.once('message', (answer: WorkerAnswer) => finish(answer));
      worker.once('error', (err: Error & { code?: string }) => finish({ ok: false, problem: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable' }));
      worker.once('exit', () => finish({ ok: false, problem: 'unreadable' }));
    });
}
