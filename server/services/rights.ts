// Rights: what a user may call is what their roles' menus grant (the union of their roles).
// One place decides it: server/services/route-rights.ts maps every /api route to the menu paths
// that serve it (a route's own `config: { rights: ['/path', ...] }` overrides the map; any one
// of the paths suffices) and the auth plugin refuses the call with 403 when the caller holds
// none; data-dependent rights (e.g. the review right of one content type) call assertHolds().
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.js';
import type { AuthContext } from '../types.js';

export const NO_RIGHT = '没有该操作的权限';

/** The menu paths the user holds. */
export async function heldPaths(app: FastifyInstance, auth: AuthContext): Promise<Set<string>> {
  const { tenantId, userId } = auth;
  return app.authCache
    .bucket<Set<string>>('held')
    .get(`${tenantId}:${userId}`, tenantId, async () => new Set((await app.repos.menus.grantedTo(tenantId, userId)).map((m) => m.path)));
}

/** The user's menu/route tree (role/perms/user), built once and kept until rights change. */
export async function routeTree(app: FastifyInstance, auth: AuthContext) {
  const { tenantId, userId } = auth;
  return app.authCache
    .bucket<Awaited<ReturnType<typeof app.repos.menus.treeFor>>>('tree')
    .get(`${tenantId}:${userId}`, tenantId, () => app.repos.menus.treeFor(tenantId, userId));
}

/** Whether the user holds at least one of `paths`. */
export async function holdsAny(app: FastifyInstance, auth: AuthContext, paths: readonly string[]): Promise<boolean> {
  const held = await heldPaths(app, auth);
  return paths.some((p) => held.has(p));
}

/** Throws 403 unless the user holds at least one of `paths`. */
export async function assertHolds(app: FastifyInstance, auth: AuthContext, paths: readonly string[]): Promise<void> {
  if (!(await holdsAny(app, auth, paths))) throw forbidden(NO_RIGHT);
}
