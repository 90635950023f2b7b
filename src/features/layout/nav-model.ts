// Pure selectors over the server's menu/route tree for the header menus and the sidebar, and
// the one menu-opening rule (spec §2 "Menu opening").
import type { MenuRecord, ShortcutEntry } from '../../../shared/api.js';

/** The web terminal's menu path (server/seed/menus/shell.ts). */
export const WEB_TERMINAL_PATH = '/webTerminal';
export const APP_TERMINAL_RESOURCE = 99;
export const APP_TERMINAL_PATH = '/terminal/app/list';
export const SHOP_MENU_ID = 829;
export const SHOP_TERMINAL_PATH = '/terminal/shop/list';
export const CONFIG_CENTER_ID = 36;

export type MenuOpening =
  | { kind: 'webTerminal' }
  | { kind: 'navigate'; to: string }
  | { kind: 'open'; url: string; newWindow: boolean };

type Openable = Pick<MenuRecord, 'comMicsId' | 'comMicsPath' | 'resourceId'> &
  Partial<Pick<MenuRecord, 'comMicsRedirect' | 'comMicsShowJump' | 'comMicsFore' | 'children'>>;

/** comMicsFore 0, 1 and 2 are containers (a group of pages), other values pages. */
const isContainer = (r: Pick<MenuRecord, 'comMicsFore'>) => r.comMicsFore === 0 || r.comMicsFore === 1 || r.comMicsFore === 2;

/** The pages under `records` the menu shows, depth first: visible views without a parameter. */
function pagesUnder(records: readonly MenuRecord[]): MenuRecord[] {
  const out: MenuRecord[] = [];
  for (const r of records) {
    if (r.comMicsShow === 0) continue;
    if (!isContainer(r) && r.comMicsComponent && r.comMicsPath.startsWith('/') && !r.comMicsPath.includes(':')) out.push(r);
    out.push(...pagesUnder(r.children ?? []));
  }
  return out;
}

/**
 * Where a group entry of the user's tree leads: its redirect when the user holds that page, else
 * the first page under it (a group never opens a 404); undefined when the record carries no
 * children (a shortcut not found in the tree keeps its redirect or path).
 */
function groupTarget(item: Openable): string | undefined {
  if (item.comMicsFore === undefined || !isContainer(item as Pick<MenuRecord, 'comMicsFore'>) || !item.children?.length) return undefined;
  const pages = pagesUnder(item.children).map((r) => r.comMicsPath);
  if (item.comMicsRedirect && pages.includes(item.comMicsRedirect)) return item.comMicsRedirect;
  return pages[0];
}

const EXTERNAL = /^(https?:)?\/\//i;

/** Where a menu item (or shortcut entry) leads; the caller performs it. */
export function menuOpening(item: Openable): MenuOpening {
  if (item.comMicsPath === WEB_TERMINAL_PATH) return { kind: 'webTerminal' };
  if (item.resourceId === APP_TERMINAL_RESOURCE) return { kind: 'navigate', to: APP_TERMINAL_PATH };
  if (item.comMicsId === SHOP_MENU_ID) return { kind: 'navigate', to: SHOP_TERMINAL_PATH };
  const path = item.comMicsPath;
  if (path.startsWith('/') && !path.startsWith('//')) return { kind: 'navigate', to: groupTarget(item) ?? (item.comMicsRedirect || path) };
  if (EXTERNAL.test(path)) return { kind: 'open', url: path, newWindow: item.comMicsShowJump === 1 };
  return { kind: 'navigate', to: `/${path}` };
}

export function shortcutOf(record: MenuRecord): ShortcutEntry {
  return { comMicsId: record.comMicsId, comMicsName: record.webMicsName, path: record.comMicsPath, resourceId: record.resourceId };
}

/** A shortcut entry as something menuOpening understands (it may carry a redirect of the tree). */
export function openableOfShortcut(entry: ShortcutEntry, tree: readonly MenuRecord[]): Openable {
  const record = findById(tree, entry.comMicsId);
  return record ?? { comMicsId: entry.comMicsId, comMicsPath: entry.path, resourceId: entry.resourceId };
}

export function findById(tree: readonly MenuRecord[], id: number): MenuRecord | undefined {
  for (const r of tree) {
    if (r.comMicsId === id) return r;
    const found = findById(r.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

export interface ProductGroup {
  group: MenuRecord;
  entries: MenuRecord[];
}

function matches(record: MenuRecord, query: string): boolean {
  return !query || record.webMicsName.toLowerCase().includes(query) || record.comMicsPath.toLowerCase().includes(query);
}

/**
 * The Cloud Products menu: top-level groups shown in it (comMicsShowMenu 1) with their visible
 * entries in it; a search keeps the entries whose name or path contains the text (or the whole
 * group when its own name matches), and adds the pages under them that match (电视 finds
 * 电视直播, which the menu itself reaches through 云直播's sidebar).
 */
export function cloudProducts(tree: readonly MenuRecord[], search = ''): ProductGroup[] {
  const query = search.trim().toLowerCase();
  const groups: ProductGroup[] = [];
  for (const group of tree) {
    if (group.comMicsShowMenu !== 1 || group.comMicsShow === 0) continue;
    const visible = (group.children ?? []).filter((c) => c.comMicsShowMenu === 1 && c.comMicsShow !== 0);
    let entries = visible;
    if (query && !matches(group, query)) {
      const found = [...visible.filter((c) => matches(c, query)), ...pagesUnder(visible.flatMap((c) => c.children ?? [])).filter((p) => matches(p, query))];
      entries = found.filter((r, i) => found.findIndex((o) => o.comMicsId === r.comMicsId) === i);
    }
    if (entries.length > 0) groups.push({ group, entries });
  }
  return groups;
}

/** Records a user can pick as shortcuts: the Cloud Products entries and their visible children. */
export function shortcutCandidates(tree: readonly MenuRecord[], search = ''): MenuRecord[] {
  const query = search.trim().toLowerCase();
  const out: MenuRecord[] = [];
  for (const { entries } of cloudProducts(tree)) {
    for (const entry of entries) {
      out.push(entry);
      for (const child of entry.children ?? []) if (child.comMicsShow !== 0 && child.comMicsComponent) out.push(child);
    }
  }
  return out.filter((r) => matches(r, query));
}

/** Records from the root to the one whose path is `path` (longest prefix match), [] when none. */
export function trailTo(tree: readonly MenuRecord[], path: string): MenuRecord[] {
  let best: MenuRecord[] = [];
  const walk = (records: readonly MenuRecord[], trail: MenuRecord[]) => {
    for (const r of records) {
      const next = [...trail, r];
      if (r.comMicsPath === path) {
        best = next;
        return true;
      }
      if (walk(r.children ?? [], next)) return true;
    }
    return false;
  };
  walk(tree, []);
  return best;
}

export interface Sidebar {
  title: string;
  items: MenuRecord[];
}

/**
 * The left sidebar of a path: shown when the page's record wants it (comMicsShowBar 1); lists
 * the visible children of the second-level entry above it (webMicsLevelTwo 1, or else the
 * page's parent). null: no sidebar.
 */
export function sidebarFor(tree: readonly MenuRecord[], path: string): Sidebar | null {
  const trail = trailTo(tree, path);
  const page = trail.at(-1);
  if (!page || page.comMicsShowBar !== 1) return null;
  const owner = [...trail].reverse().find((r) => r !== page && r.webMicsLevelTwo === 1) ?? trail.at(-2);
  if (!owner) return null;
  const items = (owner.children ?? []).filter((c) => c.comMicsShow !== 0);
  return items.length ? { title: owner.webMicsName, items } : null;
}
