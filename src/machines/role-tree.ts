// Pure helpers of the role editor's menu tree over the menu catalogue (MenuRecord tree).
// The tree shows pages and groups; the publishing and review rights (hidden publish markers, the
// review pages) are not nodes of it but separate choices (rightsOf). Checking a menu checks its
// pages below and its ancestors (a page needs its parents to be routed), never a right below it;
// unchecking removes the whole subtree, rights included, and every ancestor left with no checked
// child. Checking a right checks its ancestors, as the server grants them. Internal pages no
// person chooses (the notice pages of 其他页面, the /manuscript alias) are not shown and keep
// whatever the role had.
import type { MenuRecord } from '../../shared/api.js';
import { CONTENT_PATHS, CONTENT_TYPES, PUBLISH_SUFFIXES } from '../../shared/content.js';

export interface MenuIndex {
  parent: Map<number, number>;
  children: Map<number, number[]>;
  /** Publish markers, the review group and its review pages. */
  rights: Set<number>;
  /** Internal menus the editor does not show (and their subtrees). */
  hidden: Set<number>;
  /** Menu names by id. */
  names: Map<number, string>;
}

/** Paths of internal groups or aliases the editor hides (with what is under them). */
const HIDDEN_PATHS = new Set(['/misc', '/manuscript']);
const REVIEW_PATHS = new Set<string>([CONTENT_PATHS.reviewGroup, ...CONTENT_TYPES.map((t) => t.reviewPath)]);

export function isRightPath(path: string): boolean {
  return REVIEW_PATHS.has(path) || CONTENT_TYPES.some((t) => PUBLISH_SUFFIXES.some((s) => path === `${t.path}${s}`));
}

export function indexMenu(tree: readonly MenuRecord[]): MenuIndex {
  const index: MenuIndex = { parent: new Map(), children: new Map(), rights: new Set(), hidden: new Set(), names: new Map() };
  const walk = (nodes: readonly MenuRecord[], pid: number, hidden: boolean) => {
    for (const n of nodes) {
      const path = n.comMicsPath ?? '';
      const hide = hidden || HIDDEN_PATHS.has(path);
      if (pid) index.parent.set(n.comMicsId, pid);
      index.children.set(n.comMicsId, (n.children ?? []).map((c) => c.comMicsId));
      index.names.set(n.comMicsId, n.webMicsName);
      if (isRightPath(path)) index.rights.add(n.comMicsId);
      if (hide) index.hidden.add(n.comMicsId);
      walk(n.children ?? [], n.comMicsId, hide);
    }
  };
  walk(tree, 0, false);
  return index;
}

function subtree(index: MenuIndex, id: number): number[] {
  return [id, ...(index.children.get(id) ?? []).flatMap((c) => subtree(index, c))];
}

/** The node and the pages below it, without the rights under it (what checking it grants). */
function pagesUnder(index: MenuIndex, id: number): number[] {
  return [id, ...(index.children.get(id) ?? []).filter((c) => !index.rights.has(c) && !index.hidden.has(c)).flatMap((c) => pagesUnder(index, c))];
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
    for (const x of [...pagesUnder(index, id), ...ancestors(index, id)]) set.add(x);
  } else {
    for (const x of subtree(index, id)) set.delete(x);
    for (const a of ancestors(index, id)) {
      if ((index.children.get(a) ?? []).some((c) => set.has(c))) break;
      set.delete(a);
    }
  }
  return [...set].sort((a, b) => a - b);
}

/** Every page of the tree checked (on), or nothing but the hidden menus the role had (off). */
export function selectAll(index: MenuIndex, checked: readonly number[], on: boolean): number[] {
  const pages = [...index.children.keys()].filter((id) => !index.rights.has(id) && !index.hidden.has(id));
  const kept = checked.filter((id) => index.hidden.has(id));
  return [...new Set(on ? [...checked, ...pages] : kept)].sort((a, b) => a - b);
}

/** 'all' | 'some' | 'none' of a node and the pages below it are checked (the tri-state box). */
export function checkState(index: MenuIndex, checked: ReadonlySet<number>, id: number): 'all' | 'some' | 'none' {
  const ids = pagesUnder(index, id);
  const n = ids.filter((x) => checked.has(x)).length;
  if (n === 0) return (index.children.get(id) ?? []).some((c) => checked.has(c)) ? 'some' : 'none';
  return n === ids.length ? 'all' : 'some';
}

/** The 全选 box: every page checked, some, or none. */
export function allState(index: MenuIndex, checked: ReadonlySet<number>): 'all' | 'some' | 'none' {
  const pages = [...index.children.keys()].filter((id) => !index.rights.has(id) && !index.hidden.has(id));
  const n = pages.filter((id) => checked.has(id)).length;
  return n === 0 ? 'none' : n === pages.length ? 'all' : 'some';
}

/** Keeps only ids that are in the tree (a role may hold menus the editor cannot grant). */
export function withinTree(index: MenuIndex, ids: readonly number[]): number[] {
  return ids.filter((id) => index.children.has(id)).sort((a, b) => a - b);
}

/**
 * The tree the editor shows: pages and groups only (no rights, no hidden menus); with a query,
 * the nodes whose name holds it (with everything below them) and their ancestors.
 */
export function visibleTree(tree: readonly MenuRecord[], index: MenuIndex, query = ''): MenuRecord[] {
  const q = query.trim().toLowerCase();
  const prune = (nodes: readonly MenuRecord[], matched: boolean): MenuRecord[] =>
    nodes.flatMap((n) => {
      if (index.rights.has(n.comMicsId) || index.hidden.has(n.comMicsId)) return [];
      const hit = matched || !q || n.webMicsName.toLowerCase().includes(q);
      const children = prune(n.children ?? [], hit);
      return hit || children.length ? [{ ...n, children }] : [];
    });
  return prune(tree, false);
}

/** Ids of the nodes with children (what 展开 opens). */
export function branchIds(tree: readonly MenuRecord[]): number[] {
  return tree.flatMap((n) => (n.children?.length ? [n.comMicsId, ...branchIds(n.children)] : []));
}

/** The kinds of right, in the order the editor lists them. */
export const RIGHT_KINDS = ['review', ...PUBLISH_SUFFIXES] as const;
export type RightKind = (typeof RIGHT_KINDS)[number];

export interface TypeRights {
  type: number;
  /** The content type's business name (文稿, 视频, …). */
  name: string;
  /** The menu id of each right the editor may grant for this type. */
  ids: Partial<Record<RightKind, number>>;
}

/** The publishing and review rights of each content type that the tree holds. */
export function rightsOf(tree: readonly MenuRecord[]): TypeRights[] {
  const byPath = new Map<string, number>();
  const walk = (nodes: readonly MenuRecord[]) => {
    for (const n of nodes) {
      byPath.set(n.comMicsPath ?? '', n.comMicsId);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  return CONTENT_TYPES.map((t) => {
    const ids: Partial<Record<RightKind, number>> = {};
    const review = byPath.get(t.reviewPath);
    if (review !== undefined) ids.review = review;
    for (const s of PUBLISH_SUFFIXES) {
      const id = byPath.get(`${t.path}${s}`);
      if (id !== undefined) ids[s] = id;
    }
    return { type: t.type, name: t.name, ids };
  }).filter((r) => Object.keys(r.ids).length > 0);
}
