// Scheduled release and take-down (PUT release/{ids}&{columnIds}&{type}?publishAt=&takeDownAt=).
// A scheduled release is a release row with `publish_at` > 0: every reader call leaves it out
// (repositories/releases.ts: `live`, `newest`, `firstTime`), the release list shows it with
// state 'scheduled'. The item becomes 已发布 (4) when the release is made, so that what goes
// live is the version approved then (a later edit is a pending update, as for any published
// item). Two durable jobs per item (services/scheduled-jobs.ts), due at the publish and at the
// take-down time: `release.publish` makes the item's due scheduled releases live (first in their
// columns, release time = the scheduled time) and tells the author; `release.takeDown` deletes
// its releases whose take-down time has come, as deleteRelease does (an item with no release left
// is shelved, 5). Both are no-ops for releases already fired or cancelled (deleteRelease of a
// scheduled release deletes the row), so a job fires once even when it is found twice.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { CONTENT_STATUS } from '../../shared/content.js';
import { scheduleProblem, SCHEDULE_TEXTS as S, type ReleaseSchedule } from '../../shared/release-schedule.js';
import type { Repos } from '../plugins/repositories.js';
import { noticeAuthor } from './content-items.js';
import { CONTENT_TEXTS as T } from './content-messages.js';
import { addNote, NOTES } from './content-revisions.js';
import { registerJobHandler } from './scheduled-jobs.js';

export const RELEASE_JOBS = { publish: 'release.publish', takeDown: 'release.takeDown' } as const;

const epoch = (raw: string | undefined, message: string): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw badRequest(message);
  return Number(raw);
};

/**
 * The schedule of a release request at `now`: times as epoch ms strings, checked by
 * scheduleProblem (400 with its message). A publish time that has come (within the tolerance)
 * is a release now.
 */
export function parseSchedule(query: { publishAt?: string; takeDownAt?: string }, now: number): ReleaseSchedule {
  const publishAt = epoch(query.publishAt, S.publishAtInvalid);
  const takeDownAt = epoch(query.takeDownAt, S.takeDownAtInvalid);
  const problem = scheduleProblem({ publishAt, takeDownAt }, now);
  if (problem) throw badRequest(problem);
  return { ...(publishAt !== undefined && publishAt > now ? { publishAt } : {}), ...(takeDownAt !== undefined ? { takeDownAt } : {}) };
}

/** The jobs of a schedule for these items, in the transaction that writes their releases. */
export async function addScheduleJobs(repos: Repos, tenantId: number, itemIds: number[], schedule: ReleaseSchedule, now: number) {
  for (const id of itemIds) {
    if (schedule.publishAt) await repos.scheduledJobs.add(tenantId, { kind: RELEASE_JOBS.publish, refId: id, dueAt: schedule.publishAt }, now);
    if (schedule.takeDownAt) await repos.scheduledJobs.add(tenantId, { kind: RELEASE_JOBS.takeDown, refId: id, dueAt: schedule.takeDownAt }, now);
  }
}

registerJobHandler(RELEASE_JOBS.publish, async (app: FastifyInstance, repos, job, now) => {
  const tenantId = job.tenant_id;
  const due = await repos.releases.dueToPublish(tenantId, job.ref_id, now);
  const fired = [];
  for (const r of due) {
    const order = (await repos.releases.maxOrder(tenantId, r.column_id)) + 1;
    if (await repos.releases.goLive(tenantId, r.id, order)) fired.push(r);
  }
  const item = fired.length ? await repos.contentItems.get(tenantId, job.ref_id) : undefined;
  if (!item) return;
  const publisher = fired[0]!.publisher_id;
  await repos.contentItems.setStatus(tenantId, [item.id], [CONTENT_STATUS.approved, CONTENT_STATUS.shelved], CONTENT_STATUS.published, { updated_at: now });
  await addNote(repos, { tenantId, userId: publisher, sessionId: 0 }, item.id, Number(item.revision), NOTES.release, now);
  const columns = await repos.columns.getMany(tenantId, [...new Set(fired.map((r) => r.column_id))]);
  const names = columns.map((c) => c.name).join('、');
  return () => noticeAuthor(app, tenantId, item, publisher, T.noticeReleasedTitle, T.noticeReleasedOnTime(item.title, names));
});

registerJobHandler(RELEASE_JOBS.takeDown, async (_app, repos, job, now) => {
  const tenantId = job.tenant_id;
  if (!(await repos.releases.takeDownDue(tenantId, job.ref_id, now))) return;
  const bare = await repos.releases.withoutReleases(tenantId, [job.ref_id]);
  await repos.contentItems.setStatus(tenantId, bare, [CONTENT_STATUS.published], CONTENT_STATUS.shelved, { updated_at: now });
  const item = await repos.contentItems.get(tenantId, job.ref_id);
  if (item) await addNote(repos, { tenantId, userId: 0, sessionId: 0 }, item.id, Number(item.revision), NOTES.takeDown, now);
});
