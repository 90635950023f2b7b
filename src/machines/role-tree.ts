// Pure helpers of the role editor's checkbox tree over the menu catalogue (MenuRecord tree).
// Checking a menu checks its whole subtree and its ancestors (a page needs its parents to be
// routed); unchecking removes the subtree and every ancestor left with no checked child.
import type { MenuRecord } from '../../shared/api.js';

export interface MenuIndex {
  parent: Map<number, number>;
  children: Map<number, number[]>;
}

export function indexMenu(tree: readonly MenuRecord[]): MenuIndex {
  const parent = new Map<number, number>();
  const children = new Map<number, number[]>();
  const walk = (nodes: readonly MenuRecord[], pid: number) => {
    for (const n of nodes) {
      if (pid) parent.set(n.comMicsId, pid);
      children.set(n.comMicsId, (n.children ?? []).map((c) => c.comMicsId));
      walk(n.children ?? [], n.comMicsId);
    }
  };
  walk(tree, 0);
  return { parent, children };
}

function subtree(index: MenuIndex, id: number): number[] {
  return [id, ...(index.children.get(id) ?? []).flatMap((c) => subtree(index, c))];
}

function ancestors(index: MenuIndex, id: number): number[] {
  const out: number[] = [];
  for (let p = index.parent.get(id); p !== undefined; p = index.parent.get(p)) out.push(p);
  return out;
}

/** The checked ids after (un)checking `id`, sorted. Ids outside the tree are dropped. */
export function toggleMenu(index: MenuIndex, checked: readonly number[], id: number, on: boolean): number[] {
  if (!index.children.has(id)) return [...checked];
  const set = new Set(checked);
  if (on) {
    for (const x of [...subtree(index, id), ...ancestors(index, id)]) set.add(x);
  } else {
    for (const x of subtree(index, id)) set.delete(x);
    for (const a of ancestors(index, id)) {
      if ((index.children.get(a) ?? []).some((c) => set.has(c))) break;
      set.delete(a);
    }
  }
  return [...set].sort((a, b) => a - b);
}

/** 'all' | 'some' | 'none' of a node's subtree is checked (for the tri-state checkbox). */
export function checkState(index: MenuIndex, checked: ReadonlySet<number>, id: number): 'all' | 'some' | 'none' {
  const ids = subtree(index, id);
  const n = ids.filter((x) => checked.has(x)).length;
  if (n === 0) return 'none';
  return n === ids.length ? 'all' : 'some';
}

/** Keeps only ids that are in the tree (a role may hold menus the editor cannot grant). */
export function withinTree(index: MenuIndex, ids: readonly number[]): number[] {
  return ids.filter((id) => index.children.has(id)).sort((a, b) => a - b);
}
