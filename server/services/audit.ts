// Writes one entry of the audit trail for an administrative action of the caller (who, what, on
// which record, from which address, when); called by the user, role, department, settings,
// watermark and tenant routes. Paged by routes/web-conf/audit.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntry } from '../../shared/org.js';
import { who } from '../plugins/auth.js';

/** The audit trail's detail texts (what changed), written once here. */
export const AUDIT_DETAIL_TEXTS = {
  menuCount: (n: number) => `菜单 ${n} 项`,
  watermark: (o: { isDefault: boolean; status: boolean }) => (o.isDefault ? '设为默认' : o.status ? '启用' : '停用'),
  departmentRenamed: (from: string, to: string) => `名称 ${from} → ${to}`,
  departmentMoved: (from: number, to: number) => `上级部门 ${from} → ${to}`,
  /** The changed fields of a record, joined. */
  fields: (names: string[]) => names.join('、'),
  /** Several changes of one action, joined. */
  changes: (parts: string[]) => parts.filter(Boolean).join('；'),
} as const;

/** Records an administrative action of the caller (who, what, which, from where, when). */
export async function audit(
  app: FastifyInstance,
  request: FastifyRequest,
  e: { action: AuditAction; targetType: AuditEntry['targetType']; targetId: number; targetName: string; detail?: string },
): Promise<void> {
  const { tenantId, userId } = who(request);
  const actor = await app.repos.users.get(tenantId, userId);
  await app.repos.audit.record(tenantId, { ...e, actorId: userId, actorName: actor?.name ?? '', address: request.ip });
}
