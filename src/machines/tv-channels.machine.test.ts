import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TvChannel } from '../../shared/schedule.js';
import { tvChannelsMachine } from './tv-channels.machine.js';

const tv = (id: number, name: string): TvChannel => ({
  liveTvId: id, liveTvName: name, liveTvDesc: '', liveTvCover: '', liveTvState: 1, liveTvSort: 0, createTime: 0, updateTime: 0,
});

describe('tv channels machine', () => {
  it('searches on submit, saves and deletes, reloading the list each time', async () => {
    let rows = [tv(1, '综合频道'), tv(2, '新闻频道')];
    const keywords: string[] = [];
    const actor = createActor(
      tvChannelsMachine.provide({
        actors: {
          loadPage: fromPromise<{ list: TvChannel[]; total: number }, { keyword: string; pageIndex: number; pageSize: number }>(async ({ input }) => {
            keywords.push(input.keyword);
            const list = rows.filter((r) => r.liveTvName.includes(input.keyword));
            return { list, total: list.length };
          }),
          saveChannel: fromPromise<unknown, { liveTvId: number | null; form: { liveTvName: string; liveTvDesc: string } }>(async ({ input }) => {
            rows = [...rows, tv(3, input.form.liveTvName)];
          }),
          deleteChannel: fromPromise<unknown, { liveTvId: number }>(async ({ input }) => {
            rows = rows.filter((r) => r.liveTvId !== input.liveTvId);
          }),
        },
      }),
    ).start();
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
