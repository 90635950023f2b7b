// Watermarks of a tenant (text or image), at most one the default: owns watermarks (migration
// 070-org). Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Watermark, WatermarkPosition, WatermarkType } from '../../shared/org.js';
import type { Db } from '../db/schema.js';
import type { WatermarkTable } from '../db/org-schema.js';
import { insertId, pageWithTotal } from './sql-helpers.js';

export type WatermarkRow = Selectable<WatermarkTable>;

export function toWatermark(w: WatermarkRow): Watermark {
  return {
    id: w.id,
    name: w.name,
    type: w.type as WatermarkType,
    text: w.text,
    color: w.color,
    imageFileId: w.image_file_id,
    position: w.position as WatermarkPosition,
    opacity: w.opacity,
    size: w.size,
    isDefault: w.is_default,
    status: w.status,
    createdAt: Number(w.created_at),
  };
}

/** What a save writes: the watermark without its id, default flag, status and time. */
export type WatermarkValues = Omit<Watermark, 'id' | 'isDefault' | 'status' | 'createdAt'>;

const columns = (v: WatermarkValues) => ({
  name: v.name,
  type: v.type,
  text: v.text,
  color: v.color,
  image_file_id: v.imageFileId,
  position: v.position,
  opacity: v.opacity,
  size: v.size,
});

/** Watermarks of a tenant; at most one is the default. */
export function watermarksRepo(db: Db) {
  return {
    async page(tenantId: number, q: { keyword?: string; status?: number; pageIndex: number; pageSize: number }) {
      let base = db.selectFrom('watermarks').where('tenant_id', '=', tenantId);
      if (q.keyword) base = base.where('name', 'like', `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      const { rows, total } = await pageWithTotal(base, q, (f) => f.selectAll().orderBy('is_default', 'desc').orderBy('id', 'desc'));
      return { rows, total };
    },
    get(tenantId: number, id: number) {
      return db.selectFrom('watermarks').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    getDefault(tenantId: number) {
      return db.selectFrom('watermarks').selectAll().where('tenant_id', '=', tenantId).where('is_default', '=', 1).where('status', '=', 1).executeTakeFirst();
    },
    async create(tenantId: number, v: WatermarkValues) {
      return insertId(db, 'watermarks', { tenant_id: tenantId, ...columns(v), is_default: 0, status: 1, created_at: Date.now() });
    },
    async update(tenantId: number, id: number, v: WatermarkValues) {
      await db.updateTable('watermarks').set(columns(v)).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Makes one watermark the default (call inside a transaction). */
    async setDefault(tenantId: number, id: number) {
      await db.updateTable('watermarks').set({ is_default: 0 }).where('tenant_id', '=', tenantId).where('is_default', '=', 1).execute();
      await db.updateTable('watermarks').set({ is_default: 1, status: 1 }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async clearDefault(tenantId: number, id: number) {
      await db.updateTable('watermarks').set({ is_default: 0 }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async setStatus(tenantId: number, id: number, status: number) {
      // A disabled watermark is no longer the default.
      await db
        .updateTable('watermarks')
        .set(status ? { status } : { status, is_default: 0 })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('watermarks').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
