// A process-wide cap on upload chunk bytes held in memory (UPLOAD_MEMORY_MB, decorated as
// app.chunkSlots): a chunk request beyond it waits its turn, then is answered 503 and retried by
// the console. docs/upload.md.
import { AppError } from '../lib/errors.js';
import { ERROR_TEXTS } from '../lib/error-texts.js';

/** Upper bound of one chunk (the console sends 5 or 10 MiB; 1 MiB of slack). */
export const MAX_CHUNK_BYTES = 11 * 1024 * 1024;

/**
 * A process-wide cap on the upload chunks held in memory at once. A chunk is received into
 * memory and verified before it is written (upload-store.ts receiveChunk), so without a cap N
 * uploaders × 3 chunks in flight × 11 MiB is unbounded. A request takes a slot before it reads
 * its file part; the ones beyond the cap wait in line (their bytes stay in the socket: TCP
 * backpressure) and, after `waitMs`, are answered 503 — the console retries a chunk with
 * backoff. The slot is given back when the response is finished or the connection is gone.
 */
export class ChunkSlots {
  private free: number;
  private readonly line: Array<(granted: boolean) => void> = [];

  constructor(
    readonly size: number,
    private readonly waitMs = 20_000,
  ) {
    this.free = size;
  }

  /** Slots for `bytes` of chunk memory (at least one). */
  static forBytes(bytes: number, waitMs?: number): ChunkSlots {
    return new ChunkSlots(Math.max(1, Math.floor(bytes / MAX_CHUNK_BYTES)), waitMs);
  }

  get inUse(): number {
    return this.size - this.free;
  }

  get waiting(): number {
    return this.line.length;
  }

  /** One slot; resolves to its release (safe to call more than once). */
  async take(): Promise<() => void> {
    if (this.free > 0 && this.line.length === 0) {
      this.free -= 1;
      return this.releaser();
    }
    const granted = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        const at = this.line.indexOf(wake);
        if (at >= 0) this.line.splice(at, 1);
        resolve(false);
      }, this.waitMs);
      const wake = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      this.line.push(wake);
    });
    if (!granted) throw new AppError(503, 503, ERROR_TEXTS.busy);
    return this.releaser();
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.line.shift();
      if (next) next(true); // the slot passes straight to the next in line
      else this.free += 1;
    };
  }
}
