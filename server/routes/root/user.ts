// Users of the tenant (spec §7 "Organisation and users"; contract "Organisation, users, roles,
// tenants"): list, create, edit, detail, delete, reset password, enable/disable.
import type { FastifyInstance } from 'fastify';
import type { Repos } from '../../plugins/repositories.js';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { ById, Paging } from '../../lib/strict-schema.js';
import { badRequest, conflict, found } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { who } from '../../plugins/auth.js';
import { audit, AUDIT_DETAIL_TEXTS } from '../../services/audit.js';
import { assertMayAssignRoles, pushRightsChanged, revokeUser, userRows, withDescendants } from '../../services/org-users.js';
import { assertAdministratorRemains, assertMayManageUser, isActiveAdministrator } from '../../services/org-manage.js';
import { UserRowSchema } from './user-schemas.js';
import { NAME_MAX, ORG_TEXTS, USER_PAGE_SIZE, checkAccount, checkMobile, checkPassword } from '../../../shared/org.js';

const tags = ['用户'];

const RoleIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 });

export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.repos.users;

  async function checkDepartment(tenantId: number, organizationId: number) {
    if (!organizationId) throw badRequest(ORG_TEXTS.departmentRequired);
    if (!(await app.repos.departments.get(tenantId, organizationId))) throw badRequest(ORG_TEXTS.departmentNotFound);
  }
  async function checkRoles(tenantId: number, granterId: number, roleIds: number[]) {
    if (!roleIds.length) throw badRequest(ORG_TEXTS.roleRequired);
    const existing = await app.repos.roles.existing(tenantId, roleIds);
    if (existing.length !== new Set(roleIds).size) throw badRequest(ORG_TEXTS.roleNotFound);
    await assertMayAssignRoles(app, tenantId, granterId, roleIds);
  }
  const mustGet = (tenantId: number, id: number) => found(users.get(tenantId, id), ORG_TEXTS.userNotFound);
  /**
   * Disables or deletes another user (`change`, in one transaction): never the caller's own
   * account nor one with rights beyond the caller's, and an active system administrator remains.
   * Answers the user as it was.
   */
  async function changeOther(tenantId: number, userId: number, id: number, change: (tx: Repos) => Promise<void>) {
    const current = await mustGet(tenantId, id);
    if (id === userId) throw badRequest(ORG_TEXTS.cannotDisableSelf);
    await assertMayManageUser(app, tenantId, userId, id);
    const wasAdministrator = await isActiveAdministrator(app, tenantId, current);
    await app.transaction(async (tx) => {
      await change(tx);
      await assertAdministratorRemains(tx, tenantId, wasAdministrator);
    });
    return current;
  }

  r.get(
    '/user',
    queryCall(
      tags,
      '用户列表（name 匹配姓名或账号；organizationId 含下级部门；每页默认 10 条）',
      Type.Object({
        name: Type.Optional(Type.String({ maxLength: 64 })),
        status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
        organizationId: Type.Optional(Type.Integer({ minimum: 0 })),
        ...Paging(USER_PAGE_SIZE, 200),
      }),
      PageOf(UserRowSchema),
      errors,
    ),
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      const organizationIds = q.organizationId ? withDescendants(await app.repos.departments.list(tenantId), q.organizationId) : undefined;
      const { rows, total } = await users.list(tenantId, {
        name: q.name?.trim() || undefined,
        status: q.status,
        organizationIds,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      return ok({ list: await userRows(app, tenantId, rows), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/user/:id',
    { schema: { tags, summary: '用户详情', params: ById, response: { 200: EnvelopeOf(UserRowSchema), ...errors } } },
    async (request) => {
      const { tenantId } = who(request);
      const [row] = await userRows(app, tenantId, [await mustGet(tenantId, request.params.id)]);
      return ok(row);
    },
  );

  r.post(
    '/user',
    bodyCall(
      tags,
      '新增用户（JSON：account、name、password、mobile、organizationId、roleIds）；账号重复（不区分大小写与全角半角）时 409 该账号已存在；角色含调用者没有的菜单时 403',
      Type.Object({
        account: Type.String({ maxLength: 64 }),
        name: Type.String({ maxLength: 64 }),
        password: Type.String({ maxLength: 64 }),
        mobile: Type.Optional(Type.String({ maxLength: 32 })),
        email: Type.Optional(Type.String({ maxLength: 128 })),
        organizationId: Type.Integer({ minimum: 0 }),
        roleIds: RoleIds,
      }),
      Type.Object({ id: Type.Integer() }),
      errors,
    ),
    async (request) => {
      const { tenantId, userId } = who(request);
      const b = request.body;
      const account = b.account.trim();
      const name = b.name.trim();
      const mobile = (b.mobile ?? '').trim();
      const problem = checkAccount(account) ?? (name ? null : ORG_TEXTS.userNameRequired) ?? checkPassword(b.password) ?? checkMobile(mobile);
      if (problem) throw badRequest(problem);
      if (name.length > NAME_MAX) throw badRequest(ORG_TEXTS.userNameRequired);
      await checkDepartment(tenantId, b.organizationId);
      await checkRoles(tenantId, userId, b.roleIds);
      if (await users.findByAccountKey(tenantId, account)) throw conflict(ORG_TEXTS.accountTaken);
      if (mobile && (await users.findByMobile(tenantId, mobile))) throw conflict(ORG_TEXTS.mobileTaken);
      const passwordHash = await hashPassword(b.password);
      let id: number;
      try {
        id = await app.transaction((tx) =>
          tx.users.create(tenantId, {
            account,
            name,
            passwordHash,
            roleId: null,
            roleIds: b.roleIds,
            mobile,
            email: (b.email ?? '').trim(),
            organizationId: b.organizationId,
          }),
        );
      } catch (err) {
        // Two creations of one account at once: the unique constraint decides.
        if (await users.findByAccountKey(tenantId, account)) throw conflict(ORG_TEXTS.accountTaken);
        throw err;
      }
      await audit(app, request, { action: 'user.create', targetType: 'user', targetId: id, targetName: `${name}（${account}）` });
      return ok({ id }, ORG_TEXTS.saved);
    },
  );

  r.patch(
    '/user',
    {
      schema: {
        tags,
        summary: '修改用户（JSON：id 及要改的 name、mobile、email、organizationId、roleIds、status）',
        description:
          '被修改用户的菜单须都在调用者自己的菜单之内（系统管理员角色除外），否则 403；新角色含调用者没有的菜单时 403；停用或移除最后一位启用的系统管理员时 409；拒绝时不写入任何改动。' +
          '角色有变化时，该用户的消息 WebSocket 收到 { rightsChanged: { at } }（多实例经 Redis），其控制台随即重新加载菜单与路由，关闭已无权访问的页面。',
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          name: Type.Optional(Type.String({ maxLength: 64 })),
          mobile: Type.Optional(Type.String({ maxLength: 32 })),
          email: Type.Optional(Type.String({ maxLength: 128 })),
          organizationId: Type.Optional(Type.Integer({ minimum: 0 })),
          roleIds: Type.Optional(RoleIds),
          status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
        }),
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const b = request.body;
      const current = await mustGet(tenantId, b.id);
      await assertMayManageUser(app, tenantId, userId, b.id);
      const wasAdministrator = await isActiveAdministrator(app, tenantId, current);
      const name = b.name?.trim();
      if (name !== undefined && !name) throw badRequest(ORG_TEXTS.userNameRequired);
      const mobile = b.mobile?.trim();
      const mobileProblem = checkMobile(mobile);
      if (mobileProblem) throw badRequest(mobileProblem);
      if (mobile) {
        const other = await users.findByMobile(tenantId, mobile);
        if (other && other.id !== b.id) throw conflict(ORG_TEXTS.mobileTaken);
      }
      if (b.organizationId !== undefined) await checkDepartment(tenantId, b.organizationId);
      if (b.roleIds !== undefined) await checkRoles(tenantId, userId, b.roleIds);
      if (b.status !== undefined && b.status !== current.status && b.id === userId) throw badRequest(ORG_TEXTS.cannotDisableSelf);
      const rolesBefore = (await users.rolesOf(tenantId, [b.id])).get(b.id)?.map((x) => x.id) ?? [];
      const rolesChanged = b.roleIds !== undefined && [...new Set(b.roleIds)].sort((x, y) => x - y).join() !== rolesBefore.join();
      await app.transaction(async (tx) => {
        const repo = tx.users;
        await repo.update(tenantId, b.id, { name, mobile, email: b.email?.trim(), organizationId: b.organizationId });
        if (b.roleIds !== undefined) await repo.setRoles(tenantId, b.id, b.roleIds);
        if (b.status !== undefined) await repo.setStatus(tenantId, b.id, b.status);
        await assertAdministratorRemains(tx, tenantId, wasAdministrator);
      });
      if (b.status === 0 && current.status !== 0) await revokeUser(app, tenantId, b.id);
      else if (rolesChanged) await pushRightsChanged(app, tenantId, [b.id]);
      await audit(app, request, {
        action: b.status !== undefined && b.status !== current.status ? (b.status ? 'user.enable' : 'user.disable') : 'user.update',
        targetType: 'user',
        targetId: b.id,
        targetName: `${name ?? current.name}（${current.account}）`,
        detail: AUDIT_DETAIL_TEXTS.fields(Object.keys(b).filter((k) => k !== 'id')),
      });
      return ok(null, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/user/:id/status',
    {
      schema: {
        tags,
        summary: '启用（1）或停用（0）用户；停用时该用户的令牌与连接立即失效',
        description: '目标用户的菜单须都在调用者自己的菜单之内（系统管理员角色除外），否则 403；停用最后一位启用的系统管理员时 409。',
        params: ById,
        body: Type.Object({ status: Type.Integer({ minimum: 0, maximum: 1 }) }),
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { id } = request.params;
      const { status } = request.body;
      const current = await changeOther(tenantId, userId, id, (tx) => tx.users.setStatus(tenantId, id, status));
      if (status === 0) await revokeUser(app, tenantId, id);
      await audit(app, request, {
        action: status ? 'user.enable' : 'user.disable',
        targetType: 'user',
        targetId: id,
        targetName: `${current.name}（${current.account}）`,
      });
      return ok(null, status ? ORG_TEXTS.enabled : ORG_TEXTS.disabled);
    },
  );

  r.post(
    '/user/:id/password',
    {
      schema: {
        tags,
        summary: '重置用户密码；该用户的令牌与连接立即失效',
        description: '目标用户的菜单须都在调用者自己的菜单之内（系统管理员角色除外），否则 403（不能借重置密码登录权限更多的账号）。',
        params: ById,
        body: Type.Object({ password: Type.String({ maxLength: 64 }) }),
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { id } = request.params;
      const current = await mustGet(tenantId, id);
      await assertMayManageUser(app, tenantId, userId, id);
      const problem = checkPassword(request.body.password);
      if (problem) throw badRequest(problem);
      await users.setPassword(tenantId, id, await hashPassword(request.body.password));
      await revokeUser(app, tenantId, id);
      await audit(app, request, { action: 'user.password', targetType: 'user', targetId: id, targetName: `${current.name}（${current.account}）` });
      return ok(null, ORG_TEXTS.passwordReset);
    },
  );

  r.delete(
    '/user/:id',
    {
      schema: {
        tags,
        summary: '删除用户；该用户的令牌与连接立即失效',
        description: '目标用户的菜单须都在调用者自己的菜单之内（系统管理员角色除外），否则 403；删除最后一位启用的系统管理员时 409。',
        params: ById,
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const { id } = request.params;
      const current = await changeOther(tenantId, userId, id, (tx) => tx.users.remove(tenantId, id));
      await revokeUser(app, tenantId, id);
      await audit(app, request, { action: 'user.delete', targetType: 'user', targetId: id, targetName: `${current.name}（${current.account}）` });
      return ok(null, ORG_TEXTS.deleted);
    },
  );
}
