// Background jobs: each one a plugin that runs a task every so often and stops on app.close()
// (the timer is cleared and a run under way is awaited, so nothing touches a closed database).
// Timers are unref'd: a job never keeps the process alive by itself.
//
//   await app.register(intervalJob({ name: 'upload sweep', everyMs: 600_000, run: (app) => ... }));
//
// The jobs of the server (registered in server/app.ts, or by the plugin that owns the state):
//   housekeepingJob   sessions that ended, old login failures, expired QR tickets and past hours'
//                     view marks are purged (hourly)
//   uploadSweepJob    uploads untouched past UPLOAD_EXPIRE_HOURS and stray chunks removed (10 min)
//   scheduledJobsJob  the durable job queue (services/scheduled-jobs.ts: scheduled release and
//                     take-down): due jobs run once across instances (SCHEDULE_POLL_MS, default
//                     1 s; the first look right at start, so work that came due while no
//                     instance ran fires)
//   signalCheckJob   the live signal checker (services/live-signal.ts): every push channel's HLS
//                     playlist, per instance; the state change is deduplicated in the database
//                     (SIGNAL_CHECK_MS, default 2 s; does nothing when no SIGNAL_HLS_* is set)
//   socket re-check   plugins/realtime.ts (sessionWatch): a timer per open socket closes it when
//                     its session ended (SOCKET_RECHECK_MS, default 60 s); all cleared on close
import type { FastifyInstance } from 'fastify';
import { sweepUploads } from '../services/upload-store.js';
import { sweepAudienceUploads } from '../services/audience-uploads.js';
import { QR_LIMITS } from '../../shared/org.js';
import { runDueJobs } from '../services/scheduled-jobs.js';
import { checkSignals, signalMode } from '../services/live-signal.js';
// registers the release jobs' handlers
import '../services/release-schedule.js';

export interface JobOptions {
  /** For the log and the plugin name. */
  name: string;
  everyMs: number | ((app: FastifyInstance) => number);
  run: (app: FastifyInstance) => Promise<unknown>;
  /** Also run once as soon as the app is ready. */
  atStart?: boolean;
}

/**
 * A plugin running `run` every `everyMs`; runs never overlap; a failed run is logged. It is an
 * encapsulated plugin on purpose: a child's onClose hooks run before the root's, so the job has
 * stopped before the root closes the database.
 */
export function intervalJob({ name, everyMs, run, atStart = false }: JobOptions) {
  const job = async (app: FastifyInstance) => {
    let running: Promise<void> | null = null;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = run(app)
        .then(() => undefined)
        .catch((err: unknown) => app.log.warn({ err, job: name }, `${name} failed`))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, typeof everyMs === 'function' ? everyMs(app) : everyMs);
    timer.unref();
    if (atStart) app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  };
  Object.defineProperty(job, 'name', { value: `job: ${name}` });
  return job;
}

/** Sessions past their expiry and login failures older than the throttling window. */
export const housekeepingJob = intervalJob({
  name: 'housekeeping',
  everyMs: 3_600_000,
  run: (app) => housekeep(app, Date.now()),
});

/** One housekeeping run: ended sessions, old login failures, expired QR tickets, view marks of past hours. */
export async function housekeep(app: FastifyInstance, now: number): Promise<void> {
  await app.repos.sessions.purge(now);
  await app.repos.loginFailures.purge(now - app.config.loginWindowMs);
  await app.repos.qrTickets.purge(now - QR_LIMITS.keepExpiredMs);
  await app.repos.reactions.purgeViews(Math.floor(now / 3_600_000) - 1);
}

/**
 * Expired uploads, their chunks, chunk folders nobody recorded and abandoned temporary files;
 * expired upload tickets of the public contribution page (their unused files to the recycle bin).
 */
export const uploadSweepJob = intervalJob({
  name: 'upload sweep',
  everyMs: 10 * 60_000,
  run: async (app) => (await sweepUploads(app)) + (await sweepAudienceUploads(app)),
});

/** Due jobs of the durable queue (scheduled release and take-down), polled on every instance. */
export const scheduledJobsJob = intervalJob({
  name: 'scheduled jobs',
  everyMs: (app) => app.config.schedulePollMs ?? 1000,
  run: (app) => runDueJobs(app),
  atStart: true,
});

/** The live signal checker (docs/signal.md): off, and said so once, when no playlist source is set. */
export const signalCheckJob = intervalJob({
  name: 'signal check',
  everyMs: (app) => {
    if (signalMode(app.config) === 'off') app.log.info('live signal checker off: set SIGNAL_HLS_DIR, SIGNAL_HLS_URL or SIGNAL_PULL=1 (docs/signal.md)');
    return app.config.signal?.everyMs ?? 2000;
  },
  run: (app) => checkSignals(app),
  atStart: true,
});
