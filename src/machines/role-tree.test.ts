import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '../../shared/api.js';
import { checkState, indexMenu, toggleMenu } from './role-tree.js';

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
