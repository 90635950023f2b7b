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
