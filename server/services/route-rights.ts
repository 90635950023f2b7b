// THE ONE PLACE of rights: which menu paths serve each /api route. The auth hook
// (server/plugins/auth.ts) looks every signed-in call up here and answers 403 when the caller
// holds none of the route's menus. A route's own `config: { rights: [...] }` overrides this map;
// routes with `config.auth: 'none' | 'optional'` are public. tests/server/org-route-rights.test.ts
// walks every registered /api route and fails when one is neither mapped, public, nor declared
// "any signed-in user" below.
//
// Keys: 'METHOD /api/url/:pattern' (exactly the route's routeOptions.url), or a URL prefix
// ending in '/' or '*' ('/api/web-manager/live/tv/'), or 'METHOD prefix*'. The most specific
// match wins: exact, then the longest prefix.
import type { FastifyInstance } from 'fastify';
import { ORG_MENUS } from '../../shared/org.js';
import { CHANNEL_MONITOR_PATH, LIVE_KINDS } from '../../shared/live-kinds.js';
import { CONTENT_PATHS, type Portal } from '../../shared/content.js';

/** Any signed-in user of the tenant may call it (their own data, shell, login). */
export const SIGNED_IN = 'signed-in' as const;
export type RouteRule = readonly string[] | typeof SIGNED_IN;

const FILE_LIBRARY = ['/contentManagement/filelibrary', '/contentManagement/filelibrary/preview', '/contentManagement/filelibrary/recycle'];
const LIVE_CHANNELS = ['/contentManagement/cloudLiveBroadcast/channel'];
const TV = [...LIVE_KINDS.map((k) => k.path), '/contentManagement/cloudLiveBroadcast/programEdit'];
const PROGRAMME = ['/contentManagement/cloudLiveBroadcast/programEdit'];
const LIVE_MESSAGES = ['/contentManagement/cloudLiveBroadcast/liveMessages'];
const UPLOAD = ['/upload', ...FILE_LIBRARY];
const CONFIG = ['/system/config'];
const MESSAGE_SEND = ['/message/send'];
const DEPARTMENTS = [ORG_MENUS.departments.path];
const USERS = [ORG_MENUS.users.path];
const ROLES = [ORG_MENUS.roles.path];
const AUDIT = [ORG_MENUS.audit.path];
const WATERMARKS = [ORG_MENUS.watermarks.path];
const ASSESS = [ORG_MENUS.assess.path];
const TENANTS = [ORG_MENUS.tenants.path];

export const ROUTE_RIGHTS: Record<string, RouteRule> = {
  // Login, own session, own data, shell: any signed-in user.
  '/api/web-basic/login/': SIGNED_IN,
  'GET /api/web-basic/tenant/manager/overview': SIGNED_IN,
  'GET /api/web-basic/tenant/manager/todo': SIGNED_IN,
  'GET /api/web-basic/tenant/manager/create/path': SIGNED_IN,
  '/api/web-conf/role/perms/': SIGNED_IN,
  '/api/web-conf/user/manager/': SIGNED_IN,
  'POST /api/web-conf/user/manager/add': USERS,
  'GET /api/web-conf/configuration/manager/tenant/list': SIGNED_IN,
  'GET /api/web-conf/configuration/manager/image/:name': SIGNED_IN,
  'GET /api/web-conf/configuration/manager/webTerminal/url': SIGNED_IN,
  'POST /api/web-conf/configuration/router/edit': CONFIG,
  '/api/web-conf/configuration/manager/': CONFIG,
  // Helpers of the editors that reveal no tenant data.
  'GET /api/IK/segment/:text': SIGNED_IN,
  // Lookups (styles, cities, weather, system config, the review counter).
  '/api/common/': SIGNED_IN,
  'POST /api/city': SIGNED_IN,
  'GET /api/systemconfig': SIGNED_IN,
  'GET /api/webapprove/count': SIGNED_IN,
  // Message centre: every user reads their own messages; sending is its own right.
  '/api/web-manager/message/': SIGNED_IN,
  '/api/web-operate/message/': SIGNED_IN,
  '/api/web-operate/platform/manager/invite/': SIGNED_IN,
  'POST /api/web-manager/message/manager/msg/send': MESSAGE_SEND,
  'POST /api/web-operate/message/manager/msg/send': MESSAGE_SEND,
  // File library, uploads, media.
  '/api/web-manager/file/': FILE_LIBRARY,
  '/api/web-manager/fileChunk/': UPLOAD,
  '/api/web-manager/file/manager/check': UPLOAD,
  '/api/web-manager/file/manager/upload/': UPLOAD,
  '/api/web-manager/file/manager/chunk/': UPLOAD,
  '/api/web-manager/file/manager/save': UPLOAD,
  // Any signed-in user at the door; the file itself is checked against FILE_OPEN_RULE below.
  '/api/web-manager/file/manager/redirect/': SIGNED_IN,
  '/api/web-manager/disk': FILE_LIBRARY,
  '/api/web-manager/resource/': FILE_LIBRARY,
  '/api/web-manager/upload/': UPLOAD,
  '/api/web-manager/media/': SIGNED_IN,
  'POST /api/web-manager/file/manager/watermark': [...WATERMARKS, ...FILE_LIBRARY],
  // The watermark editor picks an image of the library, and the programme editor's material pane
  // lists the libraries' videos (a scheduler without 文件库 still picks what to air).
  'GET /api/web-manager/file/manager/page': [...FILE_LIBRARY, ...WATERMARKS, ...PROGRAMME],
  'GET /api/web-manager/file/manager/get/public': [...FILE_LIBRARY, ...WATERMARKS, ...PROGRAMME],
  'GET /api/web-manager/file/manager/get/private': [...FILE_LIBRARY, ...WATERMARKS, ...PROGRAMME],
  'GET /api/web-manager/file/library/resource/list': [...FILE_LIBRARY, ...PROGRAMME],
  // Live channels, TV channels and programme lists, live messages.
  '/api/web-manager/live/passageway/': [...LIVE_CHANNELS, ...PROGRAMME],
  // The channel monitor reads the channels and their play addresses.
  'GET /api/web-manager/live/passageway/': [...LIVE_CHANNELS, ...PROGRAMME, CHANNEL_MONITOR_PATH],
  // The monitor and the channel lists show each channel's live signal (docs/signal.md).
  'GET /api/web-manager/live/signal': [...LIVE_CHANNELS, ...PROGRAMME, CHANNEL_MONITOR_PATH],
  '/api/web-manager/live/server/': LIVE_CHANNELS,
  '/api/web-manager/live/tv/': TV,
  // The role editor lists TV channels for per-channel rights.
  'GET /api/web-manager/live/tv/page': [...TV, ...ROLES],
  '/api/web-manager/live/program/': PROGRAMME,
  'GET /api/web-manager/live/program/week': [...PROGRAMME, '/contentManagement/cloudLiveBroadcast/programWeek'],
  // Templates: the editor's menu (the week view applies them for its holders too).
  '/api/web-manager/live/template/': PROGRAMME,
  '/api/web-manager/live/message/': LIVE_MESSAGES,
  '/api/web-manager/live/whiteuser/': SIGNED_IN,
  '/api/web-manager/live/view/': ['/liveView', '/liveViewAudio', ...LIVE_CHANNELS, ...LIVE_MESSAGES],
  // Organisation.
  'GET /api/weborganization/listForCombo': [...DEPARTMENTS, ...USERS, ...ASSESS],
  '/api/weborganization': DEPARTMENTS,
  '/api/user': USERS,
  'GET /api/web-conf/role/manager/page': [...ROLES, ...USERS],
  '/api/web-conf/role/manager/': ROLES,
  '/api/web-conf/audit/': AUDIT,
  '/api/web-conf/configuration/watermark/': WATERMARKS,
  'GET /api/web-conf/configuration/watermark/page': [...WATERMARKS, ...FILE_LIBRARY],
  'GET /api/web-conf/configuration/watermark/detail': [...WATERMARKS, ...FILE_LIBRARY],
  '/api/web-statistic/assess/': ASSESS,
  '/api/web-basic/platform/': TENANTS,
  // The tenant's IM account and secret: a tenant setting, read by the config centre's holders.
  'GET /api/web-basic/configuration/manager/tenant/json': CONFIG,
};

/**
 * Data-scoped rules, checked once the rows are known (the route lets the caller in;
 * docs/security.md "Rights beyond the route").
 *
 * Release writes (order, pin, move, take-down): every release worked on must be on a portal whose
 * release list the caller holds; taking one down also needs the publish right of the item's type
 * for that portal (the spec §6 markers /pubWeb, /pubApp, /pubClient, /pubTripart, as for releasing).
 */
export const RELEASE_PORTAL_LISTS: Record<Portal, readonly string[]> = {
  web: [CONTENT_PATHS.webRelease],
  app: [CONTENT_PATHS.appRelease],
};
/** The release writes checked against RELEASE_PORTAL_LISTS; `publish`: also the type's publish right. */
export const RELEASE_WRITES: Record<string, { publish: boolean }> = {
  'POST /api/release/deleteRelease': { publish: true },
  'POST /api/release/changeorder': { publish: false },
  'POST /api/release/changetoporder': { publish: false },
  'PATCH /api/release/top': { publish: false },
  'PATCH /api/release/batch': { publish: false },
  'PUT /api/release/moveBatch/:spec': { publish: false },
};

/**
 * Opening a library file (file/manager/redirect): the file must be in a library the caller sees
 * (public and group libraries, their own personal one), and the caller must hold one of `menus`
 * (the library screens and the screens that show library files) unless the tenant shows the file
 * to everyone: a user's avatar or a branding image (tenant settings of conf type 28).
 */
export const FILE_OPEN_RULE = {
  route: 'GET /api/web-manager/file/manager/redirect/:fileObjId/:downType',
  menus: [...FILE_LIBRARY, ...WATERMARKS, ...PROGRAMME, ...CONFIG] as readonly string[],
  brandingConfType: 28,
} as const;

/** The rule of a route: exact `METHOD url`, else the longest matching prefix (with or without method). */
export function ruleFor(method: string, url: string): RouteRule | undefined {
  const exact = ROUTE_RIGHTS[`${method} ${url}`];
  if (exact) return exact;
  let best: { len: number; rule: RouteRule } | undefined;
  for (const [key, rule] of Object.entries(ROUTE_RIGHTS)) {
    const space = key.indexOf(' ');
    const keyMethod = space > 0 ? key.slice(0, space) : undefined;
    const raw = space > 0 ? key.slice(space + 1) : key;
    if (keyMethod && keyMethod !== method) continue;
    const prefix = raw.endsWith('*') ? raw.slice(0, -1) : raw;
    const matches = raw.endsWith('/') || raw.endsWith('*') ? url.startsWith(prefix) || url === prefix.replace(/\/$/, '') : url === raw || url.startsWith(`${raw}/`);
    if (!matches) continue;
    const len = prefix.length + (keyMethod ? 0.5 : 0);
    if (!best || len > best.len) best = { len, rule };
  }
  return best?.rule;
}

/**
 * Data-scoped rights: calls on one TV channel's programme list. A user whose roles list
 * channels (role_tv_channels) reaches only those, and changes only the ones marked 'edit':
 * each POST below changes the channel its body names (edit), each GET reads the one its query
 * names (view).
 */
export const CHANNEL_SCOPED: Record<string, { need: 'edit' | 'view'; from: 'body' | 'query' }> = Object.fromEntries(
  [
    'POST /api/web-manager/live/program/add',
    'POST /api/web-manager/live/program/copyProgram',
    'GET /api/web-manager/live/program/page',
    'GET /api/web-manager/live/program/xmltv',
    'GET /api/web-manager/live/program/week',
    'POST /api/web-manager/live/program/edit',
    'POST /api/web-manager/live/program/delete',
    'GET /api/web-manager/live/program/marks',
    'GET /api/web-manager/live/template/page',
    'POST /api/web-manager/live/template/add',
    'POST /api/web-manager/live/template/apply',
    // live/template/delete names only the template: the route checks its channel
    // the target; the source channel and visual/{liveTvId} are checked by the route itself
    'POST /api/web-manager/live/program/copyVisualProgram',
  ].map((call) => [call, call.startsWith('POST ') ? ({ need: 'edit', from: 'body' } as const) : ({ need: 'view', from: 'query' } as const)]),
);

export interface RouteEntry {
  method: string;
  url: string;
  auth: 'required' | 'optional' | 'none';
  rights?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route registered (method, URL pattern, auth mode, own rights). */
    apiRoutes: RouteEntry[];
  }
}

/** Records every /api route as it is registered (for the rights test and the docs). */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (opts) => {
    if (!opts.url.startsWith('/api/') || opts.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    const config = (opts.config ?? {}) as { auth?: RouteEntry['auth']; rights?: readonly string[] };
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: opts.url, auth: config.auth ?? 'required', rights: config.rights });
    }
  });
}
