import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HOME_TAB, tabsMachine, type Tab } from './tabs.machine.js';

function start(tabs: Tab[] = [], leave = true) {
  const persisted: Tab[][] = [];
  const navigated: string[] = [];
  const notices: string[] = [];
  const actor = createActor(
    tabsMachine.provide({
      actors: { confirmLeave: fromPromise(async () => leave) },
      actions: {
        persist: (_, p) => void persisted.push(p.tabs),
        navigate: (_, p) => void navigated.push(p.to),
        notify: (_, p) => void notices.push(p.text),
      },
    }),
    { input: { tabs } },
  ).start();
  const paths = () => actor.getSnapshot().context.tabs.map((t) => t.path);
  return { actor, persisted, navigated, notices, paths };
}

describe('tabs machine', () => {
  it('always starts with the console tab and restores the stored list without duplicates', () => {
    const { paths } = start([{ path: '/a', title: 'A' }, { path: '/a', title: 'A' }, { path: '/dashboard/index', title: '控制台' }]);
    expect(paths()).toEqual([HOME_TAB.path, '/a']);
  });

  it('adds visited routes once and persists', () => {
    const { actor, persisted, paths } = start();
    actor.send({ type: 'tab.visit', path: '/a', title: 'A' });
    actor.send({ type: 'tab.visit', path: '/b', title: 'B' });
    actor.send({ type: 'tab.visit', path: '/a', title: 'A' });
    expect(paths()).toEqual([HOME_TAB.path, '/a', '/b']);
    expect(persisted).toHaveLength(2);
    expect(persisted.at(-1)!.map((t) => t.path)).toEqual(paths());
  });

  it('closing the open tab goes to the last remaining tab (after the leave check); closing another stays', async () => {
    const { actor, navigated, paths } = start([{ path: '/a', title: 'A' }, { path: '/b', title: 'B' }, { path: '/c', title: 'C' }]);
    actor.send({ type: 'tab.close', path: '/a', current: '/b' });
    expect(paths()).toEqual([HOME_TAB.path, '/b', '/c']);
    expect(navigated).toEqual([]);
    actor.send({ type: 'tab.close', path: '/c', current: '/c' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(navigated).toEqual(['/b']);
    actor.send({ type: 'tab.close', path: '/b', current: '/b' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(navigated).toEqual(['/b', HOME_TAB.path]);
  });

  it('keeps the open tab when the leave check says no', async () => {
    const { actor, navigated, paths } = start([{ path: '/a', title: 'A' }], false);
    actor.send({ type: 'tab.close', path: '/a', current: '/a' });
    expect(actor.getSnapshot().matches('confirmingClose')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(paths()).toEqual([HOME_TAB.path, '/a']);
    expect(navigated).toEqual([]);
  });

  it('keeps a left screen\'s state for its tab and releases it when the tab closes', async () => {
    const { actor } = start([{ path: '/a', title: 'A' }, { path: '/b', title: 'B' }]);
    const kept = () => actor.getSnapshot().context.kept;
    actor.send({ type: 'tab.keep', path: '/a', key: 'list', snapshot: { page: 2 } });
    actor.send({ type: 'tab.keep', path: '/b', key: 'list', snapshot: { page: 3 } });
    expect(kept()).toEqual({ '/a': { list: { page: 2 } }, '/b': { list: { page: 3 } } });
    // closing another tab releases its state at once
    actor.send({ type: 'tab.close', path: '/a', current: '/b' });
    expect(kept()).toEqual({ '/b': { list: { page: 3 } } });
    // a screen left after its tab closed keeps nothing (the open tab closed: its screen unmounts afterwards)
    actor.send({ type: 'tab.close', path: '/b', current: '/b' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'tab.keep', path: '/b', key: 'list', snapshot: { page: 4 } });
    expect(kept()).toEqual({});
    // reopened: nothing kept, the screen starts fresh
    actor.send({ type: 'tab.visit', path: '/b', title: 'B' });
    expect(kept()['/b']).toBeUndefined();
  });

  it('closing the others releases their kept state; login pages are never tabs', () => {
    const { actor, paths } = start([{ path: '/a', title: 'A' }, { path: '/b', title: 'B' }]);
    actor.send({ type: 'tab.keep', path: '/a', key: 'list', snapshot: { page: 2 } });
    actor.send({ type: 'tab.keep', path: '/b', key: 'list', snapshot: { page: 3 } });
    actor.send({ type: 'tab.closeOthers', current: '/b' });
    expect(actor.getSnapshot().context.kept).toEqual({ '/b': { list: { page: 3 } } });
    actor.send({ type: 'tab.visit', path: '/login/demo', title: '登录' });
    expect(paths()).toEqual([HOME_TAB.path, '/b']);
  });

  it('never closes the console tab', () => {
    const { actor, paths, persisted } = start();
    actor.send({ type: 'tab.close', path: HOME_TAB.path, current: HOME_TAB.path });
    expect(paths()).toEqual([HOME_TAB.path]);
    expect(persisted).toEqual([]);
  });

  it('closes the others', () => {
    const { actor, paths } = start([{ path: '/a', title: 'A' }, { path: '/b', title: 'B' }]);
    actor.send({ type: 'tab.closeOthers', current: '/b' });
    expect(paths()).toEqual([HOME_TAB.path, '/b']);
  });

  describe('the rights changed (routes.change: the pages the new route table serves)', () => {
    const open = [
      { path: '/message/like/list', title: '点赞消息' },
      { path: '/message/settings', title: '消息设置' },
      { path: '/contentProduction/edit', title: '' },
    ];

    it('closes the tabs of pages no longer served, names them in one notice, persists and drops their kept state', () => {
      const { actor, notices, persisted, navigated, paths } = start(open);
      actor.send({ type: 'tab.keep', path: '/message/settings', key: 'form', snapshot: { dirty: true } });
      actor.send({ type: 'tab.keep', path: '/message/like/list', key: 'list', snapshot: { page: 2 } });
      actor.send({ type: 'routes.change', pages: ['/dashboard/index', '/message/like/list'] });
      expect(paths()).toEqual([HOME_TAB.path, '/message/like/list']);
      expect(notices).toEqual(['你的权限已变更，已关闭无权访问的页面：消息设置、/contentProduction/edit']);
      expect(persisted.at(-1)!.map((t) => t.path)).toEqual(paths());
      expect(actor.getSnapshot().context.kept).toEqual({ '/message/like/list': { list: { page: 2 } } });
      // the router, not the tabs, takes the open page home (src/app/app-routes.tsx)
      expect(navigated).toEqual([]);
    });

    it('matches pages with parameters, and never closes 控制台', () => {
      const { actor, notices, paths } = start([{ path: '/live/7/messages', title: '直播互动' }]);
      actor.send({ type: 'routes.change', pages: ['/live/:id/messages'] });
      expect(paths()).toEqual([HOME_TAB.path, '/live/7/messages']);
      actor.send({ type: 'routes.change', pages: [] });
      expect(paths()).toEqual([HOME_TAB.path]);
      expect(notices).toEqual(['你的权限已变更，已关闭无权访问的页面：直播互动']);
    });

    it('says nothing and persists nothing when every open tab is still served', () => {
      const { actor, notices, persisted, paths } = start(open);
      actor.send({ type: 'routes.change', pages: ['/message/like/list', '/message/settings', '/contentProduction/edit'] });
      expect(paths()).toHaveLength(4);
      expect([notices, persisted]).toEqual([[], []]);
    });
  });
});
