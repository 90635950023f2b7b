import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '../../../shared/api.js';
import { rec } from './menu-fixture.js';
import { cloudProducts, menuOpening, shortcutCandidates, sidebarFor } from './nav-model.js';

const tree: MenuRecord[] = [
  rec({ comMicsId: 1, comMicsPath: '/dashboard', webMicsName: '首页', comMicsFore: 0, children: [rec({ comMicsId: 2, comMicsPath: '/dashboard/index', webMicsName: '控制台', comMicsComponent: 'dashboard/index' })] }),
  rec({
    comMicsId: 10, comMicsPath: '/contentManagement', webMicsName: '内容管理', comMicsFore: 0, comMicsShowMenu: 1,
    children: [
      rec({ comMicsId: 100, comMicsPath: '/contentManagement/filelibrary', webMicsName: '文件库', comMicsShowMenu: 1, webMicsLevelTwo: 1, comMicsComponent: 'media/file-library' }),
      rec({ comMicsId: 101, comMicsPath: '/contentManagement/filelibrary/preview', webMicsName: '文件预览', comMicsShow: 0 }),
      rec({
        comMicsId: 120, comMicsPath: '/contentManagement/cloudLiveBroadcast', webMicsName: '云直播', comMicsFore: 1, comMicsShowMenu: 1, comMicsShowBar: 1, webMicsLevelTwo: 1,
        children: [
          rec({ comMicsId: 121, comMicsPath: '/contentManagement/cloudLiveBroadcast/channel', webMicsName: '直播通道', comMicsShowBar: 1, comMicsComponent: 'media/live-channels' }),
          rec({ comMicsId: 122, comMicsPath: '/contentManagement/cloudLiveBroadcast/tv', webMicsName: '电视频道', comMicsShowBar: 1, comMicsComponent: 'schedule/tv-channels' }),
          rec({ comMicsId: 123, comMicsPath: '/contentManagement/cloudLiveBroadcast/edit', webMicsName: '编单', comMicsShow: 0, comMicsShowBar: 1, comMicsComponent: 'schedule/program-edit' }),
        ],
      }),
    ],
  }),
];

describe('menu opening rule', () => {
  it('asks the server for the web terminal', () => {
    expect(menuOpening({ comMicsId: 40, comMicsPath: '/webTerminal', resourceId: 0 })).toEqual({ kind: 'webTerminal' });
  });
  it('sends resource 99 to the app list and menu 829 to the shop list', () => {
    expect(menuOpening({ comMicsId: 38, comMicsPath: '/terminal/app', resourceId: 99 })).toEqual({ kind: 'navigate', to: '/terminal/app/list' });
    expect(menuOpening({ comMicsId: 829, comMicsPath: '/x', resourceId: 0 })).toEqual({ kind: 'navigate', to: '/terminal/shop/list' });
  });
  it('navigates in-app to internal items (containers to their redirect)', () => {
    expect(menuOpening({ comMicsId: 100, comMicsPath: '/contentManagement/filelibrary', resourceId: 0 })).toEqual({ kind: 'navigate', to: '/contentManagement/filelibrary' });
    expect(menuOpening({ comMicsId: 201, comMicsPath: '/message/center', comMicsRedirect: '/message/create/list', resourceId: 0 })).toEqual({ kind: 'navigate', to: '/message/create/list' });
  });
  it('opens a group at its redirect when the user holds it, else at its first page, never at its own (unrouted) path', () => {
    const live = tree[1]!.children[2]!;
    expect(menuOpening(live)).toEqual({ kind: 'navigate', to: '/contentManagement/cloudLiveBroadcast/channel' });
    expect(menuOpening({ ...live, comMicsRedirect: '/contentManagement/cloudLiveBroadcast/tv' })).toEqual({ kind: 'navigate', to: '/contentManagement/cloudLiveBroadcast/tv' });
    // a redirect to a page this user's tree does not hold is passed over
    expect(menuOpening({ ...live, comMicsRedirect: '/contentManagement/cloudLiveBroadcast/gone' })).toEqual({ kind: 'navigate', to: '/contentManagement/cloudLiveBroadcast/channel' });
  });
  it('opens other addresses in a new or the same window by the jump flag', () => {
    expect(menuOpening({ comMicsId: 5, comMicsPath: 'https://example.com/a', resourceId: 0, comMicsShowJump: 1 })).toEqual({ kind: 'open', url: 'https://example.com/a', newWindow: true });
    expect(menuOpening({ comMicsId: 5, comMicsPath: 'http://example.com/a', resourceId: 0, comMicsShowJump: 0 })).toEqual({ kind: 'open', url: 'http://example.com/a', newWindow: false });
  });
});

describe('cloud products and sidebar', () => {
  it('lists groups shown in the menu with their visible entries, filtered by search', () => {
    expect(cloudProducts(tree).map((g) => [g.group.webMicsName, g.entries.map((e) => e.webMicsName)])).toEqual([['内容管理', ['文件库', '云直播']]]);
    // a search finds the pages under the entries too (not the hidden ones)
    expect(cloudProducts(tree, '直播')[0].entries.map((e) => e.webMicsName)).toEqual(['云直播', '直播通道']);
    expect(cloudProducts(tree, '电视')[0].entries.map((e) => e.webMicsName)).toEqual(['电视频道']);
    expect(cloudProducts(tree, '编单')).toEqual([]);
    expect(cloudProducts(tree, '内容')[0].entries).toHaveLength(2);
    expect(cloudProducts(tree, 'nothing')).toEqual([]);
  });
  it('offers entries and their visible pages as shortcut candidates', () => {
    expect(shortcutCandidates(tree).map((r) => r.comMicsId)).toEqual([100, 120, 121, 122]);
    expect(shortcutCandidates(tree, '通道').map((r) => r.comMicsId)).toEqual([121]);
  });
  it('shows the sidebar of the second-level entry only when the page wants it', () => {
    const bar = sidebarFor(tree, '/contentManagement/cloudLiveBroadcast/edit');
    expect(bar?.title).toBe('云直播');
    expect(bar?.items.map((i) => i.comMicsId)).toEqual([121, 122]);
    expect(sidebarFor(tree, '/contentManagement/filelibrary')).toBeNull();
    expect(sidebarFor(tree, '/unknown')).toBeNull();
  });
});
