// The audit trail of administrative actions: owns audit_log (written by services/audit.ts, paged
// by routes/web-conf/audit.ts). Every function takes the tenant id first.
import type { AuditAction, AuditEntry } from '../../shared/org.js';
import { AUDIT_ACTIONS } from '../../shared/org.js';
import type { Db } from '../db/schema.js';
import { pageWithTotal } from './sql-helpers.js';

export interface AuditRecord {
  actorId: number;
  actorName: string;
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: number;
  targetName: string;
  detail?: string;
  address: string;
}

export interface AuditPageQuery {
  actorId?: number;
  action?: string;
  from?: number;
  to?: number;
  pageIndex: number;
  pageSize: number;
}

/** The audit trail of administrative actions. */
export function auditRepo(db: Db) {
  return {
    async record(tenantId: number, e: AuditRecord) {
      await db
        .insertInto('audit_log')
        .values({
          tenant_id: tenantId,
          actor_id: e.actorId,
          actor_name: e.actorName.slice(0, 64),
          action: e.action,
          target_type: e.targetType,
          target_id: e.targetId,
          target_name: e.targetName.slice(0, 128),
          detail: (e.detail ?? '').slice(0, 1000),
          address: e.address.slice(0, 64),
          at: Date.now(),
        })
        .execute();
    },
    async page(tenantId: number, q: AuditPageQuery): Promise<{ list: AuditEntry[]; total: number }> {
      let base = db.selectFrom('audit_log').where('tenant_id', '=', tenantId);
      if (q.actorId) base = base.where('actor_id', '=', q.actorId);
      if (q.action) base = base.where('action', '=', q.action);
      if (q.from !== undefined) base = base.where('at', '>=', q.from);
      if (q.to !== undefined) base = base.where('at', '<', q.to);
      const { rows, total } = await pageWithTotal(base, q, (f) => f.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'));
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          actorId: r.actor_id,
          actorName: r.actor_name,
          action: r.action as AuditAction,
          actionName: AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
          targetType: r.target_type as AuditEntry['targetType'],
          targetId: r.target_id,
          targetName: r.target_name,
          detail: r.detail,
          address: r.address,
          at: Number(r.at),
        })),
      };
    },
  };
}
