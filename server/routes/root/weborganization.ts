// Departments (spec §7 "Organisation and users"; contract "Organisation, users, roles, tenants").
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider, type Static } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, errors, ok } from '../../lib/envelope.js';
import { bodyCall } from '../../lib/call-options.js';
import { ById } from '../../lib/strict-schema.js';
import { badRequest, conflict, found } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { departmentTree } from '../../repositories/departments.js';
import { audit, AUDIT_DETAIL_TEXTS } from '../../services/audit.js';
import { NAME_MAX, ORG_TEXTS, REMARK_MAX } from '../../../shared/org.js';

const tags = ['部门'];

const DepartmentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Type.Integer({ description: '0 为顶级部门' }),
  remark: Type.String(),
  children: Type.Array(Type.Any(), { description: '下级部门，结构相同' }),
});

const Input = Type.Object({
  name: Type.Optional(Type.String({ maxLength: NAME_MAX })),
  parentId: Type.Optional(Type.Integer({ minimum: 0 })),
  remark: Type.Optional(Type.String({ maxLength: REMARK_MAX })),
});

export default async function departmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.departments;

  /** The parent must exist in the tenant and must not be the department or one of its descendants. */
  async function checkParent(tenantId: number, parentId: number, selfId?: number) {
    if (!parentId) return;
    const rows = await repo.list(tenantId);
    const byId = new Map(rows.map((d) => [d.id, d]));
    if (!byId.has(parentId)) throw badRequest(ORG_TEXTS.departmentNotFound);
    if (selfId === undefined) return;
    for (let d = byId.get(parentId), steps = 0; d && steps <= rows.length; d = byId.get(d.parent_id), steps++) {
      if (d.id === selfId) throw badRequest(ORG_TEXTS.departmentCycle);
    }
  }

  r.get(
    '/weborganization/listForCombo',
    { schema: { tags, summary: '部门树（供选择器使用）', response: { 200: EnvelopeOf(Type.Array(DepartmentSchema)), 401: ErrorEnvelope, 403: ErrorEnvelope } } },
    async (request) => ok(departmentTree(await repo.list(who(request).tenantId))),
  );

  r.post(
    '/weborganization',
    bodyCall(tags, '新增部门（JSON：name、parentId、remark）', Input, Type.Object({ id: Type.Integer() }), errors),
    async (request) => {
      const { tenantId } = who(request);
      const b = request.body as Static<typeof Input>;
      const name = (b.name ?? '').trim();
      if (!name) throw badRequest(ORG_TEXTS.departmentNameRequired);
      const parentId = b.parentId ?? 0;
      await checkParent(tenantId, parentId);
      if (await repo.findSibling(tenantId, parentId, name)) throw conflict(ORG_TEXTS.departmentNameTaken);
      const id = await repo.create(tenantId, { name, parentId, remark: (b.remark ?? '').trim() });
      await audit(app, request, { action: 'department.create', targetType: 'department', targetId: id, targetName: name });
      return ok({ id }, ORG_TEXTS.saved);
    },
  );

  r.patch(
    '/weborganization/:id',
    {
      schema: {
        tags,
        summary: '修改部门（改名、移动到其他上级、备注）；不能移动到自己或下级之下',
        params: ById,
        body: Input,
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { id } = request.params;
      const b = request.body as Static<typeof Input>;
      const current = await found(repo.get(tenantId, id), ORG_TEXTS.departmentNotFound);
      const name = b.name === undefined ? current.name : b.name.trim();
      if (!name) throw badRequest(ORG_TEXTS.departmentNameRequired);
      const parentId = b.parentId ?? current.parent_id;
      if (parentId === id) throw badRequest(ORG_TEXTS.departmentCycle);
      await checkParent(tenantId, parentId, id);
      const sibling = await repo.findSibling(tenantId, parentId, name);
      if (sibling && sibling.id !== id) throw conflict(ORG_TEXTS.departmentNameTaken);
      await repo.update(tenantId, id, { name, parentId, remark: b.remark?.trim() });
      const moved = parentId !== current.parent_id ? AUDIT_DETAIL_TEXTS.departmentMoved(current.parent_id, parentId) : '';
      const renamed = name !== current.name ? AUDIT_DETAIL_TEXTS.departmentRenamed(current.name, name) : '';
      await audit(app, request, {
        action: 'department.update',
        targetType: 'department',
        targetId: id,
        targetName: name,
        detail: AUDIT_DETAIL_TEXTS.changes([renamed, moved]),
      });
      return ok(null, ORG_TEXTS.saved);
    },
  );

  r.delete(
    '/weborganization/:id',
    { schema: { tags, summary: '删除部门（有用户或子部门时拒绝）', params: ById, response: { 200: EnvelopeOf(Type.Null()), ...errors } } },
    async (request) => {
      const { tenantId } = who(request);
      const { id } = request.params;
      const current = await found(repo.get(tenantId, id), ORG_TEXTS.departmentNotFound);
      if (await repo.countChildren(tenantId, id)) throw conflict(ORG_TEXTS.departmentHasChildren);
      if (await app.repos.users.countInDepartment(tenantId, id)) throw conflict(ORG_TEXTS.departmentHasUsers);
      await repo.remove(tenantId, id);
      await audit(app, request, { action: 'department.delete', targetType: 'department', targetId: id, targetName: current.name });
      return ok(null, ORG_TEXTS.deleted);
    },
  );
}
