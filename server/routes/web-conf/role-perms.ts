// The signed-in user's menu/route tree (role/perms/user, the console's navigation, answered from
// a per-user cache) and their home-page shortcuts (role/perms/used/list and /set, at most nine).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { formCall } from '../../lib/call-options.js';
import { badRequest } from '../../lib/errors.js';
import { JSON_TYPE } from '../../lib/json-bytes.js';
import { who } from '../../plugins/auth.js';
import { routeTree } from '../../services/rights.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { ORG_TEXTS } from '../../../shared/org.js';

/** The spec's cap on shortcut entries. */
export const MAX_SHORTCUTS = 9;

const tags = ['权限与菜单'];

/** role/perms/user answers (UTF-8 JSON) by tree object (server/services/rights.ts routeTree keeps one per user). */
const treeJson = new WeakMap<object, Buffer>();

const ShortcutSchema = Type.Object({
  comMicsId: Type.Integer(),
  comMicsName: Type.String(),
  path: Type.String(),
  resourceId: Type.Integer(),
});

export default async function rolePermsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/role/perms/user',
    {
      schema: {
        tags,
        summary: '当前用户的菜单/路由树',
        description: '记录字段 comMicsId、comMicsPid、comMicsPath、comMicsRedirect、comMicsShow、comMicsShowMenu、comMicsShowBar、comMicsFore、comMicsComponent、comMicsTag、comMicsShowJump、webMicsName、webMicsLevelTwo、resourceId、perms、icon、children。',
      },
    },
    async (request, reply) => {
      // The tree is cached until the user's rights change (a new tree object then), so its JSON
      // is made once per tree rather than on every call, and kept as the UTF-8 bytes that go out
      // (a string would be measured and encoded again on every call): the bytes JSON.stringify gives.
      const tree = await routeTree(app, who(request));
      let json = treeJson.get(tree);
      if (json === undefined) {
        json = Buffer.from(JSON.stringify(ok(tree)));
        treeJson.set(tree, json);
      }
      return reply.type(JSON_TYPE).send(json);
    },
  );

  r.get(
    '/role/perms/used/list',
    { schema: { tags, summary: '当前用户的快捷菜单', response: { 200: EnvelopeOf(Type.Array(ShortcutSchema)), 401: ErrorEnvelope } } },
    async (request) => {
      const { tenantId, userId } = who(request);
      return ok(await app.repos.shortcuts.list(tenantId, userId));
    },
  );

  r.post(
    '/role/perms/used/set',
    formCall(tags, '保存快捷菜单（comMicsIds 逗号分隔，最多 9 个，按顺序）', Type.Object({ comMicsIds: Type.String({ maxLength: 512, pattern: '^[0-9,]*$' }) }), Type.Null(), { 400: ErrorEnvelope }),
    async (request) => {
      const { tenantId, userId } = who(request);
      const ids = [...new Set(request.body.comMicsIds.split(',').filter(Boolean).map(Number))];
      if (ids.length > MAX_SHORTCUTS) throw badRequest(COMMON_MESSAGES.tooManyShortcuts);
      const granted = new Set((await app.repos.menus.grantedTo(tenantId, userId)).map((m) => m.id));
      if (ids.some((id) => !granted.has(id))) throw badRequest(ORG_TEXTS.shortcutsBeyondRights);
      await app.repos.shortcuts.replace(tenantId, userId, ids);
      return ok(null, COMMON_MESSAGES.saved);
    },
  );
}
