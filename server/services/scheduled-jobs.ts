// The durable job queue's runner (table scheduled_jobs, repository scheduled-jobs.ts). Work that
// must happen once at a set time, whichever instance is up then, also after a restart: a
// service adds a job (`repos.scheduledJobs.add`, in the transaction that makes the job
// necessary) and registers the handler of its kind once at start-up. Every instance polls
// (scheduledJobsJob in plugins/jobs.ts, every SCHEDULE_POLL_MS, default 1 s): each due job is
// claimed, handled and deleted in ONE transaction, so its writes happen once or not at all; on
// PostgreSQL a second instance skips a claimed job (`for update skip locked`) and takes the next.
// A handler answers what to do after the commit (notices); those run at most once, best effort.
// A failing job is retried later (1 min, 2 min, ... up to 10 attempts) and then dropped (logged).
import type { FastifyInstance } from 'fastify';
import type { Repos } from '../plugins/repositories.js';
import type { ScheduledJobRow } from '../repositories/scheduled-jobs.js';

export type JobHandler = (app: FastifyInstance, repos: Repos, job: ScheduledJobRow, now: number) => Promise<(() => Promise<void>) | void>;

const handlers = new Map<string, JobHandler>();

/** Registers the handler of a job kind (once per kind, at module load). */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export const JOB_RETRY = { maxAttempts: 10, baseDelayMs: 60_000 } as const;

/**
 * Runs the jobs due at `now`, one transaction each, until none is left or `limit` ran. Answers
 * how many ran (handled or dropped).
 */
export async function runDueJobs(app: FastifyInstance, now = Date.now(), limit = 100): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const holder: { job?: ScheduledJobRow } = {};
    let outcome: { after: (() => Promise<void>) | void } | null;
    try {
      outcome = await app.transaction(async (repos) => {
        const job = await repos.scheduledJobs.claimDue(now);
        if (!job) return null;
        holder.job = job;
        const handler = handlers.get(job.kind);
        if (!handler) app.log.error({ job }, `scheduled job of unknown kind ${job.kind} dropped`);
        const after = handler ? await handler(app, repos, job, now) : undefined;
        await repos.scheduledJobs.remove(job.id);
        return { after };
      });
    } catch (err) {
      if (!holder.job) throw err;
      await failed(app, holder.job, now, err);
      outcome = { after: undefined };
    }
    if (!outcome) return ran;
    ran += 1;
    const after = outcome.after;
    if (after) await after().catch((err: unknown) => app.log.warn({ err }, 'scheduled job follow-up failed'));
  }
  return ran;
}

async function failed(app: FastifyInstance, job: ScheduledJobRow, now: number, err: unknown) {
  const attempts = Number(job.attempts) + 1;
  if (attempts >= JOB_RETRY.maxAttempts) {
    app.log.error({ err, job }, `scheduled job ${job.kind} #${job.id} failed ${attempts} times: dropped`);
    await app.repos.scheduledJobs.remove(job.id);
    return;
  }
  app.log.warn({ err, job }, `scheduled job ${job.kind} #${job.id} failed: retried later`);
  await app.repos.scheduledJobs.retryLater(job.id, now + JOB_RETRY.baseDelayMs * attempts, String((err as Error)?.message ?? err));
}
