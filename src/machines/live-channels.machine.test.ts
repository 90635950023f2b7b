import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PassagewayItem } from '../../shared/live-rules.js';
import type { PassagewayForm } from '../../shared/media-effects.js';
import { channelErrors, channelForm, EMPTY_CHANNEL, liveChannelsMachine, type ChannelFilter } from './live-channels.machine.js';
import { firstLoadAfterDelay } from '../testing/first-load.js';

const channel = (id: number, over: Partial<PassagewayItem> = {}): PassagewayItem => ({
  passagewayId: id, livePwName: `通道${id}`, passagewayType: 0, passagewayState: 2, liveRtmpPlayPath: '', liveHlsPlayPath: '', livePushPath: '',
  livePullPath: '', port: 10000 + id, streamKey: 'k', serverId: 1, serverName: '主', equipment: '', description: '', selectable: true, type: 1,
  createTime: 0, updateTime: 0, ...over,
});

function world() {
  let rows = [channel(1), channel(2)];
  const filters: ChannelFilter[] = [];
  const saved: { id: number | null; form: PassagewayForm }[] = [];
  const notify = vi.fn();
  let refuse: string | null = null;
  const machine = liveChannelsMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: ChannelFilter }) => {
        filters.push(input);
        const list = rows.filter((r) => !input.keyword || r.livePwName.includes(input.keyword));
        return { list, total: list.length, pageIndex: 1, pageSize: 10 };
      }),
      save: fromPromise(async ({ input }: { input: { id: number | null; form: PassagewayForm } }) => {
        if (refuse) throw new Error(refuse);
        saved.push(input);
        const c = channel(input.id ?? rows.length + 1, { livePwName: input.form.livePwName });
        rows = input.id ? rows.map((r) => (r.passagewayId === input.id ? c : r)) : [...rows, c];
        return c;
      }),
      remove: fromPromise(async ({ input }: { input: { id: number } }) => {
        rows = rows.filter((r) => r.passagewayId !== input.id);
        return null;
      }),
    },
    actions: { notify: (_, p: { text: string }) => notify(p.text) },
  });
  return { machine, filters, saved, notify, refuseWith: (m: string | null) => (refuse = m), rows: () => rows };
}

/** A world whose machine has started and loaded its first page. */
async function loadedWorld() {
  const w = world();
  const a = createActor(w.machine).start();
  await waitFor(a, (s) => s.matches({ list: 'loaded' }));
  return { w, a };
}

describe('live channels machine', () => {
  it('loads, searches and filters from page 1; empty when nothing matches', async () => {
    const { w, a } = await loadedWorld();
    expect(a.getSnapshot().context.channels).toHaveLength(2);
    a.send({ type: 'filter.change', type_: 1, status: 1 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    expect(w.filters.at(-1)).toMatchObject({ type: 1, status: 1, pageIndex: 1 });
    a.send({ type: 'search.submit', keyword: '不存在' });
    await waitFor(a, (s) => s.matches({ list: 'empty' }));
  });

  it('pages as the shared table: 20 rows, first load after 300 ms, a page-size selector (back to page 1)', async () => {
    const w = world();
    const clock = new SimulatedClock();
    const a = createActor(w.machine, { clock }).start();
    await firstLoadAfterDelay(a, clock, w.filters, { waiting: { list: 'waiting' }, loaded: { list: 'loaded' } });
    expect(w.filters[0]).toMatchObject({ pageIndex: 1, pageSize: 20 });
    a.send({ type: 'page.go', pageIndex: 2 });
    a.send({ type: 'page.size', pageSize: 50 });
    await waitFor(a, (s) => s.matches({ list: 'loaded' }));
    expect(w.filters.at(-1)).toMatchObject({ pageIndex: 1, pageSize: 50 });
  });

  it('validates a new channel in Chinese only after a save was attempted, then saves and reloads', async () => {
    const { w, a } = await loadedWorld();
    a.send({ type: 'editor.new' });
    expect(a.getSnapshot().context.attempted).toBe(false);
    a.send({ type: 'field.change', name: 'passagewayType', value: '1' });
    a.send({ type: 'editor.save' });
    expect(a.getSnapshot().matches({ editor: 'editing' })).toBe(true);
    expect(a.getSnapshot().context.attempted).toBe(true);
    expect(channelErrors(a.getSnapshot().context.values)).toEqual({ livePwName: '请输入通道名称', livePullPath: '拉流通道需要填写拉流地址' });
    a.send({ type: 'field.change', name: 'livePwName', value: '晚间新闻' });
    a.send({ type: 'field.change', name: 'livePullPath', value: 'rtmp://src/live/a' });
    a.send({ type: 'editor.save' });
    expect(a.getSnapshot().matches({ editor: 'saving' })).toBe(true);
    await waitFor(a, (s) => s.matches({ editor: 'closed' }) && s.matches({ list: 'loaded' }) && s.context.channels.length === 3);
    expect(w.saved[0]).toMatchObject({ id: null });
    expect(w.notify).toHaveBeenCalledWith('新增成功');
  });

  it('edits with the channel values, shows a refusal and keeps the dialog open', async () => {
    const { w, a } = await loadedWorld();
    a.send({ type: 'editor.edit', channel: w.rows()[0]! });
    expect(a.getSnapshot().context.values.livePwName).toBe('通道1');
    w.refuseWith('通道名称已存在');
    a.send({ type: 'field.change', name: 'livePwName', value: '通道2' });
    a.send({ type: 'editor.save' });
    await waitFor(a, (s) => s.matches({ editor: 'editing' }) && s.context.serverError !== null);
    expect(a.getSnapshot().context.serverError).toBe('通道名称已存在');
    w.refuseWith(null);
    a.send({ type: 'field.change', name: 'livePwName', value: '通道一' });
    a.send({ type: 'editor.save' });
    await waitFor(a, (s) => s.matches({ editor: 'closed' }));
    expect(w.saved[0]).toMatchObject({ id: 1 });
    expect(w.notify).toHaveBeenCalledWith('修改成功');
  });

  it('deletes only after a confirmation', async () => {
    const { w, a } = await loadedWorld();
    a.send({ type: 'remove.request', channel: w.rows()[0]! });
    expect(a.getSnapshot().matches({ remover: 'confirming' })).toBe(true);
    a.send({ type: 'remove.cancel' });
    expect(w.rows()).toHaveLength(2);
    a.send({ type: 'remove.request', channel: w.rows()[0]! });
    a.send({ type: 'remove.confirm' });
    await waitFor(a, (s) => s.matches({ remover: 'idle' }) && s.matches({ list: 'loaded' }) && s.context.channels.length === 1);
  });

  it('turns values into the form body', () => {
    expect(channelErrors({ ...EMPTY_CHANNEL, livePwName: 'a', port: '80' }).port).toBe('端口需为 1024–65535 之间的整数');
    expect(channelErrors({ ...EMPTY_CHANNEL, livePwName: 'a/b' }).livePwName).toBe('通道名称不能包含 / 或 \\ 等特殊字符');
    expect(channelForm({ ...EMPTY_CHANNEL, livePwName: ' 甲 ', passagewayType: '1', passagewayState: '2', livePullPath: ' rtmp://x/y ' })).toMatchObject({
      livePwName: '甲', passagewayType: 1, passagewayState: 0, livePullPath: 'rtmp://x/y', port: undefined,
    });
  });
});
