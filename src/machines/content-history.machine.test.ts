// The history panel's chart and the review of a changed item: revisions listed and picked in
// pairs, a restore asked first and announced, and a review refused as stale (409) that shows
// the new revision and reviews it again instead of approving what the reviewer did not see.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RevisionEntry } from '../../shared/content.js';
import { contentHistoryMachine, lastReviewedRevision, pickedPair, savedRevisions } from './content-history.machine.js';
import { contentReviewMachine, staleRevision } from './content-review.machine.js';
import { contentRevisionDiffMachine } from './content-revision-diff.machine.js';

const entry = (revision: number, note: string, userName = '张编辑'): RevisionEntry => ({ revision, savedAt: revision * 1000, userId: 2, userName, note });
const entries = [entry(4, ''), entry(3, '驳回', '李审核'), entry(3, '提交审核'), entry(3, ''), entry(2, '恢复'), entry(1, '')];

describe('content history', () => {
  it('lists saved revisions, picks two to compare and replaces the oldest pick', async () => {
    const actor = createActor(contentHistoryMachine.provide({ actors: { loadRevisions: fromPromise(async () => entries) } }), { input: { id: 7 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.picked).toEqual([3, 4]);
    expect(pickedPair(actor.getSnapshot().context.picked)).toEqual([3, 4]);
    actor.send({ type: 'revision.pick', revision: 4 });
    expect(actor.getSnapshot().context.picked).toEqual([3]);
    expect(pickedPair([3])).toBeNull();
    actor.send({ type: 'revision.pick', revision: 1 });
    actor.send({ type: 'revision.pick', revision: 2 });
    expect(actor.getSnapshot().context.picked).toEqual([1, 2]);
    // a revision that was never saved (or a status line) cannot be picked or restored
    expect(actor.getSnapshot().can({ type: 'revision.pick', revision: 9 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'restore.ask', revision: 9 })).toBe(false);
    expect(savedRevisions(entries)).toEqual([4, 3, 2, 1]);
  });

  it('asks before restoring, restores, announces the new revision and reloads the list', async () => {
    const restored: { id: number; revision: number }[] = [];
    const emitted: number[] = [];
    let list = entries;
    const actor = createActor(
      contentHistoryMachine.provide({
        actors: {
          loadRevisions: fromPromise(async () => list),
          restoreRevision: fromPromise(async ({ input }) => {
            restored.push(input);
            list = [entry(5, '恢复', '管理员'), ...entries];
            return { revision: 5 };
          }),
        },
      }),
      { input: { id: 7 } },
    ).start();
    actor.on('restored', (e) => void emitted.push(e.revision));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'restore.ask', revision: 1 });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'restore.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(restored).toEqual([]);
    actor.send({ type: 'restore.ask', revision: 1 });
    actor.send({ type: 'restore.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.entries.length === entries.length + 1);
    expect(restored).toEqual([{ id: 7, revision: 1 }]);
    expect(emitted).toEqual([5]);
    expect(actor.getSnapshot().context.picked).toEqual([4, 5]);
  });

  it('a refused restore stays with the server\'s message', async () => {
    const actor = createActor(
      contentHistoryMachine.provide({
        actors: {
          loadRevisions: fromPromise(async () => entries),
          restoreRevision: fromPromise<{ revision: number }, { id: number; revision: number }>(async () => {
            throw new Error('版本不存在');
          }),
        },
      }),
      { input: { id: 7 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'restore.ask', revision: 2 });
    actor.send({ type: 'restore.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: '版本不存在', asked: null });
  });

  it('compares with the revision of the last review, or nothing on a first submission', () => {
    expect(lastReviewedRevision(entries, 4)).toBe(3);
    expect(lastReviewedRevision(entries, 3)).toBeNull();
    expect(lastReviewedRevision([entry(1, ''), entry(1, '提交审核')], 1)).toBeNull();
  });

  it('loads the two versions of a comparison and switches between word and character', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      contentRevisionDiffMachine.provide({
        actors: {
          loadVersions: fromPromise(async ({ input }) => {
            calls.push(input);
            throw new Error('读取失败');
          }),
        },
      }),
      { input: { id: 7, from: { kind: 'live' }, to: { kind: 'revision', revision: 4 } } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(calls).toEqual([{ id: 7, from: { kind: 'live' }, to: { kind: 'revision', revision: 4 } }]);
    actor.send({ type: 'mode.change', mode: 'char' });
    expect(actor.getSnapshot().context.mode).toBe('char');
  });
});

describe('review of an item changed after it was opened', () => {
  it('a stale review shows the new revision and reviews it again; nothing is approved unseen', async () => {
    const sent: { pass: number; revision?: number }[] = [];
    const actor = createActor(
      contentReviewMachine.provide({
        actors: {
          reviewItem: fromPromise(async ({ input }) => {
            sent.push({ pass: input.pass, revision: input.revision });
            if (input.revision === 3) throw Object.assign(new Error('稿件已被张编辑于 2026-11-28 08:00:00 保存为第 4 版'), { conflict: true, revision: 4 });
            return { status: 3 as const };
          }),
        },
      }),
      { input: { item: { id: 7, type: 1, status: 1, revision: 3 } } },
    ).start();
    actor.send({ type: 'review.approve' });
    await waitFor(actor, (s) => s.matches('stale'));
    expect(actor.getSnapshot().context).toMatchObject({ latest: 4, item: { revision: 3, status: 1 } });
    expect(actor.getSnapshot().context.error).toMatch(/张编辑/);
    expect(actor.getSnapshot().can({ type: 'review.approve' })).toBe(false);
    actor.send({ type: 'review.again' });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ latest: null, error: null, item: { revision: 4 } });
    actor.send({ type: 'review.approve' });
    await waitFor(actor, (s) => s.matches('approved'));
    expect(sent).toEqual([{ pass: 1, revision: 3 }, { pass: 1, revision: 4 }]);
  });

  it('tells a stale refusal from any other', () => {
    expect(staleRevision(Object.assign(new Error('x'), { conflict: true, revision: 4 }))).toBe(4);
    expect(staleRevision(Object.assign(new Error('x'), { conflict: true }))).toBeNull();
    expect(staleRevision(new Error('x'))).toBeNull();
    expect(staleRevision('x')).toBeNull();
  });
});
