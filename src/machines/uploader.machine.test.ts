import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { fakeFile, settle, uploadWorld } from './upload-test-world.js';
import { uploadFileMachine, type UploadFileStatus } from './upload-file.machine.js';
import { uploaderMachine, type UploaderEmitted } from './uploader.machine.js';
import { modelChart } from '../../tests/model/harness.js';

type Ev = EventFromLogic<typeof uploaderMachine>;
type Snap = SnapshotFrom<typeof uploaderMachine>;

/**
 * What a real file actor can report next, given its last status. checking, merging and
 * finishing mean to the queue what uploading means, so the model folds them into it (the
 * real-actor tests below go through them).
 */
const NEXT: Record<UploadFileStatus, UploadFileStatus[]> = {
  wait: ['hashing', 'pause'],
  hashing: ['uploading', 'wait', 'error', 'pause'],
  checking: [],
  uploading: ['success', 'secondPass', 'error', 'pause'],
  merging: [],
  finishing: [],
  pause: ['wait', 'uploading'],
  error: ['wait', 'uploading'],
  success: [],
  secondPass: [],
};

const files = [fakeFile('a.mp4', 30), fakeFile('b.mp4', 30)];

describe('uploader machine: generated paths (file actors stubbed, statuses as events)', () => {
  // The events offered in each state (passed to the traversal itself, so that no event is
  // offered without its payload): a selection once, the buttons, and what the files can report.
  const events = (s: Snap) => {
    const out: Ev[] = [];
      if (s.context.seq === 0) out.push({ type: 'files.add', files }, { type: 'files.add', files: [...files, fakeFile('c', 1)] });
      out.push({ type: 'upload.start' }, { type: 'upload.pause' }, { type: 'upload.resume' }, { type: 'all.retry' }, { type: 'all.pause' });
      out.push({ type: 'item.pause', id: 'f1' }, { type: 'item.resume', id: 'f1' }, { type: 'item.remove', id: 'f2' });
      if (s.context.files.length) out.push({ type: 'upload.clear' }, { type: 'all.clear' });
      if (s.matches('clearing')) out.push({ type: 'after.clearDelay' } as unknown as Ev);
      for (const f of s.context.files) {
        for (const status of NEXT[s.context.statuses[f.id]!] ?? []) out.push({ type: 'file.status', id: f.id, status });
      }
      return out;
  };
  const model = createTestModel(modelChart(uploaderMachine, { actions: 'all' }), {
    input: { fileLibId: 1, chunkSize: 10, limit: 2 },
    serializeState: (s: Snap) => JSON.stringify([s.value, s.context.statuses, s.context.currentId, s.context.kick, s.context.files.map((f) => f.id)]),
  } as never);
  const paths = model.getShortestPaths({ allowDuplicatePaths: true, events } as never);

  it('reaches every overall status', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of ['"wait"', '{"running":"hash"}', '{"running":"uploading"}', '"pause"', '"done"', '"clearing"']) expect(reached).toContain(v);
    expect(paths.length).toBeGreaterThan(100);
  });

  it('every path runs on the real machine with the same states and invariants', { timeout: 60_000 }, () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const received: Record<string, string[]> = {};
      const stub = createMachine({
        types: {} as { context: { id: string }; input: { id: string } },
        id: 'stub',
        context: ({ input }) => ({ id: input.id }),
        on: { '*': { actions: ({ context, event }) => void (received[context.id] ??= []).push(event.type) } },
      });
      let transfers = false;
      const actor = createActor(
        uploaderMachine.provide({
          actors: { uploadFile: stub as never },
          actions: {
            transfersChanged: (_, p: { active: boolean }) => void (transfers = p.active),
            // a queue that does not announce never asks file lists to load again (its owner does)
            filesArrived: (_, p: { count: number }) => expect(p.count).toBe(0),
          },
        }),
        { input: { fileLibId: 1, chunkSize: 10, limit: 2 }, clock },
      ).start();
      let prev = actor.getSnapshot();
      for (const step of path.steps) {
        const e = step.event as { type: string } as Ev;
        const type: string = e.type;
        if (type === 'xstate.init') continue;
        if (type === 'after.clearDelay') clock.increment(300);
        else actor.send(e);
        const s = actor.getSnapshot();
        const where = `${path.description} @ ${type}`;
        expect(s.value, where).toEqual(step.state.value);
        expect(s.context.statuses, where).toEqual(step.state.context.statuses);
        expect(s.context.currentId, where).toBe(step.state.context.currentId);
        // invariants
        expect(transfers, where).toBe(s.matches('running'));
        if (s.matches({ running: 'hash' })) expect(s.context.statuses[s.context.currentId!], where).toMatch(/wait|hashing/);
        // the queue only finishes when nothing waits (files added afterwards wait for 上传)
        if (s.matches('done') && !prev.matches('done')) expect(Object.values(s.context.statuses), where).not.toContain('wait');
        prev = s;
        if (s.matches('wait') && s.context.files.length === 0) expect(s.context.currentId).toBeNull();
      }
      actor.stop();
    }
  });
});

function live(limit = 0, announce = false) {
  const { w, actors } = uploadWorld();
  const clock = new SimulatedClock();
  const emitted: UploaderEmitted[] = [];
  const refreshes = { count: 0 };
  const actor = createActor(
    uploaderMachine.provide({
      actors: { uploadFile: uploadFileMachine.provide({ actors }) },
      actions: { transfersChanged: () => {}, notifyFinished: () => {}, filesArrived: (_, p: { count: number }) => void (refreshes.count += p.count ? 1 : 0) },
    }),
    { input: { fileLibId: 4, chunkSize: 10, limit, announce }, clock },
  );
  for (const t of ['limit.exceeded', 'file.finished', 'queue.idle'] as const) actor.on(t, (e) => emitted.push(e));
  actor.start();
  const status = (i: number) => {
    const f = actor.getSnapshot().context.files[i]!;
    return f.ref.getSnapshot().value;
  };
  return { w, actor, clock, emitted, status, refreshes };
}

describe('uploader machine: with real file actors', () => {
  it('processes files one at a time in order; the next hashes while the current uploads', async () => {
    const { w, actor, emitted, status } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a.mp4', 25), fakeFile('b.mp4', 5)] });
    expect(actor.getSnapshot().value).toBe('wait');
    actor.send({ type: 'upload.start' });
    expect(actor.getSnapshot().matches({ running: 'hash' })).toBe(true);
    expect(status(0)).toBe('hashing');
    expect(status(1)).toBe('wait');
    w.hashing.get('a.mp4')!({ type: 'hash.done', md5: 'a'.repeat(32) });
    expect(actor.getSnapshot().matches({ running: 'uploading' })).toBe(true);
    w.check!.resolve({ fileResId: -1, curChunk: 0 });
    await settle();
    // b hashes ahead while a uploads
    expect(status(0)).toBe('uploading');
    expect(status(1)).toBe('hashing');
    expect(w.hashStarts).toBe(2);
    const hashB = w.hashing.get('b.mp4')!;
    hashB({ type: 'hash.done', md5: 'b'.repeat(32) });
    expect(status(1)).toBe('wait');
    w.chunks!.sendBack({ type: 'chunks.complete' });
    w.merge!.resolve({ fileResId: 3 });
    await settle();
    w.save!.resolve({});
    await settle();
    expect(status(0)).toBe('success');
    // b goes straight to the check: it was hashed already
    expect(status(1)).toBe('checking');
    expect(w.hashStarts).toBe(2);
    w.check!.resolve({ fileResId: 8, curChunk: 0 });
    await settle();
    expect(status(1)).toBe('secondPass');
    expect(actor.getSnapshot().value).toBe('done');
    expect(emitted).toEqual([
      { type: 'file.finished', id: 'f1', name: 'a.mp4', status: 'success' },
      { type: 'file.finished', id: 'f2', name: 'b.mp4', status: 'secondPass' },
      { type: 'queue.idle', paused: 0 },
    ]);
    // finished files are skipped: starting again does nothing
    actor.send({ type: 'upload.start' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  /** The current file hashes to `digit` × 32 and the server's check answers `fileResId` (> 0: 已秒传, 0: a duplicate name). */
  const checked = async (w: ReturnType<typeof uploadWorld>['w'], digit: string, fileResId: number) => {
    w.hashBack!({ type: 'hash.done', md5: digit.repeat(32) });
    w.check!.resolve({ fileResId, curChunk: 0 });
    await settle();
  };

  it('an announcing queue (the /upload page) asks file lists to load again once per idle queue that stored files', async () => {
    const { w, actor, refreshes } = live(0, true);
    actor.send({ type: 'files.add', files: [fakeFile('a.mp4', 5), fakeFile('b.mp4', 5)] });
    actor.send({ type: 'upload.start' });
    await checked(w, 'a', 8);
    expect(refreshes.count).toBe(0);
    await checked(w, 'b', 9);
    expect(actor.getSnapshot().value).toBe('done');
    expect(refreshes.count).toBe(1);
    // a file that fails stores nothing: the next idle queue asks for nothing
    actor.send({ type: 'files.add', files: [fakeFile('dup.mp4', 5)] });
    actor.send({ type: 'upload.start' });
    await checked(w, 'c', 0);
    expect(actor.getSnapshot().value).toBe('done');
    expect(refreshes.count).toBe(1);
  });

  it('a queue that does not announce (the shell\'s upload manager refreshes for it) asks for nothing', async () => {
    const { w, actor, refreshes } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a.mp4', 5)] });
    actor.send({ type: 'upload.start' });
    await checked(w, 'a', 8);
    expect(actor.getSnapshot().value).toBe('done');
    expect(refreshes.count).toBe(0);
  });

  it('a duplicate name marks that file error and the queue moves on', async () => {
    const { w, actor, status } = live();
    actor.send({ type: 'files.add', files: [fakeFile('dup.mp4', 5), fakeFile('ok.mp4', 5)] });
    actor.send({ type: 'upload.start' });
    w.hashBack!({ type: 'hash.done', md5: 'a'.repeat(32) });
    w.check!.resolve({ fileResId: 0, curChunk: 0 });
    await settle();
    expect(status(0)).toBe('error');
    expect(actor.getSnapshot().context.files[0]!.ref.getSnapshot().context.error).toBe('该媒体库中已有同名文件');
    expect(status(1)).toBe('hashing');
    expect(actor.getSnapshot().context.currentId).toBe('f2');
  });

  it('pause during a chunk cancels it and keeps the index; resume goes on from there', async () => {
    const { w, actor, status } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a.mp4', 35)] });
    actor.send({ type: 'upload.start' });
    w.hashBack!({ type: 'hash.done', md5: 'a'.repeat(32) });
    w.check!.resolve({ fileResId: -1, curChunk: 1 });
    await settle();
    w.chunks!.sendBack({ type: 'chunk.done', index: 2, at: 0 });
    actor.send({ type: 'upload.pause' });
    expect(actor.getSnapshot().value).toBe('pause');
    expect(status(0)).toBe('pause');
    expect(w.chunkStops).toBe(1);
    expect(actor.getSnapshot().can({ type: 'upload.resume' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'upload.start' })).toBe(false);
    actor.send({ type: 'upload.resume' });
    expect(actor.getSnapshot().matches({ running: 'uploading' })).toBe(true);
    expect(w.chunks!.input.chunks).toEqual([3, 4]);
    expect(w.hashStarts).toBe(1);
    expect(w.checks).toBe(1);
  });

  it('pause during hashing, then resume', () => {
    const { w, actor, status } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a.mp4', 35)] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'upload.pause' });
    expect(status(0)).toBe('pause');
    expect(w.hashStops).toBe(1);
    actor.send({ type: 'upload.resume' });
    expect(status(0)).toBe('hashing');
    expect(actor.getSnapshot().matches({ running: 'hash' })).toBe(true);
  });

  it('clear resets everything at once; clear-all pauses and empties after 300 ms', async () => {
    const { w, actor, clock } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a.mp4', 35), fakeFile('b.mp4', 1)] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'upload.clear' });
    expect(actor.getSnapshot().value).toBe('wait');
    expect(actor.getSnapshot().context.files).toEqual([]);
    expect(w.hashStops).toBe(1);

    actor.send({ type: 'files.add', files: [fakeFile('c.mp4', 35)] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'all.clear' });
    expect(actor.getSnapshot().value).toBe('clearing');
    expect(actor.getSnapshot().context.files).toHaveLength(1);
    clock.increment(299);
    expect(actor.getSnapshot().context.files).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('wait');
    expect(actor.getSnapshot().context.files).toEqual([]);
  });

  it('a limit above 0 refuses a selection that would exceed it and says so; 0 is unlimited', () => {
    const limited = live(2);
    limited.actor.send({ type: 'files.add', files: [fakeFile('a', 1)] });
    limited.actor.send({ type: 'files.add', files: [fakeFile('b', 1), fakeFile('c', 1)] });
    expect(limited.actor.getSnapshot().context.files).toHaveLength(1);
    expect(limited.emitted).toEqual([{ type: 'limit.exceeded', files: expect.any(Array), limit: 2 }]);
    const unlimited = live(0);
    unlimited.actor.send({ type: 'files.add', files: Array.from({ length: 50 }, (_, i) => fakeFile(`f${i}`, 1)) });
    expect(unlimited.actor.getSnapshot().context.files).toHaveLength(50);
  });

  it('per item: pause moves on, resume requeues, remove cancels; retry all and pause all', async () => {
    const { w, actor, status } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a', 25), fakeFile('b', 25), fakeFile('c', 25)] });
    actor.send({ type: 'upload.start' });
    actor.send({ type: 'item.pause', id: 'f1' });
    expect(status(0)).toBe('pause');
    expect(actor.getSnapshot().context.currentId).toBe('f2');
    expect(status(1)).toBe('hashing');
    actor.send({ type: 'item.resume', id: 'f1' });
    expect(status(0)).toBe('wait');
    actor.send({ type: 'item.remove', id: 'f2' });
    expect(actor.getSnapshot().context.files.map((f) => f.id)).toEqual(['f1', 'f3']);
    expect(actor.getSnapshot().context.currentId).toBe('f1');
    expect(status(0)).toBe('hashing');
    actor.send({ type: 'all.pause' });
    expect(actor.getSnapshot().value).toBe('pause');
    expect([status(0), status(1)]).toEqual(['pause', 'pause']);
    actor.send({ type: 'all.retry' });
    expect([status(0), status(1)]).toEqual(['hashing', 'wait']);
    expect(actor.getSnapshot().matches({ running: 'hash' })).toBe(true);
    w.hashBack!({ type: 'hash.failed', error: '读取失败' });
    expect(status(0)).toBe('error');
    expect(actor.getSnapshot().context.currentId).toBe('f3');
  });

  it('the limit counts files waiting, hashing, uploading or paused, not finished ones', async () => {
    const { w, actor, emitted } = live(2);
    actor.send({ type: 'files.add', files: [fakeFile('a', 25), fakeFile('b', 25)] });
    actor.send({ type: 'upload.start' });
    w.hashing.get('a')!({ type: 'hash.done', md5: 'a'.repeat(32) });
    w.check!.resolve({ fileResId: 5, curChunk: 0 });
    await settle();
    // a is secondPass (finished): one place is free again
    actor.send({ type: 'files.add', files: [fakeFile('c', 25)] });
    expect(actor.getSnapshot().context.files.map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(emitted.filter((e) => e.type === 'limit.exceeded')).toEqual([]);
    // b (hashing) and c (wait) fill the two places
    actor.send({ type: 'files.add', files: [fakeFile('d', 25)] });
    expect(actor.getSnapshot().context.files).toHaveLength(3);
    expect(emitted.filter((e) => e.type === 'limit.exceeded')).toHaveLength(1);
    // a paused file still counts
    actor.send({ type: 'item.pause', id: 'f2' });
    actor.send({ type: 'files.add', files: [fakeFile('d', 25)] });
    expect(actor.getSnapshot().context.files).toHaveLength(3);
  });

  it('retry all sets every file that is not success, wait or uploading back to wait', async () => {
    const { w, actor, status } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a', 25), fakeFile('b', 25), fakeFile('c', 25), fakeFile('d', 25)] });
    actor.send({ type: 'upload.start' });
    // a: error (duplicate name)
    w.hashing.get('a')!({ type: 'hash.done', md5: 'a'.repeat(32) });
    w.check!.resolve({ fileResId: 0, curChunk: 0 });
    await settle();
    expect(status(0)).toBe('error');
    // b: paused
    actor.send({ type: 'item.pause', id: 'f2' });
    expect(status(1)).toBe('pause');
    // c: uploading
    w.hashing.get('c')!({ type: 'hash.done', md5: 'c'.repeat(32) });
    w.check!.resolve({ fileResId: -1, curChunk: 0 });
    await settle();
    expect(status(2)).toBe('uploading');
    actor.send({ type: 'all.retry' });
    // a and b back to wait; c keeps uploading; d keeps waiting (or hashing ahead)
    expect(status(0)).toBe('wait');
    expect(status(1)).toBe('wait');
    expect(status(2)).toBe('uploading');
    expect(['wait', 'hashing']).toContain(status(3));
  });

  it('passes the description and tag names of a selection to its files', () => {
    const { actor } = live();
    actor.send({ type: 'files.add', files: [fakeFile('a', 25)], fileDesc: '说明', fileTagNames: '甲,乙' });
    const ctx = actor.getSnapshot().context.files[0]!.ref.getSnapshot().context;
    expect([ctx.fileDesc, ctx.fileTagNames]).toEqual(['说明', '甲,乙']);
  });

  it('restored entries resume without hashing', () => {
    const { w, actor, status } = live();
    actor.send({ type: 'files.restore', entries: [{ file: fakeFile('r.mp4', 35), md5: 'c'.repeat(32), curChunk: 2, id: 'saved-1' }] });
    actor.send({ type: 'upload.start' });
    expect(status(0)).toBe('checking');
    expect(w.hashStarts).toBe(0);
    expect(actor.getSnapshot().context.files[0]!.id).toBe('saved-1');
  });
});
