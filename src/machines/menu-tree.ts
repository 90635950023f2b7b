// Pure helpers over the server's menu/route tree (MenuRecord with children).
import type { MenuRecord } from '../../shared/api.js';

/** Depth-first, parents before children. */
export function flattenMenu(tree: readonly MenuRecord[]): MenuRecord[] {
  return tree.flatMap((record) => [record, ...flattenMenu(record.children ?? [])]);
}

/** Every path the tree grants, without duplicates. */
export function collectPaths(tree: readonly MenuRecord[]): string[] {
  return [...new Set(flattenMenu(tree).map((r) => r.comMicsPath).filter(Boolean))];
}

const segments = (path: string) => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);

/** The record whose own path is the current route (`:param` segments match any one segment). */
export function routeRecordFor(tree: readonly MenuRecord[], pathname: string): MenuRecord | undefined {
  const have = segments(pathname);
  return flattenMenu(tree).find((r) => {
    if (!r.comMicsPath) return false;
    const want = segments(r.comMicsPath);
    return want.length === have.length && want.every((w, i) => (w.startsWith(':') ? have[i] !== '' : w === have[i]));
  });
}
