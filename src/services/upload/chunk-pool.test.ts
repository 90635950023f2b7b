import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runChunkPool, whileUnreachable, type ChunkPoolOptions } from './chunk-pool.js';

type Call = { index: number; signal?: AbortSignal; resolve(): void; reject(e: unknown): void; progress?: (n: number) => void };

function setup(over: Partial<ChunkPoolOptions> = {}) {
  const calls: Call[] = [];
  const events: string[] = [];
  const existing = new Set<number>();
  const file = new Blob([new Uint8Array(10 * 100)]);
  const opts: ChunkPoolOptions = {
    file,
    name: 'a.mp4',
    md5: 'a'.repeat(32),
    fileLibId: 1,
    chunkSize: 100,
    chunkCount: 10,
    chunks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    random: () => 0.5,
    hashSlice: async (_b, start) => String(start / 100 + 1).padStart(32, '0'),
    api: {
      chunkCheck: async (p) => ({ exists: existing.has(p.curChunk) }),
      uploadChunk: (form, _chunk, o) =>
        new Promise((resolve, reject) => {
          calls.push({ index: form.curChunk, signal: o.signal, resolve: () => resolve(null), reject, progress: o.onProgress });
          o.signal?.addEventListener('abort', () => reject(Object.assign(new Error('canceled'), { kind: 'canceled' })));
        }),
    },
    onProgress: (i, n) => events.push(`progress ${i} ${n}`),
    onChunkDone: (i) => events.push(`done ${i}`),
    onComplete: () => events.push('complete'),
    onFail: (e) => events.push(`fail ${(e as Error).message}`),
    onCheckFailed: (i) => events.push(`check failed ${i}`),
    onConnection: (lost) => events.push(lost ? 'connection lost' : 'connection back'),
    ...over,
  };
  return { calls, events, existing, opts };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const inflight = (calls: Call[]) => calls.filter((c) => !c.signal?.aborted && !(c as { settled?: boolean }).settled);

describe('chunk pool', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 3 chunks in flight, skips chunks the server has, completes', async () => {
    const { calls, events, existing, opts } = setup();
    existing.add(2);
    runChunkPool(opts);
    await flush();
    expect(calls.map((c) => c.index)).toEqual([1, 3, 4]);
    for (let round = 0; round < 10 && events.at(-1) !== 'complete'; round += 1) {
      const open = calls.filter((c) => !(c as { done?: boolean }).done);
      expect(open.length).toBeLessThanOrEqual(3);
      for (const c of open) {
        (c as { done?: boolean }).done = true;
        c.progress?.(150);
        c.resolve();
      }
      await flush();
    }
    expect(events).toContain('complete');
    expect(events.filter((e) => e.startsWith('done')).length).toBe(10);
    expect(events).toContain('progress 1 100');
    expect(calls.map((c) => c.index).sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('retries a failed chunk 3 times with backoff, then fails the file', async () => {
    const { calls, events, opts } = setup({ chunks: [1], concurrency: 3 });
    runChunkPool(opts);
    await flush();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(calls).toHaveLength(attempt + 1);
      calls[attempt]!.reject(new Error('网络异常'));
      await flush();
      if (attempt < 3) {
        // jittered exponential backoff: 1000 · 2^n · (0.5 + 0.5)
        await vi.advanceTimersByTimeAsync(1000 * 2 ** attempt - 1);
        expect(calls).toHaveLength(attempt + 1);
        await vi.advanceTimersByTimeAsync(1);
      }
    }
    expect(events).toEqual(['fail 网络异常']);
  });

  it('a retry that succeeds continues the file', async () => {
    const { calls, events, opts } = setup({ chunks: [1, 2] });
    runChunkPool(opts);
    await flush();
    calls[0]!.reject(new Error('boom'));
    calls[1]!.resolve();
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve();
    await flush();
    expect(events).toEqual(['done 2', 'done 1', 'complete']);
  });

  it('aborts and retries a stalled request', async () => {
    const { calls, events, opts } = setup({ chunks: [1], stallMs: 5000 });
    runChunkPool(opts);
    await flush();
    calls[0]!.progress?.(10);
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await flush();
    expect(events).toEqual(['progress 1 10', 'done 1', 'complete']);
  });

  it('cancel aborts every request in flight and reports nothing more', async () => {
    const { calls, events, opts } = setup();
    const cancel = runChunkPool(opts);
    await flush();
    expect(inflight(calls)).toHaveLength(3);
    cancel();
    await flush();
    expect(calls.every((c) => c.signal?.aborted)).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual([]);
    expect(calls).toHaveLength(3);
  });

  it('a failing chunk check is reported (logged) and the chunk is uploaded anyway', async () => {
    const forms: unknown[] = [];
    const { calls, events, opts } = setup({ chunks: [1], fileDesc: '描述', fileTagNames: '标签' });
    opts.api = {
      chunkCheck: async () => {
        throw new Error('检验接口异常');
      },
      uploadChunk: (form, _chunk, o) =>
        new Promise((resolve, reject) => {
          forms.push(form);
          calls.push({ index: form.curChunk, signal: o.signal, resolve: () => resolve(null), reject });
        }),
    };
    runChunkPool(opts);
    await flush();
    expect(events).toEqual(['check failed 1']);
    expect(calls.map((c) => c.index)).toEqual([1]);
    expect(forms[0]).toMatchObject({ curChunk: 1, fileDesc: '描述', fileTagNames: '标签' });
    calls[0]!.resolve();
    await flush();
    expect(events).toEqual(['check failed 1', 'done 1', 'complete']);
  });

  it('does not retry when the session expired', async () => {
    const { calls, events, opts } = setup({ chunks: [1] });
    runChunkPool(opts);
    await flush();
    calls[0]!.reject(Object.assign(new Error('登录状态已失效'), { kind: 'expired' }));
    await flush();
    expect(events).toEqual(['fail 登录状态已失效']);
  });

  const refused = () => Object.assign(new Error('网络异常，请检查网络连接'), { kind: 'network' });

  it('rides out a server that cannot be reached (a restart): the retries are not used up, the pool says when it lost and found the server', async () => {
    const { calls, events, opts } = setup({ chunks: [1, 2] });
    runChunkPool(opts);
    await flush();
    // both chunks find no server, eight times in a row: more than the 3 retries
    for (let round = 0; round < 8; round += 1) {
      for (const c of calls.slice(-2)) c.reject(refused());
      await flush();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(calls).toHaveLength(18);
    expect(events).toEqual(['connection lost']);
    // a gateway's 503 while the server starts counts the same
    calls.at(-2)!.reject(Object.assign(new Error('请求失败(503)'), { kind: 'http', status: 503 }));
    calls.at(-1)!.resolve();
    await flush();
    expect(events).toEqual(['connection lost', 'done 2']);
    await vi.advanceTimersByTimeAsync(10_000);
    calls.at(-1)!.resolve();
    await flush();
    expect(events).toEqual(['connection lost', 'done 2', 'connection back', 'done 1', 'complete']);
  });

  it('waits at most reconnectMs for the server, then fails the file after the usual retries', async () => {
    const { calls, events, opts } = setup({ chunks: [1], reconnectMs: 30_000 });
    runChunkPool(opts);
    await flush();
    for (let i = 0; i < 20 && !events.some((e) => e.startsWith('fail')); i += 1) {
      calls.at(-1)!.reject(refused());
      await flush();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(events).toEqual(['connection lost', 'fail 网络异常，请检查网络连接']);
    // each try is refused 10 s after the last: the tries at 0, 10 and 20 s wait for the server,
    // the one refused at 30 s has used up the 30 s, and the 3 usual retries follow
    expect(calls).toHaveLength(7);
  });

  it('a chunk check that finds no server is a failed try, not a check failure (no doomed upload)', async () => {
    const { calls, events, opts } = setup({ chunks: [1] });
    let checks = 0;
    opts.api = {
      ...opts.api,
      chunkCheck: async () => {
        checks += 1;
        if (checks === 1) throw refused();
        return { exists: false };
      },
    };
    runChunkPool(opts);
    await flush();
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await flush();
    expect(events).toEqual(['connection lost', 'connection back', 'done 1', 'complete']);
  });
});

describe('whileUnreachable (the file check and the merge)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const refused = () => Object.assign(new Error('网络异常，请检查网络连接'), { kind: 'network' });

  it('calls again while the server cannot be reached, and answers what the call answers once it can', async () => {
    let calls = 0;
    const result = whileUnreachable(async () => {
      calls += 1;
      if (calls < 4) throw calls === 2 ? Object.assign(new Error('请求失败(502)'), { kind: 'http', status: 502 }) : refused();
      return { fileResId: 7 };
    }, { random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await expect(result).resolves.toEqual({ fileResId: 7 });
    expect(calls).toBe(4);
  });

  it('any other failure is the call\'s at once; an unreachable server only for reconnectMs', async () => {
    let calls = 0;
    await expect(
      whileUnreachable(async () => {
        calls += 1;
        throw Object.assign(new Error('无权限'), { kind: 'code', code: 403 });
      }),
    ).rejects.toThrow('无权限');
    expect(calls).toBe(1);
    const gone = whileUnreachable(async () => {
      throw refused();
    }, { reconnectMs: 5000, random: () => 0.5 });
    const settled = gone.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(settled).resolves.toBe('网络异常，请检查网络连接');
  });

  it('stops waiting when the upload is paused (its signal aborts)', async () => {
    const pause = new AbortController();
    let calls = 0;
    const waiting = whileUnreachable(async () => {
      calls += 1;
      throw refused();
    }, { signal: pause.signal }).catch(() => 'stopped');
    await vi.advanceTimersByTimeAsync(0);
    pause.abort();
    await expect(waiting).resolves.toBe('stopped');
    expect(calls).toBe(1);
  });
});
