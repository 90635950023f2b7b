// A disabled tenant is dark (docs/security.md): its public pages, comments, likes, follows, live
// view and media answer 404 as for a missing row; enabling it again restores them.
import type { FastifyInstance } from 'fastify';

/**
 * Whether a tenant is enabled. Cached per tenant for the media route (a player asks many ranges);
 * `tenants.setStatus` drops the entry on every instance (server/plugins/repositories.ts, through
 * the auth cache's Redis invalidation), so a status change is seen at once.
 */
export function tenantIsLive(app: FastifyInstance, tenantId: number): Promise<boolean> {
  return app.authCache.bucket<boolean>('tenant-live').get(`tenant:${tenantId}`, tenantId, async () => (await app.repos.tenants.get(tenantId))?.status === 1);
}
