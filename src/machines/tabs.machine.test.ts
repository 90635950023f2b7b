import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HOME_TAB, tabsMachine, type Tab } from './tabs.machine.js';

function start(tabs: Tab[] = [], leave = true) {
  const persisted: Tab[][] = [];
  const navigated: string[] = [];
  const actor = createActor(
    tabsMachine.provide({
      actors: { confirmLeave: fromPromise(async () => leave) },
      actions: {
        persist: (_, p) => void persisted.push(p.tabs),
        navigate: (_, p) => void navigated.push(p.to),
      },
    }),
    { input: { tabs } },
  ).start();
  const paths = () => actor.getSnapshot().context.tabs.map((t) => t.path);
  return { actor, persisted, navigated, paths };
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
});
