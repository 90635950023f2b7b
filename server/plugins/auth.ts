import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, sessionExpired } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';
import { sessionsRepo } from '../repositories/sessions.js';
import type { AuthContext } from '../types.js';
import { assertHolds } from '../services/rights.js';
import { CODE } from '../../shared/api.js';

/** The token of a request: the `token` header, or `?token=` for sockets and media links. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value;
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q ? q : undefined;
}

/** Resolves a token to its live session, sliding the expiry forward when half of it is used. */
export async function authenticate(app: FastifyInstance, token: string): Promise<AuthContext | null> {
  if (token.length > 128) return null;
  const sessions = sessionsRepo(app.db);
  const now = Date.now();
  const s = await sessions.findLive(hashToken(token), now);
  if (!s) return null;
  const ttl = app.config.sessionTtlHours * 3_600_000;
  if (s.expiresAt - now < ttl / 2) await sessions.extend(s.tenantId, s.sessionId, now + ttl);
  return { tenantId: s.tenantId, userId: s.userId, sessionId: s.sessionId };
}

/**
 * Every /api route requires a live session unless its config says `auth: 'optional' | 'none'`.
 * A `webTenId` header that disagrees with the token's tenant is refused.
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth ?? 'required';
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || mode === 'none' || request.is404) return;
    const token = tokenOf(request);
    const auth = token ? await authenticate(app, token) : null;
    if (!auth) {
      if (mode === 'optional' && !token) return;
      throw sessionExpired(token ? '登录状态已失效' : '未登录或登录已过期');
    }
    const header = request.headers.webtenid;
    const claimed = Array.isArray(header) ? header[0] : header;
    if (claimed && claimed !== 'undefined' && claimed !== 'null' && Number(claimed) !== auth.tenantId) {
      throw new AppError(403, CODE.forbidden, '租户信息与登录用户不一致，请求被拒绝');
    }
    request.auth = auth;
    const rights = request.routeOptions.config?.rights;
    if (rights?.length) await assertHolds(app, auth, rights);
  });
}

/** The caller of a route that requires a session. */
export function who(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionExpired();
  return request.auth;
}
