import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { TvChannel } from '../../shared/schedule.js';
import { tvChannelsMachine } from './tv-channels.machine.js';
import { failingEffect } from '../testing/failing-effect.js';
import { firstLoadAfterDelay } from '../testing/first-load.js';

const tv = (id: number, name: string): TvChannel => ({
  liveTvId: id, liveTvName: name, liveTvDesc: '', liveTvCover: '', liveTvState: 1, liveTvSort: 0, liveKind: 6, createTime: 0, updateTime: 0,
});

type PageQuery = { keyword: string; pageIndex: number; pageSize: number; kind: number };
type Page = { list: TvChannel[]; total: number };

/** The machine's page effect, answering each query with `answer` (where a test also notes what it was asked). */
const pageEffect = (answer: (query: PageQuery) => Page | Promise<Page>) => fromPromise<Page, PageQuery>(async ({ input }) => answer(input));

type SaveInput = { liveTvId: number | null; form: { liveTvName: string; liveTvDesc: string }; kind: number };

/**
 * The machine over a store of two channels that its swapped effects read and change, noting each
 * keyword loaded; with `hold`, each save and delete waits until the test calls `held.save()` or
 * `held.delete()`.
 */
function channelStore(hold = false) {
  let rows = [tv(1, '综合频道'), tv(2, '新闻频道')];
  const keywords: string[] = [];
  const held: { save?: () => void; delete?: () => void } = {};
  const settle = (kind: 'save' | 'delete', change: () => void) =>
    hold ? new Promise<void>((resolve) => (held[kind] = () => (change(), resolve()))) : Promise.resolve(change());
  const machine = tvChannelsMachine.provide({
    actors: {
      loadPage: pageEffect((input) => {
        keywords.push(input.keyword);
        const list = rows.filter((r) => r.liveTvName.includes(input.keyword));
        return { list, total: list.length };
      }),
      saveChannel: fromPromise<unknown, SaveInput>(({ input }) => settle('save', () => (rows = [...rows, tv(3, input.form.liveTvName)]))),
      deleteChannel: fromPromise<unknown, { liveTvId: number }>(({ input }) => settle('delete', () => (rows = rows.filter((r) => r.liveTvId !== input.liveTvId)))),
    },
    actions: { notifySuccess: () => {} },
  });
  return { machine, keywords, held };
}

describe('tv channels machine', () => {
  it('searches on submit, saves and deletes, reloading the list each time', async () => {
    const { machine, keywords } = channelStore();
    const actor = createActor(machine, { input: { kind: 7 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.total).toBe(2);
    actor.send({ type: 'keyword.change', value: '新闻' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.list.map((r) => r.liveTvId)).toEqual([2]);
    actor.send({ type: 'channel.save', liveTvId: null, form: { liveTvName: '新闻二台', liveTvDesc: '' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved === 1);
    expect(actor.getSnapshot().context.total).toBe(2);
    actor.send({ type: 'channel.delete', liveTvId: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved === 2);
    expect(actor.getSnapshot().context.list.map((r) => r.liveTvName)).toEqual(['新闻二台']);
    expect(keywords).toEqual(['', '新闻', '新闻', '新闻']);
  });
});

describe('tv channels machine: the shared table paging (spec 001 §9)', () => {
  it('first load after 300 ms with 20 rows; size selector; an empty later page steps back one page', async () => {
    let rows = Array.from({ length: 21 }, (_, i) => tv(i + 1, `频道${i + 1}`));
    const asked: { pageIndex: number; pageSize: number }[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      tvChannelsMachine.provide({
        actors: {
          loadPage: pageEffect((input) => {
            asked.push({ pageIndex: input.pageIndex, pageSize: input.pageSize });
            return { list: rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize), total: rows.length };
          }),
        },
      }),
      { clock, input: {} },
    ).start();
    await firstLoadAfterDelay(actor, clock, asked);
    expect(asked).toEqual([{ pageIndex: 1, pageSize: 20 }]);
    actor.send({ type: 'page.go', pageIndex: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageIndex === 2);
    rows = rows.slice(0, 20); // page 2's only row went elsewhere
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageIndex === 1);
    expect(asked.slice(-2)).toEqual([{ pageIndex: 2, pageSize: 20 }, { pageIndex: 1, pageSize: 20 }]);
    actor.send({ type: 'page.size', pageSize: 50 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageSize === 50);
    expect(asked.at(-1)).toEqual({ pageIndex: 1, pageSize: 50 });
  });
});

describe('tv channels machine: a search sent while a page is loading', () => {
  it('restarts the load with the new keyword instead of dropping the Enter', async () => {
    const rows = [tv(1, '综合频道'), tv(2, '新闻频道')];
    const pending: { keyword: string; resolve: () => void }[] = [];
    const actor = createActor(
      tvChannelsMachine.provide({
        actors: {
          loadPage: pageEffect(
            (input) =>
              new Promise<Page>((resolve) => {
                const list = rows.filter((r) => r.liveTvName.includes(input.keyword));
                pending.push({ keyword: input.keyword, resolve: () => resolve({ list, total: list.length }) });
              }),
          ),
          saveChannel: fromPromise<unknown, { liveTvId: number | null; form: { liveTvName: string; liveTvDesc: string }; kind: number }>(async () => undefined),
          deleteChannel: fromPromise<unknown, { liveTvId: number }>(async () => undefined),
        },
        actions: { notifySuccess: () => {} },
      }),
      { input: { kind: 7 } },
    ).start();
    await waitFor(actor, (s) => s.matches('loading'));
    actor.send({ type: 'keyword.change', value: '新闻' });
    actor.send({ type: 'search.submit' });
    expect(pending.map((p) => p.keyword)).toEqual(['', '新闻']);
    // the first answer comes back late and is ignored: only the restarted load counts
    pending[0].resolve();
    pending[1].resolve();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.list.map((r) => r.liveTvId)).toEqual([2]);
  });
});

describe('tv channels machine: a search sent while a save or a delete runs', () => {
  it('is taken by the load that follows the save or the delete', async () => {
    const { machine, keywords, held } = channelStore(true);
    const actor = createActor(machine, { input: { kind: 7 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'channel.save', liveTvId: null, form: { liveTvName: '新闻二台', liveTvDesc: '' } });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'keyword.change', value: '二台' });
    actor.send({ type: 'search.submit' });
    held.save!();
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved === 1);
    expect(actor.getSnapshot().context.list.map((r) => r.liveTvName)).toEqual(['新闻二台']);

    actor.send({ type: 'channel.delete', liveTvId: 3 });
    expect(actor.getSnapshot().value).toBe('deleting');
    actor.send({ type: 'keyword.change', value: '综合' });
    actor.send({ type: 'search.submit' });
    held.delete!();
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved === 2);
    expect(actor.getSnapshot().context.list.map((r) => r.liveTvName)).toEqual(['综合频道']);
    expect(keywords).toEqual(['', '二台', '综合']);
  });
});

describe('tv channels machine: a failed load', () => {
  it('waits in failed with its error; 重试 (list.reload) loads the same page again, a search loads with its keyword', async () => {
    const load = failingEffect<Page, PageQuery>('服务暂不可用', () => ({ list: [tv(1, '综合频道')], total: 1 }));
    const keywords = () => load.asked.map((q) => q.keyword);
    const actor = createActor(tvChannelsMachine.provide({ actors: { loadPage: load.effect } }), { input: { kind: 6 } }).start();
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('服务暂不可用');
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('failed') && keywords().length === 2);
    load.recover();
    actor.send({ type: 'keyword.change', value: '综合' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(keywords()).toEqual(['', '', '综合']);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.list.map((r) => r.liveTvId)).toEqual([1]);
  });
});
