// Departments (组织机构) of a tenant: owns departments (migration 070-org), and builds their tree.
// Every function takes the tenant id first.
import type { Department } from '../../shared/org.js';
import type { Db } from '../db/schema.js';
import type { DepartmentTable } from '../db/org-schema.js';
import type { Selectable } from 'kysely';
import { countRows, insertId } from './sql-helpers.js';

export type DepartmentRow = Selectable<DepartmentTable>;

/** Builds the department tree (children sorted by sort, then id). */
export function departmentTree(rows: DepartmentRow[]): Department[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const byId = new Map<number, Department>(
    sorted.map((d) => [d.id, { id: d.id, name: d.name, parentId: d.parent_id, remark: d.remark, children: [] }]),
  );
  const roots: Department[] = [];
  for (const d of sorted) {
    const node = byId.get(d.id)!;
    const parent = d.parent_id ? byId.get(d.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Departments (组织机构) of a tenant. */
export function departmentsRepo(db: Db) {
  const ofTenant = (tenantId: number) => db.selectFrom('departments').where('tenant_id', '=', tenantId);
  return {
    list(tenantId: number) {
      return ofTenant(tenantId).selectAll().execute();
    },
    get(tenantId: number, id: number) {
      return ofTenant(tenantId).selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Ids among `ids` that are departments of the tenant. */
    async existing(tenantId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      return (await ofTenant(tenantId).select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    },
    findSibling(tenantId: number, parentId: number, name: string) {
      return ofTenant(tenantId).select('id').where('parent_id', '=', parentId).where('name', '=', name).executeTakeFirst();
    },
    async create(tenantId: number, d: { name: string; parentId: number; remark: string }) {
      return insertId(db, 'departments', { tenant_id: tenantId, parent_id: d.parentId, name: d.name, remark: d.remark, sort: 0, created_at: Date.now() });
    },
    async update(tenantId: number, id: number, d: { name?: string; parentId?: number; remark?: string }) {
      const set: Partial<{ name: string; parent_id: number; remark: string }> = {};
      if (d.name !== undefined) set.name = d.name;
      if (d.parentId !== undefined) set.parent_id = d.parentId;
      if (d.remark !== undefined) set.remark = d.remark;
      if (!Object.keys(set).length) return;
      await db.updateTable('departments').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async countChildren(tenantId: number, id: number) {
      return countRows(ofTenant(tenantId).where('parent_id', '=', id));
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('departments').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
