// The contribution queue's 采用: it asks first (as 删除 does); once done the context keeps the draft
// it made (so the screen can lead to it) until dismissed or another decision starts.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ContributionCommand, ContributionItem, Paged } from '../../shared/contributions.js';
import { contributionQueueMachine, draftOf } from './contribution-queue.machine.js';

const row: ContributionItem = { id: 1, title: '投稿', content: '内容', name: '市民', phone: '', files: [], status: 0, reason: '', contentId: 0, createTime: 1 };

function start(answer: unknown = { contentId: 42, type: 1 }) {
  const ran: ContributionCommand[] = [];
  const notify = vi.fn();
  const actor = createActor(
    contributionQueueMachine.provide({
      actors: {
        fetchPage: fromPromise(async (): Promise<Paged<ContributionItem>> => ({ list: [row], total: 1, pageIndex: 1, pageSize: 10 })),
        act: fromPromise(async ({ input }: { input: ContributionCommand }) => {
          ran.push(input);
          return answer;
        }),
      },
      actions: { notify: (_, p) => notify(p.text) },
    }),
    { input: {} },
  ).start();
  return { actor, ran, notify };
}

describe('contributionQueue 采用', () => {
  it('asks first: cancel runs nothing', async () => {
    const { actor, ran } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contribution.act', command: { kind: 'pass', id: 1 } });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'pass', id: 1 });
    actor.send({ type: 'command.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(ran).toEqual([]);
    actor.stop();
  });

  it('confirmed, it passes and keeps the draft until dismissed', async () => {
    const { actor, ran, notify } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contribution.act', command: { kind: 'pass', id: 1 } });
    actor.send({ type: 'command.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pending === null);
    expect(ran).toEqual([{ kind: 'pass', id: 1 }]);
    expect(notify).toHaveBeenCalledWith('已采用，已生成草稿');
    expect(actor.getSnapshot().context.draft).toEqual({ contentId: 42, type: 1 });
    actor.send({ type: 'draft.dismiss' });
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.stop();
  });

  it('another decision forgets the draft; a delete keeps none', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'contribution.act', command: { kind: 'pass', id: 1 } });
    actor.send({ type: 'command.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.draft !== null);
    actor.send({ type: 'contribution.act', command: { kind: 'delete', id: 1 } });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.send({ type: 'command.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pending === null);
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.stop();
  });

  it('reads the draft from the answer only when it is one', () => {
    expect(draftOf({ contentId: 3, type: 2 })).toEqual({ contentId: 3, type: 2 });
    expect(draftOf(null)).toBeNull();
    expect(draftOf({ contentId: '3', type: 2 })).toBeNull();
  });
});
