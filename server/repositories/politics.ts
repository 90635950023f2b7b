// Q&A 问政: owns politics_units, politics_unit_users and politics_questions (migration
// 125-qa-tasks). Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { PoliticsQuestionTable } from '../db/qa-tasks-schema.js';
import { containsTextIn, countRows, insertId, pageWithTotal } from './sql-helpers.js';

export type QuestionRow = Selectable<PoliticsQuestionTable> & { unit_name: string | null; answerer_name: string | null };

export interface QuestionFilter {
  status?: number;
  keyWord?: string;
  /** Only questions of the units this user answers for. */
  boundUserId?: number;
  pageIndex: number;
  pageSize: number;
}

/** Q&A 问政 (tables `politics_units`, `politics_unit_users`, `politics_questions`). */
export function politicsRepo(db: Db) {
  return {
    async units(tenantId: number) {
      const rows = await db
        .selectFrom('politics_units as u')
        .select((eb) => [
          'u.id',
          'u.name',
          eb.selectFrom('politics_unit_users as b').select((e) => e.fn.countAll<number>().as('n')).whereRef('b.unit_id', '=', 'u.id').as('user_count'),
        ])
        .where('u.tenant_id', '=', tenantId)
        .orderBy('u.id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, userCount: Number(r.user_count ?? 0) }));
    },
    unit(tenantId: number, id: number) {
      return db.selectFrom('politics_units').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    unitByName(tenantId: number, name: string) {
      return db.selectFrom('politics_units').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
    },
    async createUnit(tenantId: number, name: string) {
      return insertId(db, 'politics_units', { tenant_id: tenantId, name, created_at: Date.now() });
    },
    async renameUnit(tenantId: number, id: number, name: string) {
      await db.updateTable('politics_units').set({ name }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async removeUnit(tenantId: number, id: number) {
      await db.deleteFrom('politics_unit_users').where('tenant_id', '=', tenantId).where('unit_id', '=', id).execute();
      await db.deleteFrom('politics_units').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async questionsOfUnit(tenantId: number, unitId: number) {
      return countRows(db.selectFrom('politics_questions').where('tenant_id', '=', tenantId).where('unit_id', '=', unitId));
    },
    /** Replaces the users of a unit (the ids are the tenant's, checked by the caller). */
    async bindUsers(tenantId: number, unitId: number, userIds: number[]) {
      await db.deleteFrom('politics_unit_users').where('tenant_id', '=', tenantId).where('unit_id', '=', unitId).execute();
      if (userIds.length) {
        await db.insertInto('politics_unit_users').values(userIds.map((user_id) => ({ tenant_id: tenantId, unit_id: unitId, user_id }))).execute();
      }
    },
    boundUsers(tenantId: number, unitId: number) {
      return db
        .selectFrom('politics_unit_users as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['u.id', 'u.name', 'u.account'])
        .where('b.tenant_id', '=', tenantId)
        .where('b.unit_id', '=', unitId)
        .orderBy('u.id')
        .execute();
    },
    async isBound(tenantId: number, unitId: number, userId: number) {
      const row = await db.selectFrom('politics_unit_users').select('id').where('tenant_id', '=', tenantId).where('unit_id', '=', unitId).where('user_id', '=', userId).executeTakeFirst();
      return !!row;
    },

    async page(tenantId: number, f: QuestionFilter) {
      let q = db
        .selectFrom('politics_questions as q')
        .leftJoin('politics_units as u', 'u.id', 'q.unit_id')
        .leftJoin('users as a', 'a.id', 'q.answered_by')
        .where('q.tenant_id', '=', tenantId);
      if (f.status !== undefined) q = q.where('q.status', '=', f.status);
      if (f.boundUserId !== undefined) {
        const uid = f.boundUserId;
        q = q.where('q.unit_id', 'in', (eb) => eb.selectFrom('politics_unit_users as b').select('b.unit_id').where('b.tenant_id', '=', tenantId).where('b.user_id', '=', uid));
      }
      if (f.keyWord) q = q.where(containsTextIn(['q.title', 'q.content', 'q.nickname'], f.keyWord));
      const { rows, total } = await pageWithTotal(q, f, (page) => page.selectAll('q').select(['u.name as unit_name', 'a.name as answerer_name']).orderBy('q.created_at', 'desc').orderBy('q.id', 'desc'));
      return { total, rows: rows as QuestionRow[] };
    },
    /** Answered and published questions of a tenant, newest answer first. */
    async published(tenantId: number, pageIndex: number, pageSize: number) {
      const q = db
        .selectFrom('politics_questions as q')
        .leftJoin('politics_units as u', 'u.id', 'q.unit_id')
        .leftJoin('users as a', 'a.id', 'q.answered_by')
        .where('q.tenant_id', '=', tenantId)
        .where('q.status', '=', 2)
        .where('q.published', '=', 1);
      const { rows, total } = await pageWithTotal(q, { pageIndex, pageSize }, (page) => page.selectAll('q').select(['u.name as unit_name', 'a.name as answerer_name']).orderBy('q.answered_at', 'desc').orderBy('q.id', 'desc'));
      return { total, rows: rows as QuestionRow[] };
    },
    question(tenantId: number, id: number) {
      return db.selectFrom('politics_questions').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    async ownQuestions(tenantId: number, ids: number[]) {
      if (!ids.length) return [];
      return (await db.selectFrom('politics_questions').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()).map((r) => r.id);
    },
    async createQuestion(tenantId: number, q: { nickname: string; title: string; content: string; address: string }) {
      const now = Date.now();
      return insertId(db, 'politics_questions', { tenant_id: tenantId, unit_id: 0, nickname: q.nickname, title: q.title, content: q.content, status: 0, answer: '', answered_by: 0, answered_at: 0, published: 0, address: q.address, created_at: now, updated_at: now });
    },
    /** Questions since `since` from one address (over every tenant) and to one tenant. */
    async recentCounts(tenantId: number, address: string, since: number) {
      const byAddress = await countRows(db.selectFrom('politics_questions').where('address', '=', address).where('created_at', '>=', since));
      const byTenant = await countRows(db.selectFrom('politics_questions').where('tenant_id', '=', tenantId).where('created_at', '>=', since));
      return { byAddress, byTenant };
    },
    /** Assigning keeps an answer already given (status 2) only when the unit stays the same. */
    async assign(tenantId: number, id: number, unitId: number) {
      await db
        .updateTable('politics_questions')
        .set({ unit_id: unitId, status: 1, answer: '', answered_by: 0, answered_at: 0, published: 0, updated_at: Date.now() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async answer(tenantId: number, id: number, answer: string, userId: number) {
      const now = Date.now();
      await db.updateTable('politics_questions').set({ answer, answered_by: userId, answered_at: now, status: 2, updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async publish(tenantId: number, id: number, published: number) {
      await db.updateTable('politics_questions').set({ published, updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async removeQuestions(tenantId: number, ids: number[]) {
      if (!ids.length) return;
      await db.deleteFrom('politics_questions').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    },
  };
}
