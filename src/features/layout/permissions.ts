// "May this user do X": one selector over the route tree, computed once per tree (memoised by
// the tree object) and read by <Permission> / usePermission (the React form of the spec's
// permission directive) and by screens for publish, review and release rights (spec §6).
import type { MenuRecord } from '../../../shared/api.js';
import { flattenMenu, routeRecordFor } from '../../machines/menu-tree.js';

/** Content types of the five content-production kinds and the live kinds → their path prefix. */
export const CONTENT_PATHS: Record<number, string> = {
  1: '/contentProduction/manuscripts',
  2: '/contentProduction/newVideo',
  3: '/contentProduction/newAudio',
  4: '/contentProduction/newAtlas',
  5: '/contentProduction/externalLinks',
  6: '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast',
  7: '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation',
  8: '/contentManagement/cloudLiveBroadcast/liveBroadcastActivities',
  10: '/contentManagement/cloudLiveBroadcast/liveVroadcastFictitious',
};
const PRODUCTION_TYPES = [1, 2, 3, 4, 5];
export const WEB_RELEASE_PATH = '/fusionRelease/webRelease/list';
export const APP_RELEASE_PATH = '/fusionRelease/appRelease/list';

export interface PublishRights {
  app: boolean;
  web: boolean;
  client: boolean;
  tripart: boolean;
}

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
  const publish = (type: number, tripartFlag = 0): PublishRights => {
    const base = CONTENT_PATHS[type];
    if (!base) return { app: false, web: false, client: false, tripart: false };
    return {
      app: paths.has(`${base}/pubApp`),
      web: paths.has(`${base}/pubWeb`),
      client: paths.has(`${base}/pubClient`),
      tripart: tripartFlag === 1 && PRODUCTION_TYPES.includes(type) && paths.has(`${base}/pubTripart`),
    };
  };
  const result: Permissions = {
    has,
    allows,
    publish,
    canPublishAny: (type, flag) => Object.values(publish(type, flag)).some(Boolean),
    canReview: (type) => paths.has(`/contentProduction/review/${type}`),
    webRelease: visiblePaths.has(WEB_RELEASE_PATH),
    appRelease: visiblePaths.has(APP_RELEASE_PATH),
  };
  cache.set(tree, result);
  return result;
}
