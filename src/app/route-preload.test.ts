import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuRecord } from '../../shared/api.js';
import { clearSession, writeRoutes, writeToken } from '../services/storage.js';

const preloads = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('./route-registry.js', () => {
  const screen = (name: string) => ({ preload: () => preloads.calls.push(name) });
  return {
    isRegistered: (key: string) => ['schedule/program-edit', 'dashboard/index'].includes(key),
    LoginPage: screen('login'),
    MainLayout: screen('layout'),
    routeRegistry: { 'schedule/program-edit': screen('schedule/program-edit'), 'dashboard/index': screen('dashboard/index') },
  };
});
vi.mock('./logic.js', () => ({ loadAreaLogic: async () => void preloads.calls.push('logic') }));
vi.mock('../services/schedule/day-prefetch.js', () => ({
  prefetchEditor: (liveTvId: number, day: string) => preloads.calls.push(`day:${liveTvId}:${day.length}`),
}));

const { LOGIN_SETTLE_MS, preloadFor, storedViewOf } = await import('./route-preload.js');

function record(id: number, path: string, fore: number, component: string, children: MenuRecord[] = []): MenuRecord {
  return {
    comMicsId: id, comMicsPid: 0, comMicsPath: path, comMicsRedirect: '', comMicsShow: 1, comMicsShowMenu: 0,
    comMicsShowBar: 0, comMicsFore: fore, comMicsComponent: component, comMicsTag: '', comMicsShowJump: 0, webMicsName: path,
    webMicsLevelTwo: 0, resourceId: 0, perms: [], icon: '', children,
  };
}
const EDITOR = '/contentManagement/cloudLiveBroadcast/programEdit';
const tree = [record(1, '/contentManagement', 0, 'Layout', [record(2, EDITOR, 3, 'schedule/program-edit'), record(3, '/dashboard/index', 3, 'dashboard/index')])];
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('route preload (the first page load)', () => {
  beforeEach(() => {
    preloads.calls = [];
  });
  afterEach(() => clearSession());

  it('finds the stored view of a path', () => {
    expect(storedViewOf(EDITOR, tree)).toMatchObject({ component: 'schedule/program-edit', inLayout: true });
    expect(storedViewOf('/nowhere', tree)).toBeNull();
    expect(storedViewOf(EDITOR, null)).toBeNull();
  });

  it('the editor: wiring, layout and screen chunks and the day, all at once', async () => {
    writeToken('tok');
    writeRoutes(tree);
    const { started, startData } = preloadFor({ pathname: EDITOR, search: '?liveTvId=8' });
    expect(started).toEqual(['logic', 'layout', 'schedule/program-edit', 'data:schedule/program-edit']);
    await settle();
    // the day waits until the session's restore calls are out
    expect(preloads.calls.sort()).toEqual(['layout', 'logic', 'schedule/program-edit']);
    startData();
    startData();
    expect(preloads.calls.filter((c) => c.startsWith('day:'))).toEqual(['day:8:8']);
  });

  it('a screen without a data preload: only its chunks', () => {
    writeToken('tok');
    writeRoutes(tree);
    expect(preloadFor({ pathname: '/dashboard/index', search: '' }).started).toEqual(['logic', 'layout', 'dashboard/index']);
  });

  it('without a token (or a stored tree) nothing of a screen is guessed', () => {
    writeRoutes(tree);
    expect(preloadFor({ pathname: EDITOR, search: '?liveTvId=8' }).started).toEqual(['logic']);
    clearSession();
    writeToken('tok');
    expect(preloadFor({ pathname: EDITOR, search: '?liveTvId=8' }).started).toEqual(['logic']);
  });

  it('the login page: its chunk now, the rest of the wiring once it has settled', async () => {
    vi.useFakeTimers();
    try {
      expect(preloadFor({ pathname: '/login/demo', search: '' }).started).toEqual(['login']);
      await vi.advanceTimersByTimeAsync(LOGIN_SETTLE_MS - 1);
      expect(preloads.calls).toEqual(['login']);
      await vi.advanceTimersByTimeAsync(2100);
      expect(preloads.calls).toEqual(['login', 'logic']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the first render waits for the login chunk on the login page, for nothing elsewhere', async () => {
    const login = preloadFor({ pathname: '/login/demo', search: '' });
    expect(preloads.calls).toEqual([]);
    await login.beforeRender;
    expect(preloads.calls).toEqual(['login']);
    // the settle listeners of the login page, used up here so that they do not reach the next test
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    writeToken('tok');
    writeRoutes(tree);
    const editor = preloadFor({ pathname: EDITOR, search: '?liveTvId=8' });
    const first = await Promise.race([editor.beforeRender.then(() => 'render'), new Promise((r) => setTimeout(() => r('held'), 0))]);
    expect(first).toBe('render');
  });

  it('the login page: a first key or click loads the rest of the wiring at once', async () => {
    preloadFor({ pathname: '/login', search: '' });
    await settle();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(preloads.calls).toEqual(['login', 'logic']);
  });
});
