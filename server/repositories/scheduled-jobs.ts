// The durable job queue: due work that must run once across every instance on one database
// (server/services/scheduled-jobs.ts runs it). A job is claimed inside a transaction and deleted
// by the same transaction when its work is done, so a job runs once: on PostgreSQL the claim
// locks the row (`for update skip locked`: another instance takes the next job instead of
// waiting), on SQLite the transaction is the single writer.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { ScheduledJobTable } from '../db/content-schema.js';
import { isPg } from './content-items.js';
import { insertId } from './sql-helpers.js';

export type ScheduledJobRow = Selectable<ScheduledJobTable>;

export function scheduledJobsRepo(db: Db) {
  return {
    async add(tenantId: number, job: { kind: string; refId: number; dueAt: number }, now: number): Promise<number> {
      return insertId(db, 'scheduled_jobs', { tenant_id: tenantId, kind: job.kind, ref_id: job.refId, due_at: job.dueAt, created_at: now });
    },
    /**
     * The oldest job due by `now` that no other transaction holds. Only inside a transaction: the
     * row stays claimed until it commits (deleting the job) or rolls back (leaving it due).
     */
    async claimDue(now: number): Promise<ScheduledJobRow | undefined> {
      const q = db.selectFrom('scheduled_jobs').selectAll().where('due_at', '<=', now).orderBy('due_at').orderBy('id').limit(1);
      return (isPg(db) ? q.forUpdate().skipLocked() : q).executeTakeFirst();
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom('scheduled_jobs').where('id', '=', id).execute();
    },
    /** A job whose run failed: due again at `dueAt`, the failure counted and kept. */
    async retryLater(id: number, dueAt: number, error: string): Promise<void> {
      await db
        .updateTable('scheduled_jobs')
        .set((eb) => ({ due_at: dueAt, attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500) }))
        .where('id', '=', id)
        .execute();
    },
    get(id: number): Promise<ScheduledJobRow | undefined> {
      return db.selectFrom('scheduled_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A tenant's jobs of one kind about `refIds` (tests and cancellation). */
    ofRefs(tenantId: number, kind: string, refIds: number[]): Promise<ScheduledJobRow[]> {
      if (!refIds.length) return Promise.resolve([]);
      return db.selectFrom('scheduled_jobs').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', kind).where('ref_id', 'in', refIds).execute();
    },
    /** The next due time of any job (the poller's timer), or null. */
    async nextDue(): Promise<number | null> {
      const r = await db.selectFrom('scheduled_jobs').select((eb) => eb.fn.min<number>('due_at').as('t')).executeTakeFirst();
      return r?.t == null ? null : Number(r.t);
    },
  };
}
