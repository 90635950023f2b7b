// Roles (contract "Organisation, users, roles, tenants"): sets of menus of the catalogue with
// per-TV-channel rights. A granter cannot hand out menus they do not hold.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Role, RoleChannelRight } from '../../../shared/org.js';
import { NAME_MAX, ORG_TEXTS, ROLE_DESCRIPTION_MAX } from '../../../shared/org.js';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { queryCall } from '../../lib/call-options.js';
import { Paging } from '../../lib/strict-schema.js';
import { badRequest, conflict, forbidden, found } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { PLATFORM_MENU_PREFIX, buildTree } from '../../repositories/menus.js';
import { audit, AUDIT_DETAIL_TEXTS } from '../../services/audit.js';
import { assertMayGrant, heldMenuIds, pushRightsChanged } from '../../services/org-users.js';
import { assertMayEditRole } from '../../services/org-manage.js';
import { DATA_SCOPE, DATA_SCOPE_LIMITS, DATA_SCOPE_TEXTS, isDataScope, type DataScopeValue } from '../../../shared/data-scope.js';

const tags = ['角色'];

const DATA_SCOPE_DOC = '数据范围：1 全部，2 指定部门（deptIds），3 本部门，4 本部门及以下，5 仅本人';
const ChannelRight = Type.Object({ liveTvId: Type.Integer({ minimum: 1 }), mode: Type.Union([Type.Literal('edit'), Type.Literal('view')]) });
const RoleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String({ description: '一句话说明该角色做什么（业务用语），没有时为空字符串' }),
  comMicsIds: Type.Array(Type.Integer()),
  allMenus: Type.Boolean(),
  userCount: Type.Integer(),
  tvChannels: Type.Array(ChannelRight),
  dataScope: Type.Integer({ description: DATA_SCOPE_DOC }),
  deptIds: Type.Array(Type.Integer(), { description: '数据范围为 2（指定部门）时所选的部门' }),
});
const RoleBody = {
  name: Type.String({ maxLength: 64 }),
  // bounded here a little above the rule so that a too-long one gets the Chinese message below
  description: Type.Optional(Type.String({ maxLength: ROLE_DESCRIPTION_MAX * 2, description: `一句话说明（最多${ROLE_DESCRIPTION_MAX}字）；省略时新增为空、修改时不变` })),
  comMicsIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }),
  tvChannels: Type.Optional(Type.Array(ChannelRight, { maxItems: 500 })),
  dataScope: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: `${DATA_SCOPE_DOC}；新增时不传为 1，修改时不传则不变` })),
  deptIds: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      maxItems: DATA_SCOPE_LIMITS.deptsMax,
      description: '数据范围为 2 时必填：本单位的部门（含其他单位或不存在的部门 → 400，不写入）；其他数据范围忽略',
    }),
  ),
};

/** What a role grants, comparable: its menus and its channel rights (the last right of a channel counts, as stored). */
const grantsOf = (menuIds: readonly number[], channels: readonly RoleChannelRight[]) =>
  JSON.stringify([[...menuIds].sort((a, b) => a - b), [...new Map(channels.map((c) => [c.liveTvId, c.mode]))].sort((a, b) => a[0] - b[0])]);

export default async function roleManagerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const roles = app.repos.roles;

  async function toRoles(tenantId: number, rows: { id: number; name: string; description: string; all_menus: number }[]): Promise<Required<Role>[]> {
    const ids = rows.map((x) => x.id);
    const [menus, counts, channels, catalogue, scopes] = await Promise.all([
      roles.menuIds(tenantId, ids),
      roles.userCounts(tenantId),
      roles.channels(tenantId, ids),
      app.repos.menus.all(),
      roles.scopes(tenantId, ids),
    ]);
    return rows.map((x) => ({
      id: x.id,
      name: x.name,
      description: x.description ?? '',
      allMenus: x.all_menus === 1,
      comMicsIds:
        x.all_menus === 1
          ? catalogue
              .filter((m) => !m.path.startsWith(PLATFORM_MENU_PREFIX))
              .map((m) => m.id)
              .sort((a, b) => a - b)
          : (menus.get(x.id) ?? []),
      userCount: counts.get(x.id) ?? 0,
      tvChannels: channels.get(x.id) ?? [],
      dataScope: (scopes.get(x.id)?.dataScope ?? DATA_SCOPE.all) as DataScopeValue,
      deptIds: scopes.get(x.id)?.deptIds ?? [],
    }));
  }

  /**
   * A role the caller may edit or delete: the tenant's (else 404), not the system administrator
   * role (403 `fixed`), and whose menus are all the caller's own (else 403).
   */
  async function editable(tenantId: number, userId: number, id: number, fixed: string) {
    const current = await found(roles.get(tenantId, id), ORG_TEXTS.roleNotFound);
    if (current.all_menus === 1) throw forbidden(fixed);
    await assertMayEditRole(app, tenantId, userId, current);
    return current;
  }

  /** The data scope of an add or edit: 1..5, scope 2 with at least one department, all of this tenant (else 400, nothing written). */
  async function validScope(tenantId: number, b: { dataScope?: number; deptIds?: number[] }, current?: { dataScope: number; deptIds: number[] }) {
    const dataScope = b.dataScope ?? current?.dataScope ?? DATA_SCOPE.all;
    if (!isDataScope(dataScope)) throw badRequest(DATA_SCOPE_TEXTS.scopeInvalid);
    if (dataScope !== DATA_SCOPE.depts) return { dataScope, deptIds: [] };
    const deptIds = [...new Set(b.deptIds ?? (b.dataScope === undefined ? current?.deptIds : undefined) ?? [])];
    if (!deptIds.length) throw badRequest(DATA_SCOPE_TEXTS.deptsRequired);
    if (deptIds.length > DATA_SCOPE_LIMITS.deptsMax) throw badRequest(DATA_SCOPE_TEXTS.tooManyDepts);
    if ((await app.repos.departments.existing(tenantId, deptIds)).length !== deptIds.length) throw badRequest(DATA_SCOPE_TEXTS.deptsInvalid);
    return { dataScope, deptIds };
  }

  async function validate(tenantId: number, granterId: number, b: { name: string; description?: string; comMicsIds: number[]; tvChannels?: { liveTvId: number }[] }, selfId?: number) {
    const name = b.name.trim();
    if (!name || name.length > NAME_MAX) throw badRequest(ORG_TEXTS.roleNameRequired);
    const description = b.description?.trim();
    if (description && description.length > ROLE_DESCRIPTION_MAX) throw badRequest(ORG_TEXTS.roleDescriptionTooLong);
    // The platform administrator's menus are never granted by a tenant's role.
    const catalogue = new Map((await app.repos.menus.all()).filter((m) => !m.path.startsWith(PLATFORM_MENU_PREFIX)).map((m) => [m.id, m]));
    if (b.comMicsIds.some((id) => !catalogue.has(id))) throw badRequest(ORG_TEXTS.menuNotFound);
    // A page is reachable only through its parents: they are granted with it. Nothing below a
    // granted menu is: publishing and review rights are granted only when listed themselves.
    const granted = new Set<number>();
    for (const id of b.comMicsIds) for (let m = catalogue.get(id); m && !granted.has(m.id); m = catalogue.get(m.pid)) granted.add(m.id);
    const menuIds = [...granted].sort((x, y) => x - y);
    await assertMayGrant(app, tenantId, granterId, menuIds);
    for (const c of b.tvChannels ?? []) {
      if (!(await app.repos.liveTvs.get(tenantId, c.liveTvId))) throw badRequest(ORG_TEXTS.channelNotFound);
    }
    const same = await roles.findByName(tenantId, name);
    if (same && same.id !== selfId) throw conflict(ORG_TEXTS.roleNameTaken);
    return { name, description, menuIds };
  }

  r.get(
    '/role/manager/page',
    {
      schema: {
        tags,
        summary: '角色列表',
        querystring: Type.Object({
          name: Type.Optional(Type.String({ maxLength: 64 })),
          ...Paging(10, 1000),
        }),
        response: {
          200: EnvelopeOf(PageOf(RoleSchema)),
          ...errors,
        },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { pageIndex, pageSize } = request.query;
      const keyword = request.query.name?.trim();
      const all = (await roles.list(tenantId)).filter((x) => !keyword || x.name.includes(keyword));
      const page = all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
      return ok({ list: await toRoles(tenantId, page), total: all.length, pageIndex, pageSize });
    },
  );

  r.get(
    '/role/manager/detail',
    queryCall(tags, '角色详情', Type.Object({ id: Type.Integer({ minimum: 1 }) }), RoleSchema, errors),
    async (request) => {
      const { tenantId } = who(request);
      const row = await found(roles.get(tenantId, request.query.id), ORG_TEXTS.roleNotFound);
      return ok((await toRoles(tenantId, [row]))[0]);
    },
  );

  r.get(
    '/role/manager/menus',
    {
      schema: {
        tags,
        summary: '可授予的菜单树（当前用户持有的菜单；角色编辑器使用），记录字段同 role/perms/user',
        response: { 200: EnvelopeOf(Type.Array(Type.Any())), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const held = await heldMenuIds(app, tenantId, userId);
      const all = await app.repos.menus.all();
      return ok(buildTree(held === 'all' ? all.filter((m) => !m.path.startsWith(PLATFORM_MENU_PREFIX)) : all.filter((m) => held.has(m.id))));
    },
  );

  r.post(
    '/role/manager/add',
    {
      schema: {
        tags,
        summary: '新增角色（JSON：name、description、comMicsIds、tvChannels、dataScope、deptIds）；不能授予自己没有的菜单',
        description: '所列菜单的上级菜单随之授予；下级菜单（包括发布权限和审核权限）不随上级授予，须逐项列出。',
        body: Type.Object(RoleBody),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { name, description, menuIds } = await validate(tenantId, userId, request.body);
      const scope = await validScope(tenantId, request.body);
      const id = await app.transaction(async (tx) => {
        const repo = tx.roles;
        const roleId = await repo.create(tenantId, name, false, menuIds, description ?? '');
        await repo.setChannels(tenantId, roleId, request.body.tvChannels ?? []);
        await repo.setScope(tenantId, roleId, scope.dataScope, scope.deptIds);
        return roleId;
      });
      await audit(app, request, { action: 'role.create', targetType: 'role', targetId: id, targetName: name, detail: AUDIT_DETAIL_TEXTS.menuCount(menuIds.length) });
      return ok({ id }, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/role/manager/edit',
    {
      schema: {
        tags,
        summary: '修改角色（JSON：id、name、description、comMicsIds、tvChannels、dataScope、deptIds）',
        description:
          '角色现有的菜单须都在调用者自己的菜单之内（系统管理员角色除外），否则 403；新菜单也不能超出调用者的菜单（403）。' +
          '所列菜单的上级菜单随之授予，下级菜单（包括发布权限和审核权限）不随上级授予。' +
          '菜单或频道权限有变化时，持有该角色的用户的消息 WebSocket 收到 { rightsChanged: { at } }（多实例经 Redis），其控制台随即重新加载菜单与路由，关闭已无权访问的页面。',
        body: Type.Object({ id: Type.Integer({ minimum: 1 }), ...RoleBody }),
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const current = await editable(tenantId, userId, request.body.id, ORG_TEXTS.adminRoleFixed);
      const { name, description, menuIds } = await validate(tenantId, userId, request.body, current.id);
      const channels = request.body.tvChannels ?? [];
      const [menusBefore, channelsBefore, scopeBefore] = await Promise.all([
        roles.menuIds(tenantId, [current.id]),
        roles.channels(tenantId, [current.id]),
        roles.scopes(tenantId, [current.id]),
      ]);
      const scope = await validScope(tenantId, request.body, scopeBefore.get(current.id));
      const changed = grantsOf(menusBefore.get(current.id) ?? [], channelsBefore.get(current.id) ?? []) !== grantsOf(menuIds, channels);
      await app.transaction(async (tx) => {
        await tx.roles.update(tenantId, current.id, { name, description: description ?? current.description, menuIds, channels });
        await tx.roles.setScope(tenantId, current.id, scope.dataScope, scope.deptIds);
      });
      if (changed) await pushRightsChanged(app, tenantId, await roles.holders(tenantId, current.id));
      await audit(app, request, { action: 'role.update', targetType: 'role', targetId: current.id, targetName: name, detail: AUDIT_DETAIL_TEXTS.menuCount(menuIds.length) });
      return ok(null, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/role/manager/delete',
    {
      schema: {
        tags,
        summary: '删除角色（仍有用户使用时拒绝）',
        description: '角色的菜单须都在调用者自己的菜单之内（系统管理员角色除外），否则 403；仍有用户使用时 409。',
        body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const current = await editable(tenantId, userId, request.body.id, ORG_TEXTS.adminRoleUndeletable);
      if ((await roles.userCounts(tenantId)).get(current.id)) throw conflict(ORG_TEXTS.roleInUse);
      await app.transaction((tx) => tx.roles.remove(tenantId, current.id));
      await audit(app, request, { action: 'role.delete', targetType: 'role', targetId: current.id, targetName: current.name });
      return ok(null, ORG_TEXTS.deleted);
    },
  );
}
