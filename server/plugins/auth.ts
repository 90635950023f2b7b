// Who is calling and what they may do, for every /api request: the session token (header, or
// ?token= for sockets and media links) resolved to tenant and user, a mismatched webTenId
// refused, the route's menu rights and per-TV-channel rights checked (docs/security.md).
// Routes read the caller with who(request); public routes say so with publicRoute().
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { AppError, sessionExpired } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';
import type { AuthContext } from '../types.js';
import type { SessionLookup } from '../repositories/sessions.js';
import { assertHolds } from '../services/rights.js';
import { CHANNEL_SCOPED, SIGNED_IN, collectRoutes, ruleFor, type RouteRule } from '../services/route-rights.js';
import { forbidden } from '../lib/errors.js';
import { ORG_TEXTS } from '../../shared/org.js';
import { CODE } from '../../shared/api.js';
import { ERROR_TEXTS } from '../lib/error-texts.js';

/**
 * The token of a request: the `token` header, or `?token=` only where a header cannot be sent:
 * sockets (/websocket/...) and routes marked `config: { tokenInQuery: true }` (media links).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value;
  if (!request.url.startsWith('/websocket/') && request.routeOptions.config?.tokenInQuery !== true) return undefined;
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q ? q : undefined;
}

/** Resolves a token to its live session, sliding the expiry forward when half of it is used. */
export async function authenticate(app: FastifyInstance, token: string): Promise<AuthContext | null> {
  if (token.length > 128) return null;
  const sessions = app.repos.sessions;
  const now = Date.now();
  const hash = hashToken(token);
  // The cache (server/services/auth-cache.ts) keeps live sessions only; logout, password change,
  // user or tenant disabled drop them on every instance.
  const s = await app.authCache.bucket<SessionLookup | undefined>('sessions').get(
    hash,
    undefined,
    () => sessions.findLive(hash, now),
    (v) => v?.sessionId,
    (v) => v?.tenantId,
  );
  if (!s || s.expiresAt <= now) return null;
  const ttl = app.config.sessionTtlHours * 3_600_000;
  if (s.expiresAt - now < ttl / 2) {
    s.expiresAt = now + ttl;
    await sessions.extend(s.tenantId, s.sessionId, s.expiresAt);
  }
  return { tenantId: s.tenantId, userId: s.userId, sessionId: s.sessionId };
}

/**
 * Every /api route requires a live session unless its config says `auth: 'optional' | 'none'`.
 * A `webTenId` header that disagrees with the token's tenant is refused.
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  collectRoutes(app);
  installChannelRights(app);
  const rules = new Map<string, RouteRule | undefined>();
  const rightsOf = (method: string, url: string) => {
    const key = `${method} ${url}`;
    if (!rules.has(key)) rules.set(key, ruleFor(method === 'HEAD' ? 'GET' : method, url));
    return rules.get(key);
  };
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth ?? 'required';
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || mode === 'none' || request.is404) return;
    const token = tokenOf(request);
    const auth = token ? await authenticate(app, token) : null;
    if (!auth) {
      if (mode === 'optional' && !token) return;
      throw sessionExpired(token ? ERROR_TEXTS.sessionExpired : ERROR_TEXTS.notSignedIn);
    }
    const header = request.headers.webtenid;
    const claimed = Array.isArray(header) ? header[0] : header;
    if (claimed && claimed !== 'undefined' && claimed !== 'null' && Number(claimed) !== auth.tenantId) {
      throw new AppError(403, CODE.forbidden, ERROR_TEXTS.tenantMismatch);
    }
    request.auth = auth;
    // Rights: the route's own config, else the route-to-menu map (server/services/route-rights.ts).
    const rights = request.routeOptions.config?.rights ?? rightsOf(request.method, request.routeOptions.url ?? '');
    if (rights && rights !== SIGNED_IN && rights.length) await assertHolds(app, auth, rights);
  });
}

/** Per-TV-channel rights (CHANNEL_SCOPED), checked once the body or query is parsed. */
function installChannelRights(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const scope = CHANNEL_SCOPED[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!scope || !request.auth) return;
    const source = (scope.from === 'body' ? request.body : request.query) as Record<string, unknown> | undefined;
    await assertChannelRight(app, request.auth, Number(source?.liveTvId), scope.need);
  });
}

/** 403 unless the user's roles give them this TV channel (to view, or to edit); other ids pass. */
export async function assertChannelRight(app: FastifyInstance, auth: AuthContext, liveTvId: number, need: 'edit' | 'view'): Promise<void> {
  if (!Number.isInteger(liveTvId) || liveTvId <= 0) return;
  const { tenantId, userId } = auth;
  const rights = await app.authCache
    .bucket<Awaited<ReturnType<typeof app.repos.roles.channelRightsOfUser>>>('channels')
    .get(`${tenantId}:${userId}`, tenantId, () => app.repos.roles.channelRightsOfUser(tenantId, userId));
  if (!rights) return;
  const mode = rights.get(liveTvId);
  if (!mode) throw forbidden(NO_CHANNEL_RIGHT);
  if (need === 'edit' && mode !== 'edit') throw forbidden(ORG_TEXTS.channelViewOnly);
}

export const NO_CHANNEL_RIGHT = '您没有该频道的权限';

/** The caller of a route that requires a session. */
export function who(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionExpired();
  return request.auth;
}

/**
 * The options of a route that needs no session (login, sign-in, public pages, the provider's
 * callbacks): `r.post(url, publicRoute({ …schema }), handler)`.
 */
export function publicRoute<S extends FastifySchema>(schema: S): { config: { auth: 'none' }; schema: S } {
  return { config: { auth: 'none' }, schema };
}
