import { createTestModel } from '@xstate/graph';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { fakeFile, settle, uploadWorld } from './upload-test-world.js';
import { fileLabel, uploadFileMachine, type UploadFileInput } from './upload-file.machine.js';
import { modelChart } from '../../tests/model/harness.js';

const CHUNK = 10;
const input = (over: Partial<UploadFileInput> = {}): UploadFileInput => ({ id: 'f1', file: fakeFile('a.mp4', 25), fileLibId: 3, chunkSize: CHUNK, ...over });
type Ev = EventFromLogic<typeof uploadFileMachine>;

function start(over: Partial<UploadFileInput> = {}) {
  const { w, actors } = uploadWorld();
  const actor = createActor(uploadFileMachine.provide({ actors }), { input: input(over) }).start();
  return { w, actor };
}

/** Started, hashed to `md5Char` × 32 and answered `answer` by the server's check. */
function checked(answer: { fileResId: number; curChunk: number }, md5Char: string, over: Partial<UploadFileInput> = {}) {
  const { w, actor } = start(over);
  actor.send({ type: 'file.start' });
  w.hashBack!({ type: 'hash.done', md5: md5Char.repeat(32) });
  w.check!.resolve(answer);
  return { w, actor };
}

describe('upload-file machine: generated paths', () => {
  const events: Ev[] = [
    { type: 'file.start' },
    { type: 'file.prehash' },
    { type: 'file.pause' },
    { type: 'file.resume' },
    { type: 'file.retry' },
    { type: 'file.requeue' },
    { type: 'hash.done', md5: 'm'.repeat(32) },
    { type: 'hash.failed', error: '读取失败' },
    { type: 'xstate.done.actor.check', output: { fileResId: 7, curChunk: 0 } } as unknown as Ev,
    { type: 'xstate.done.actor.check', output: { fileResId: 0, curChunk: 0 } } as unknown as Ev,
    { type: 'xstate.done.actor.check', output: { fileResId: -1, curChunk: 1 } } as unknown as Ev,
    { type: 'xstate.error.actor.check', error: '检查失败' } as unknown as Ev,
    { type: 'chunk.done', index: 2, at: 1000 },
    { type: 'chunks.complete' },
    { type: 'chunks.failed', error: '网络异常' },
    { type: 'chunks.connection', lost: true },
    { type: 'chunks.connection', lost: false },
    { type: 'xstate.done.actor.merge', output: { fileResId: 9 } } as unknown as Ev,
    { type: 'xstate.error.actor.merge', error: '合并失败' } as unknown as Ev,
    { type: 'xstate.done.actor.save', output: {} } as unknown as Ev,
    { type: 'xstate.error.actor.save', error: '保存失败' } as unknown as Ev,
  ];
  const model = createTestModel(modelChart(uploadFileMachine, { actions: 'all' }), {
    input: input(),
    events,
    serializeState: (s: SnapshotFrom<typeof uploadFileMachine>) =>
      JSON.stringify([s.value, s.context.md5 !== null, s.context.started, s.context.checked, s.context.curChunk, s.context.doneAhead, s.context.fileResId > 0, s.context.error]),
  } as never);
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every status', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const s of ['wait', 'hashing', 'checking', 'uploading', 'merging', 'finishing', 'success', 'secondPass', 'error', 'pause']) {
      expect(reached, s).toContain(JSON.stringify(s));
    }
    expect(paths.length).toBeGreaterThan(30);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const { w, actor } = start();
    const exec = async (e: Ev) => {
      const t = e.type as string;
      if (t === 'xstate.init') return;
      if (t.startsWith('file.')) actor.send(e);
      else if (t.startsWith('hash.')) w.hashBack!(e);
      else if (t.startsWith('chunk')) w.chunks!.sendBack(e);
      else {
        const [, kind, , key] = t.split('.') as [string, string, string, 'check' | 'merge' | 'save'];
        const p = w[key];
        if (!p) throw new Error(`no pending ${key} for ${t}: ${JSON.stringify(actor.getSnapshot().value)}`);
        if (kind === 'done') p.resolve((e as unknown as { output: never }).output);
        else p.reject((e as unknown as { error: unknown }).error);
      }
      await settle();
    };
    for (const step of path.steps) {
      await exec(step.event);
      const sut = actor.getSnapshot();
      expect(sut.value).toEqual(step.state.value);
      expect(sut.context.md5).toBe(step.state.context.md5);
      expect(sut.context.curChunk).toBe(step.state.context.curChunk);
      expect(sut.context.error).toBe(step.state.context.error);
      // a side effect runs exactly in the states that invoke it
      expect(w.hashBack !== null).toBe(sut.matches('hashing'));
      expect(w.chunks !== null).toBe(sut.matches('uploading'));
    }
  });
});

describe('upload-file machine: state paths', () => {
  it('hashes, checks, uploads the missing chunks, merges and saves', async () => {
    const { w, actor } = start();
    actor.send({ type: 'file.start' });
    expect(actor.getSnapshot().matches('hashing')).toBe(true);
    expect(fileLabel(actor.getSnapshot())).toBe('analysis');
    w.hashBack!({ type: 'hash.progress', loaded: 10 });
    expect(actor.getSnapshot().context.hashProgress).toBe(40);
    w.hashBack!({ type: 'hash.done', md5: 'a'.repeat(32) });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(w.check!.input).toEqual({ md5: 'a'.repeat(32), fileLibId: 3, fileObjName: 'a.mp4' });
    w.check!.resolve({ fileResId: -1, curChunk: 1 });
    await settle();
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    expect(w.chunks!.input.chunks).toEqual([2, 3]);
    expect(actor.getSnapshot().context.uploadProgress).toBe(40);
    w.chunks!.sendBack({ type: 'chunk.progress', index: 3, loaded: 5, at: 1000 });
    w.chunks!.sendBack({ type: 'chunk.done', index: 3, at: 1500 });
    expect(actor.getSnapshot().context.curChunk).toBe(1);
    expect(actor.getSnapshot().context.uploadProgress).toBe(60);
    w.chunks!.sendBack({ type: 'chunk.done', index: 2, at: 2000 });
    expect(actor.getSnapshot().context.curChunk).toBe(3);
    w.chunks!.sendBack({ type: 'chunks.complete' });
    expect(actor.getSnapshot().matches('merging')).toBe(true);
    expect(w.merge!.input).toEqual({ md5: 'a'.repeat(32), fileName: 'a.mp4', fileChunkNum: 3 });
    w.merge!.resolve({ fileResId: 12 });
    await settle();
    expect(actor.getSnapshot().matches('finishing')).toBe(true);
    expect(w.save!.input).toEqual({ fileLibId: 3, folderId: 0, fileObjName: 'a.mp4', fileResId: 12, fileDesc: '', fileTagNames: '' });
    w.save!.resolve({});
    await settle();
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.uploadProgress).toBe(100);
  });

  it('content already stored: secondPass at 100%', async () => {
    const { actor } = checked({ fileResId: 5, curChunk: 0 }, 'b');
    await settle();
    expect(actor.getSnapshot().matches('secondPass')).toBe(true);
    expect(actor.getSnapshot().context.uploadProgress).toBe(100);
    expect(fileLabel(actor.getSnapshot())).toBe('secondPass');
  });

  it('a duplicate name (fileResId 0) marks the file error', async () => {
    const { actor } = checked({ fileResId: 0, curChunk: 0 }, 'b');
    await settle();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('该媒体库中已有同名文件');
  });

  it('a failed check marks the file error; retry checks again without hashing', async () => {
    const { w, actor } = start();
    actor.send({ type: 'file.start' });
    w.hashBack!({ type: 'hash.done', md5: 'b'.repeat(32) });
    w.check!.reject(new Error('网络异常'));
    await settle();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    actor.send({ type: 'file.retry' });
    expect(actor.getSnapshot().matches('wait')).toBe(true);
    actor.send({ type: 'file.start' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(w.hashStarts).toBe(1);
    expect(w.checks).toBe(2);
  });

  it('pause during hashing stops the hashing; resume hashes again', () => {
    const { w, actor } = start();
    actor.send({ type: 'file.start' });
    actor.send({ type: 'file.pause' });
    expect(actor.getSnapshot().matches('pause')).toBe(true);
    expect(w.hashStops).toBe(1);
    actor.send({ type: 'file.resume' });
    expect(actor.getSnapshot().matches('hashing')).toBe(true);
    expect(w.hashStarts).toBe(2);
  });

  it('pause during a chunk cancels the requests and keeps the chunk index; resume continues without hashing or checking', async () => {
    const { w, actor } = checked({ fileResId: -1, curChunk: 0 }, 'c');
    await settle();
    w.chunks!.sendBack({ type: 'chunk.done', index: 1, at: 0 });
    w.chunks!.sendBack({ type: 'chunk.done', index: 3, at: 0 });
    w.chunks!.sendBack({ type: 'chunk.progress', index: 2, loaded: 4, at: 0 });
    actor.send({ type: 'file.pause' });
    expect(actor.getSnapshot().matches('pause')).toBe(true);
    expect(w.chunkStops).toBe(1);
    expect(actor.getSnapshot().context.curChunk).toBe(1);
    expect(actor.getSnapshot().context.inFlight).toEqual({});
    actor.send({ type: 'file.resume' });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    // resume is the action; the file shows as uploading again
    expect(fileLabel(actor.getSnapshot())).toBe('uploading');
    expect(w.chunks!.input.chunks).toEqual([2]);
    expect(w.hashStarts).toBe(1);
    expect(w.checks).toBe(1);
    w.chunks!.sendBack({ type: 'chunk.done', index: 2, at: 0 });
    expect(fileLabel(actor.getSnapshot())).toBe('uploading');
  });

  it('a chunk failure after the retries marks the file error with the reason', async () => {
    const { w, actor } = checked({ fileResId: -1, curChunk: 0 }, 'c');
    await settle();
    w.chunks!.sendBack({ type: 'chunks.failed', error: '网络异常' });
    expect(actor.getSnapshot().matches('error')).toBe(true);
    // spec 000 §8: the chunk-failure message followed by the error
    expect(actor.getSnapshot().context.error).toBe('亲 上传失败了,考虑重试下呦 网络异常');
  });

  it.each([
    ['a negative fileResId uploads', { fileResId: -3, curChunk: 0 }, 'uploading'],
    ['a positive fileResId is secondPass', { fileResId: 8, curChunk: 0 }, 'secondPass'],
    ['fileResId 0 is an error', { fileResId: 0, curChunk: 0 }, 'error'],
    ['a missing fileResId is an error (not an upload)', { curChunk: 0 }, 'error'],
    ['a non-numeric fileResId is an error', { fileResId: Number.NaN, curChunk: 0 }, 'error'],
  ])('check answer: %s', async (_d, answer, state) => {
    const { actor } = checked(answer as { fileResId: number; curChunk: number }, 'b');
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
  });

  it('sends the description and tag names with every chunk and with finish', async () => {
    const { w } = checked({ fileResId: -1, curChunk: 0 }, 'a', { fileDesc: '晚间新闻', fileTagNames: '新闻,晚间' });
    await settle();
    expect(w.chunks!.input).toMatchObject({ fileDesc: '晚间新闻', fileTagNames: '新闻,晚间' });
    w.chunks!.sendBack({ type: 'chunks.complete' });
    w.merge!.resolve({ fileResId: 12 });
    await settle();
    expect(w.save!.input).toEqual({ fileLibId: 3, folderId: 0, fileObjName: 'a.mp4', fileResId: 12, fileDesc: '晚间新闻', fileTagNames: '新闻,晚间' });
  });

  it('speed and ETA follow the simulated clock', async () => {
    const { w, actor } = checked({ fileResId: -1, curChunk: 0 }, 'd', { file: fakeFile('big.mp4', 1000), chunkSize: 100 });
    await settle();
    w.chunks!.sendBack({ type: 'chunk.progress', index: 1, loaded: 0, at: 10_000 });
    expect(actor.getSnapshot().context.speed).toBeNull();
    w.chunks!.sendBack({ type: 'chunk.done', index: 1, at: 11_000 });
    expect(actor.getSnapshot().context.speed).toBe(100);
    expect(actor.getSnapshot().context.eta).toBe(9);
    w.chunks!.sendBack({ type: 'chunk.done', index: 2, at: 11_500 });
    expect(actor.getSnapshot().context.speed).toBe(100);
    w.chunks!.sendBack({ type: 'chunk.done', index: 3, at: 12_000 });
    // 200 B in the last second: 0.7 · 100 + 0.3 · 200
    expect(actor.getSnapshot().context.speed).toBe(130);
    expect(actor.getSnapshot().context.eta).toBe(Math.ceil(700 / 130));
  });

  it('a lost server shows while the chunks are tried again: no speed or ETA meanwhile, sampled afresh once it answers', async () => {
    const { w, actor } = checked({ fileResId: -1, curChunk: 0 }, 'e', { file: fakeFile('big.mp4', 1000), chunkSize: 100 });
    await settle();
    w.chunks!.sendBack({ type: 'chunk.progress', index: 1, loaded: 0, at: 10_000 });
    w.chunks!.sendBack({ type: 'chunk.done', index: 1, at: 11_000 });
    expect(actor.getSnapshot().context.speed).toBe(100);
    w.chunks!.sendBack({ type: 'chunks.connection', lost: true });
    expect(actor.getSnapshot().context).toMatchObject({ reconnecting: true, speed: null, eta: null });
    expect(actor.getSnapshot().value).toBe('uploading');
    // a minute later the server answers: the outage is not averaged into the speed
    w.chunks!.sendBack({ type: 'chunks.connection', lost: false });
    w.chunks!.sendBack({ type: 'chunk.progress', index: 2, loaded: 0, at: 71_000 });
    w.chunks!.sendBack({ type: 'chunk.done', index: 2, at: 72_000 });
    expect(actor.getSnapshot().context).toMatchObject({ reconnecting: false, speed: 100, eta: 8 });
    // lost again, then paused: the row no longer says it is reconnecting
    w.chunks!.sendBack({ type: 'chunks.connection', lost: true });
    actor.send({ type: 'file.pause' });
    expect(actor.getSnapshot().context.reconnecting).toBe(false);
  });

  it('hashes ahead (prehash) and then starts without hashing again', () => {
    const { w, actor } = start();
    actor.send({ type: 'file.prehash' });
    expect(actor.getSnapshot().matches('hashing')).toBe(true);
    w.hashBack!({ type: 'hash.done', md5: 'e'.repeat(32) });
    expect(actor.getSnapshot().matches('wait')).toBe(true);
    actor.send({ type: 'file.start' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(w.hashStarts).toBe(1);
  });

  it('a restored upload (known MD5) never hashes', () => {
    const { w, actor } = start({ md5: 'f'.repeat(32), curChunk: 2 });
    actor.send({ type: 'file.start' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(w.hashStarts).toBe(0);
  });

  it('a restored upload shows its stored fraction at once, verifies (校验中) and goes on from there', async () => {
    const { w, actor } = start({ md5: 'f'.repeat(32), curChunk: 2, folderId: 7 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(80);
    expect(fileLabel(actor.getSnapshot())).toBe('wait');
    actor.send({ type: 'file.start' });
    expect(fileLabel(actor.getSnapshot())).toBe('verifying');
    w.check!.resolve({ fileResId: -1, curChunk: 2 });
    await settle();
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
    expect(w.chunks!.input.chunks).toEqual([3]);
    w.chunks!.sendBack({ type: 'chunk.progress', index: 3, loaded: 1, at: 0 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(84);
    w.chunks!.sendBack({ type: 'chunks.complete' });
    w.merge!.resolve({ fileResId: 4 });
    await settle();
    expect(w.save!.input).toMatchObject({ fileLibId: 3, folderId: 7 });
  });

  it('bytes of chunks cut off by a pause are not taken back from the bar on resume', async () => {
    const { w, actor } = checked({ fileResId: -1, curChunk: 0 }, 'c', { file: fakeFile('b.mp4', 100) });
    await settle();
    w.chunks!.sendBack({ type: 'chunk.done', index: 1, at: 0 });
    w.chunks!.sendBack({ type: 'chunk.progress', index: 2, loaded: 9, at: 0 });
    w.chunks!.sendBack({ type: 'chunk.progress', index: 3, loaded: 9, at: 0 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(28);
    actor.send({ type: 'file.pause' });
    actor.send({ type: 'file.resume' });
    w.chunks!.sendBack({ type: 'chunk.progress', index: 2, loaded: 1, at: 0 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(28);
    w.chunks!.sendBack({ type: 'chunk.done', index: 2, at: 0 });
    w.chunks!.sendBack({ type: 'chunk.done', index: 3, at: 0 });
    expect(actor.getSnapshot().context.uploadProgress).toBe(30);
  });

  it('only a server holding fewer chunks than known (a failed merge dropped them) lowers the bar', async () => {
    const { w, actor } = checked({ fileResId: -1, curChunk: 0 }, 'c');
    await settle();
    w.chunks!.sendBack({ type: 'chunks.complete' });
    w.merge!.reject(new Error('合并校验失败'));
    await settle();
    expect(actor.getSnapshot().context.uploadProgress).toBe(100);
    actor.send({ type: 'file.retry' });
    actor.send({ type: 'file.start' });
    w.check!.resolve({ fileResId: -1, curChunk: 0 });
    await settle();
    expect(actor.getSnapshot().context.uploadProgress).toBe(0);
  });
});

describe('upload-file machine: the bar never moves back across pause and resume', () => {
  type Op =
    | { kind: 'progress' | 'done'; pick: number; frac: number }
    | { kind: 'pause' | 'resume' | 'start' | 'hash' | 'complete' }
    | { kind: 'check'; extra: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constantFrom('progress' as const, 'done' as const), pick: fc.nat(20), frac: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.record({ kind: fc.constantFrom('pause' as const, 'resume' as const, 'start' as const, 'hash' as const, 'complete' as const) }),
    fc.record({ kind: fc.constant('check' as const), extra: fc.nat(3) }),
  );

  it('for any run of chunk reports, pauses, resumes and server answers (server keeps what it has)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(4), fc.array(op, { maxLength: 40 }), async (restoredAt, ops) => {
        const file = fakeFile('p.mp4', 95);
        const { w, actor } = start(restoredAt ? { file, md5: 'p'.repeat(32), curChunk: restoredAt } : { file });
        let job: unknown = null;
        const done = new Set<number>();
        let last = actor.getSnapshot().context.uploadProgress;
        for (const o of ops) {
          const s = actor.getSnapshot();
          if (w.chunks && w.chunks !== job) {
            job = w.chunks;
            done.clear();
          }
          const open = w.chunks?.input.chunks.filter((i) => !done.has(i)) ?? [];
          if ((o.kind === 'progress' || o.kind === 'done') && s.matches('uploading') && open.length) {
            const index = open[o.pick % open.length]!;
            if (o.kind === 'done') {
              done.add(index);
              w.chunks!.sendBack({ type: 'chunk.done', index, at: 0 });
            } else w.chunks!.sendBack({ type: 'chunk.progress', index, loaded: Math.floor(o.frac * CHUNK), at: 0 });
          } else if (o.kind === 'complete' && s.matches('uploading') && !open.length) w.chunks!.sendBack({ type: 'chunks.complete' });
          else if (o.kind === 'hash' && s.matches('hashing')) w.hashBack!({ type: 'hash.done', md5: 'p'.repeat(32) });
          else if (o.kind === 'check' && s.matches('checking') && w.check) {
            // the server holds at least the chunks the file knows are stored
            w.check.resolve({ fileResId: -1, curChunk: Math.min(s.context.chunkCount, s.context.curChunk + o.extra) });
          } else if (o.kind === 'pause') actor.send({ type: 'file.pause' });
          else if (o.kind === 'resume') actor.send({ type: 'file.resume' });
          else if (o.kind === 'start') actor.send({ type: 'file.start' });
          await settle();
          const now = actor.getSnapshot().context.uploadProgress;
          expect(now).toBeGreaterThanOrEqual(last);
          last = now;
        }
      }),
      { numRuns: 150 },
    );
  });
});
