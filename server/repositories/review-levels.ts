// The tenants' review chains (table review_levels of 166-review-chain): per content type 1 to 3
// levels, each with a name and the role ids that may act at it. Also answers which roles a user
// holds and which active users hold given roles (the chain's checks and notices).
import type { Db } from '../db/schema.js';
import { activeHolders, heldRoles } from './users.js';

export interface ReviewLevelRow {
  type: number;
  level: number;
  name: string;
  roleIds: number[];
}

function parseIds(raw: string): number[] {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

export function reviewLevelsRepo(db: Db) {
  return {
    /** Every stored level of the tenant (types without rows use the default chain). */
    async list(tenantId: number): Promise<ReviewLevelRow[]> {
      const rows = await db.selectFrom('review_levels').selectAll().where('tenant_id', '=', tenantId).orderBy('type').orderBy('level').execute();
      return rows.map((r) => ({ type: r.type, level: r.level, name: r.name, roleIds: parseIds(r.role_ids) }));
    },
    /** Replaces one type's chain (call inside a transaction). */
    async set(tenantId: number, type: number, levels: { name: string; roleIds: number[] }[]) {
      await db.deleteFrom('review_levels').where('tenant_id', '=', tenantId).where('type', '=', type).execute();
      await db
        .insertInto('review_levels')
        .values(levels.map((l, i) => ({ tenant_id: tenantId, type, level: i + 1, name: l.name, role_ids: JSON.stringify(l.roleIds) })))
        .execute();
    },
    /** Ids of the roles the user holds. */
    async rolesOf(tenantId: number, userId: number): Promise<number[]> {
      const rows = await heldRoles(db, tenantId, userId).select('roles.id').execute();
      return rows.map((r) => r.id);
    },
    /** Active users of the tenant holding one of the roles. */
    async holdersOfRoles(tenantId: number, roleIds: number[], limit = 200): Promise<number[]> {
      if (!roleIds.length) return [];
      const rows = await activeHolders(db, tenantId).where('roles.id', 'in', roleIds).limit(limit).execute();
      return rows.map((r) => r.user_id);
    },
  };
}
