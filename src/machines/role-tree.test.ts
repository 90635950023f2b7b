import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '../../shared/api.js';
import { allState, branchIds, checkState, indexMenu, isRightPath, rightsOf, selectAll, toggleMenu, visibleTree } from './role-tree.js';

const m = (id: number, children: MenuRecord[] = []) => ({ comMicsId: id, children }) as unknown as MenuRecord;
const index = indexMenu([m(1, [m(2), m(3, [m(5)])]), m(4)]);

describe('role tree', () => {
  it('checking a menu checks its subtree and its parents', () => {
    expect(toggleMenu(index, [], 3, true)).toEqual([1, 3, 5]);
    expect(toggleMenu(index, [], 1, true)).toEqual([1, 2, 3, 5]);
  });
  it('unchecking removes the subtree and parents left without a checked child', () => {
    expect(toggleMenu(index, [1, 3, 5], 5, false)).toEqual([]);
    expect(toggleMenu(index, [1, 2, 3, 5], 3, false)).toEqual([1, 2]);
  });
  it('reports all, some or none for the tri-state box', () => {
    expect(checkState(index, new Set([1, 2]), 1)).toBe('some');
    expect(checkState(index, new Set([1, 2, 3, 5]), 1)).toBe('all');
    expect(checkState(index, new Set(), 4)).toBe('none');
  });
});

// 300 内容生产 → 301 文稿 (→ 360 its publish marker), 306 编辑稿件, 310 稿件审核 → 311 文稿审核;
// 780 其他页面 (internal) → 781 无权限; 1 首页 → 2 控制台.
const r = (id: number, path: string, name: string, children: MenuRecord[] = []) => ({ comMicsId: id, comMicsPath: path, webMicsName: name, children }) as unknown as MenuRecord;
const catalogue = [
  r(1, '/dashboard', '首页', [r(2, '/dashboard/index', '控制台')]),
  r(300, '/contentProduction', '内容生产', [
    r(301, '/contentProduction/manuscripts', '文稿', [r(360, '/contentProduction/manuscripts/pubWeb', '文稿发布权限Web')]),
    r(306, '/contentProduction/edit', '编辑稿件'),
    r(310, '/contentProduction/review', '稿件审核', [r(311, '/contentProduction/review/1', '文稿审核')]),
  ]),
  r(780, '/misc', '其他页面', [r(781, '/noPermission', '无权限')]),
];
const ix = indexMenu(catalogue);

describe('role tree: rights apart from pages', () => {
  it('checking 内容生产 checks its pages, not the publish or review rights below it', () => {
    expect(toggleMenu(ix, [], 300, true)).toEqual([300, 301, 306]);
    expect(checkState(ix, new Set([300, 301, 306]), 300)).toBe('all');
    expect(toggleMenu(ix, [], 301, true)).toEqual([300, 301]);
  });
  it('checking a right checks its parents; unchecking a group drops the rights under it', () => {
    expect(toggleMenu(ix, [], 360, true)).toEqual([300, 301, 360]);
    expect(toggleMenu(ix, [], 311, true)).toEqual([300, 310, 311]);
    expect(toggleMenu(ix, [300, 301, 306, 310, 311, 360], 300, false)).toEqual([]);
    expect(toggleMenu(ix, [300, 301, 310, 311], 311, false)).toEqual([300, 301]);
  });
  it('全选 checks every page and no right; unchecking keeps only the hidden menus the role had', () => {
    expect(selectAll(ix, [], true)).toEqual([1, 2, 300, 301, 306]);
    expect(allState(ix, new Set([1, 2, 300, 301, 306]))).toBe('all');
    expect(allState(ix, new Set([1, 2]))).toBe('some');
    expect(selectAll(ix, [1, 2, 311, 781], false)).toEqual([781]);
  });
  it('shows pages and groups by their names only: no rights, no internal pages; the search keeps matches and their parents', () => {
    const names = (t: MenuRecord[]): string[] => t.flatMap((n) => [n.webMicsName, ...names(n.children)]);
    expect(names(visibleTree(catalogue, ix))).toEqual(['首页', '控制台', '内容生产', '文稿', '编辑稿件']);
    expect(names(visibleTree(catalogue, ix, '文稿'))).toEqual(['内容生产', '文稿']);
    expect(names(visibleTree(catalogue, ix, '首页'))).toEqual(['首页', '控制台']);
    expect(visibleTree(catalogue, ix, '无权限')).toEqual([]);
    expect(branchIds(visibleTree(catalogue, ix))).toEqual([1, 300]);
  });
  it('lists each content type’s review and publish rights the tree holds', () => {
    expect(rightsOf(catalogue)).toEqual([{ type: 1, name: '文稿', ids: { review: 311, '/pubWeb': 360 } }]);
    expect(isRightPath('/contentProduction/manuscripts/pubTripart')).toBe(true);
    expect(isRightPath('/contentProduction/manuscripts')).toBe(false);
  });
});
