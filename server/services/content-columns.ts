// Release columns: tree, create, rename/move without cycles, delete when empty, ordering.
import type { FastifyInstance } from 'fastify';
import { badRequest, found, notFound } from '../lib/errors.js';
import type { ColumnRow } from '../repositories/columns.js';
import type { AuthContext } from '../types.js';
import { CONTENT_LIMITS, type ColumnItem, type ColumnNode, type Portal } from '../../shared/content.js';
import { CONTENT_TEXTS as T } from './content-messages.js';

const CONTROL = /[\u0000-\u001f\u007f]/;

export function toColumnItem(c: ColumnRow): ColumnItem {
  return {
    id: c.id,
    name: c.name,
    parentId: c.parent_id,
    portal: c.portal === 'app' ? 'app' : 'web',
    orderNum: c.order_num,
    createTime: Number(c.created_at),
    releaseCount: Number(c.release_count ?? 0),
  };
}

export function columnTree(rows: ColumnRow[]): ColumnNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...toColumnItem(r), children: [] as ColumnNode[] }]));
  const roots: ColumnNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The column and all its descendants. */
export function subtreeIds(rows: ColumnRow[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parent_id === out[i]) out.push(r.id);
  return out;
}

function columnName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest(T.columnNameRequired);
  if (CONTROL.test(name)) throw badRequest(T.controlChars('栏目名称'));
  if ([...name].length > CONTENT_LIMITS.columnNameMax) throw badRequest(T.columnNameTooLong);
  return name;
}

export async function loadColumn(app: FastifyInstance, tenantId: number, id: number): Promise<ColumnRow> {
  return found(app.repos.columns.get(tenantId, id), T.columnNotFound);
}

export async function createColumn(app: FastifyInstance, auth: AuthContext, input: { name: string; parentId?: number; portal?: Portal }) {
  const { tenantId } = auth;
  const name = columnName(input.name);
  let portal: Portal = input.portal ?? 'web';
  const parentId = input.parentId ?? 0;
  if (parentId) {
    const parent = await found(app.repos.columns.get(tenantId, parentId), T.columnParentNotFound);
    if (input.portal && parent.portal !== input.portal) throw badRequest(T.columnParentInvalid);
    portal = parent.portal as Portal;
  }
  return { id: await app.repos.columns.insert(tenantId, { portal, parentId, name }) };
}

export async function patchColumn(app: FastifyInstance, auth: AuthContext, input: { id: number; name?: string; parentId?: number }) {
  const { tenantId } = auth;
  const column = await loadColumn(app, tenantId, input.id);
  const set: { name?: string; parent_id?: number; order_num?: number } = {};
  if (input.name !== undefined) set.name = columnName(input.name);
  if (input.parentId !== undefined && input.parentId !== column.parent_id) {
    if (input.parentId) {
      const rows = await app.repos.columns.list(tenantId, column.portal);
      if (subtreeIds(rows, column.id).includes(input.parentId)) throw badRequest(T.columnCycle);
      const parent = rows.find((r) => r.id === input.parentId);
      if (!parent) throw (await app.repos.columns.get(tenantId, input.parentId)) ? badRequest(T.columnParentInvalid) : notFound(T.columnParentNotFound);
    }
    set.parent_id = input.parentId;
  }
  if (Object.keys(set).length) await app.repos.columns.update(tenantId, column.id, set);
  return { id: column.id };
}

export async function deleteColumn(app: FastifyInstance, auth: AuthContext, id: number) {
  const { tenantId } = auth;
  const column = await loadColumn(app, tenantId, id);
  if (Number(column.release_count ?? 0) > 0) throw badRequest(T.columnHasReleases);
  if ((await app.repos.columns.childCount(tenantId, id)) > 0) throw badRequest(T.columnHasChildren);
  await app.repos.columns.remove(tenantId, id);
  return { id };
}

/** Siblings in their new order get order numbers 1..n. */
export async function orderColumns(app: FastifyInstance, auth: AuthContext, ids: number[]) {
  const { tenantId } = auth;
  const rows = await app.repos.columns.getMany(tenantId, ids);
  if (rows.length !== ids.length) throw notFound(T.columnNotFound);
  const first = rows[0]!;
  if (rows.some((r) => r.parent_id !== first.parent_id || r.portal !== first.portal)) throw badRequest(T.columnOrderInvalid);
  for (const [i, id] of ids.entries()) await app.repos.columns.update(tenantId, id, { order_num: i + 1 });
  return { count: ids.length };
}
