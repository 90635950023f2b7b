// "May this user do X": one selector over the route tree, computed once per tree (memoised by
// the tree object) and read by <Permission> / usePermission (the React form of the spec's
// permission directive) and by screens for publish, review and release rights (spec §6).
import type { MenuRecord } from '../../../shared/api.js';
import { flattenMenu, routeRecordFor } from '../../machines/menu-tree.js';
import { PORTALS } from '../../../shared/content.js';
import { publishRights, type PublishRights } from '../../../shared/publish-rights.js';

export type { PublishRights };

export interface Permissions {
  /** Whether the tree grants this path. */
  has(path: string): boolean;
  /**
   * The permission directive (spec 001 §6): a key starting with '/' is a path of the tree;
   * anything else must be in the current route's own permission list (its record's `perms`,
   * the route meta), not anywhere in the tree.
   */
  allows(need: string, pathname: string): boolean;
  /** `tripartFlag` 1: third-party publishing is on for the tenant (five production types only). */
  publish(contentType: number, tripartFlag?: number): PublishRights;
  canPublishAny(contentType: number, tripartFlag?: number): boolean;
  canReview(contentType: number): boolean;
  webRelease: boolean;
  appRelease: boolean;
}

const cache = new WeakMap<readonly MenuRecord[], Permissions>();

export function permissionsOf(tree: readonly MenuRecord[]): Permissions {
  const cached = cache.get(tree);
  if (cached) return cached;
  const records = flattenMenu(tree);
  const paths = new Set(records.map((r) => r.comMicsPath).filter(Boolean));
  const visiblePaths = new Set(records.filter((r) => r.comMicsShow !== 0).map((r) => r.comMicsPath));
  const has = (path: string) => paths.has(path);
  const allows = (need: string, pathname: string) =>
    need.startsWith('/') ? paths.has(need) : (routeRecordFor(tree, pathname)?.perms ?? []).includes(need);
  const publish = (type: number, tripartFlag = 0): PublishRights => publishRights(has, type, tripartFlag);
  const result: Permissions = {
    has,
    allows,
    publish,
    canPublishAny: (type, flag) => Object.values(publish(type, flag)).some(Boolean),
    canReview: (type) => paths.has(`/contentProduction/review/${type}`),
    webRelease: visiblePaths.has(PORTALS[0].listPath),
    appRelease: visiblePaths.has(PORTALS[1].listPath),
  };
  cache.set(tree, result);
  return result;
}
