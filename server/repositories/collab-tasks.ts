// Collaborative tasks: owns collab_tasks and collab_task_users (migration 125-qa-tasks). Every
// function takes the tenant id first; the rules are services/collab-tasks.ts's.
import type { Db } from '../db/schema.js';
import { containsTextIn, pageWithTotal } from './sql-helpers.js';

export interface TaskFilterQuery {
  cioStime?: number;
  cioEtime?: number;
  keyword?: string;
  /** 0 all, 1 open (not overdue), 2 done, 3 overdue. */
  cioStatus: number;
  webCioType?: number;
  now: number;
  pageIndex: number;
  pageSize: number;
}

/** Collaborative tasks (tables `collab_tasks`, `collab_task_users`). */
export function collabTasksRepo(db: Db) {
  return {
    async page(tenantId: number, f: TaskFilterQuery) {
      let q = db.selectFrom('collab_tasks as t').leftJoin('users as c', 'c.id', 't.created_by').where('t.tenant_id', '=', tenantId);
      // A task whose period [start, deadline] meets the filter's period.
      if (f.cioStime !== undefined) q = q.where('t.deadline', '>=', f.cioStime);
      if (f.cioEtime !== undefined) q = q.where('t.start_time', '<=', f.cioEtime);
      if (f.webCioType !== undefined) q = q.where('t.cio_type', '=', f.webCioType);
      if (f.cioStatus === 1) q = q.where('t.status', '=', 1).where('t.deadline', '>=', f.now);
      if (f.cioStatus === 2) q = q.where('t.status', '=', 2);
      if (f.cioStatus === 3) q = q.where('t.status', '=', 1).where('t.deadline', '<', f.now);
      if (f.keyword) q = q.where(containsTextIn(['t.title', 't.content'], f.keyword));
      const { rows, total } = await pageWithTotal(q, f, (page) => page.selectAll('t').select('c.name as creator_name').orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'));
      const ids = rows.map((r) => r.id);
      const members = ids.length
        ? await db
            .selectFrom('collab_task_users as m')
            .innerJoin('users as u', 'u.id', 'm.user_id')
            .select(['m.task_id', 'm.user_id', 'm.status', 'u.name'])
            .where('m.tenant_id', '=', tenantId)
            .where('m.task_id', 'in', ids)
            .orderBy('m.id')
            .execute()
        : [];
      return { total, rows: rows.map((r) => ({ ...r, members: members.filter((m) => m.task_id === r.id) })) };
    },
    get(tenantId: number, id: number) {
      return db.selectFrom('collab_tasks').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    member(tenantId: number, taskId: number, userId: number) {
      return db.selectFrom('collab_task_users').selectAll().where('tenant_id', '=', tenantId).where('task_id', '=', taskId).where('user_id', '=', userId).executeTakeFirst();
    },
    /** The task and its members in one transaction. */
    async create(tenantId: number, t: { title: string; content: string; cioType: number; startTime: number; deadline: number; createdBy: number; userIds: number[] }) {
      return db.transaction().execute(async (tx) => {
        const now = Date.now();
        const row = await tx
          .insertInto('collab_tasks')
          .values({ tenant_id: tenantId, title: t.title, content: t.content, cio_type: t.cioType, status: 1, start_time: t.startTime, deadline: t.deadline, created_by: t.createdBy, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx.insertInto('collab_task_users').values(t.userIds.map((user_id) => ({ tenant_id: tenantId, task_id: row.id, user_id, status: 0, answered_at: 0 }))).execute();
        return row.id;
      });
    },
    /** Sets a waiting member's answer; false when there was no waiting invitation. */
    async answer(tenantId: number, taskId: number, userId: number, status: number) {
      const r = await db
        .updateTable('collab_task_users')
        .set({ status, answered_at: Date.now() })
        .where('tenant_id', '=', tenantId)
        .where('task_id', '=', taskId)
        .where('user_id', '=', userId)
        .where('status', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async finish(tenantId: number, id: number) {
      await db.updateTable('collab_tasks').set({ status: 2, updated_at: Date.now() }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('collab_task_users').where('tenant_id', '=', tenantId).where('task_id', '=', id).execute();
      await db.deleteFrom('collab_tasks').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
