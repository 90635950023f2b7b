import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { HOME_TAB, tabsMachine, type Tab } from './tabs.machine.js';

function start(tabs: Tab[] = []) {
  const persisted: Tab[][] = [];
  const navigated: string[] = [];
  const actor = createActor(
    tabsMachine.provide({
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

  it('closing the open tab goes to the last remaining tab; closing another stays', () => {
    const { actor, navigated, paths } = start([{ path: '/a', title: 'A' }, { path: '/b', title: 'B' }, { path: '/c', title: 'C' }]);
    actor.send({ type: 'tab.close', path: '/a', current: '/b' });
    expect(paths()).toEqual([HOME_TAB.path, '/b', '/c']);
    expect(navigated).toEqual([]);
    actor.send({ type: 'tab.close', path: '/c', current: '/c' });
    expect(navigated).toEqual(['/b']);
    actor.send({ type: 'tab.close', path: '/b', current: '/b' });
    expect(navigated).toEqual(['/b', HOME_TAB.path]);
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
