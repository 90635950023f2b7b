// Every repository, built once at start-up and reached as app.repos.<name>. One repository owns
// each table: a new table gets its repository file under server/repositories and a line here.
import type { Db } from '../db/schema.js';
import { activitiesRepo } from '../repositories/activities.js';
import { coursesRepo } from '../repositories/courses.js';
import { reactionsRepo } from '../repositories/reactions.js';
import { followsRepo } from '../repositories/follows.js';
import { assessRepo } from '../repositories/assess.js';
import { auditRepo } from '../repositories/audit.js';
import { departmentsRepo } from '../repositories/departments.js';
import { qrTicketsRepo } from '../repositories/qr-tickets.js';
import { smsCodesRepo } from '../repositories/sms-codes.js';
import { watermarksRepo } from '../repositories/watermarks.js';
import { commentsRepo } from '../repositories/comments.js';
import { forbiddenWordsRepo } from '../repositories/forbidden-words.js';
import { proofreadWordsRepo } from '../repositories/proofread-words.js';
import { politicsRepo } from '../repositories/politics.js';
import { collabTasksRepo } from '../repositories/collab-tasks.js';
import { contributionsRepo } from '../repositories/contributions.js';
import { audienceUploadsRepo } from '../repositories/audience-uploads.js';
import { reportSubjectsRepo } from '../repositories/report-subjects.js';
import { columnsRepo } from '../repositories/columns.js';
import { contentItemsRepo } from '../repositories/content-items.js';
import { contentRevisionsRepo } from '../repositories/content-revisions.js';
import { contentTagsRepo } from '../repositories/content-tags.js';
import { contentLocksRepo } from '../repositories/content-locks.js';
import { reviewLevelsRepo } from '../repositories/review-levels.js';
import { releasesRepo } from '../repositories/releases.js';
import { scheduledJobsRepo } from '../repositories/scheduled-jobs.js';
import { fileContentsRepo } from '../repositories/file-contents.js';
import { fileTagsRepo } from '../repositories/file-tags.js';
import { foldersRepo } from '../repositories/folders.js';
import { libraryFilesRepo } from '../repositories/library-files.js';
import { liveChannelsRepo } from '../repositories/live-channels.js';
import { liveSignalsRepo } from '../repositories/live-signals.js';
import { liveMessagesRepo } from '../repositories/live-messages.js';
import { liveProgramsRepo } from '../repositories/live-programs.js';
import { liveTvsRepo } from '../repositories/live-tvs.js';
import { liveTemplatesRepo } from '../repositories/live-templates.js';
import { screensRepo } from '../repositories/screens.js';
import { loginFailuresRepo } from '../repositories/login-failures.js';
import { librariesRepo } from '../repositories/media-libraries.js';
import { mediaKeysRepo } from '../repositories/media-keys.js';
import { menusRepo, rolesRepo } from '../repositories/menus.js';
import { messagesRepo } from '../repositories/messages.js';
import { sessionsRepo } from '../repositories/sessions.js';
import { settingsRepo } from '../repositories/settings.js';
import { shortcutsRepo } from '../repositories/shortcuts.js';
import { tenantsRepo } from '../repositories/tenants.js';
import { uploadsRepo } from '../repositories/uploads.js';
import { uploadLocksRepo } from '../repositories/upload-locks.js';
import { usersRepo } from '../repositories/users.js';
import type { AuthInvalidation } from '../services/auth-cache.js';
import { terminalsRepo } from '../repositories/terminals.js';
import { shopRepo } from '../repositories/shop.js';
import { rechargesRepo } from '../repositories/recharges.js';

/** Told of every committed write that can end a session or change a user's rights. */
export type WriteWatcher = (e: AuthInvalidation) => void;

export function buildRepos(db: Db, onWrite?: WriteWatcher) {
  const repos = buildPlain(db);
  return onWrite ? watchWrites(repos, onWrite) : repos;
}

function buildPlain(db: Db) {
  return {
    comments: commentsRepo(db),
    forbiddenWords: forbiddenWordsRepo(db),
    proofreadWords: proofreadWordsRepo(db),
    politics: politicsRepo(db),
    collabTasks: collabTasksRepo(db),
    contributions: contributionsRepo(db),
    audienceUploads: audienceUploadsRepo(db),
    reportSubjects: reportSubjectsRepo(db),
    columns: columnsRepo(db),
    contentItems: contentItemsRepo(db),
    contentRevisions: contentRevisionsRepo(db),
    contentTags: contentTagsRepo(db),
    contentLocks: contentLocksRepo(db),
    reviewLevels: reviewLevelsRepo(db),
    releases: releasesRepo(db),
    scheduledJobs: scheduledJobsRepo(db),
    activities: activitiesRepo(db),
    courses: coursesRepo(db),
    reactions: reactionsRepo(db),
    follows: followsRepo(db),
    assess: assessRepo(db),
    audit: auditRepo(db),
    departments: departmentsRepo(db),
    qrTickets: qrTicketsRepo(db),
    smsCodes: smsCodesRepo(db),
    watermarks: watermarksRepo(db),
    fileContents: fileContentsRepo(db),
    fileTags: fileTagsRepo(db),
    folders: foldersRepo(db),
    libraryFiles: libraryFilesRepo(db),
    liveChannels: liveChannelsRepo(db),
    liveSignals: liveSignalsRepo(db),
    liveMessages: liveMessagesRepo(db),
    livePrograms: liveProgramsRepo(db),
    liveTvs: liveTvsRepo(db),
    liveTemplates: liveTemplatesRepo(db),
    screens: screensRepo(db),
    loginFailures: loginFailuresRepo(db),
    libraries: librariesRepo(db),
    mediaKeys: mediaKeysRepo(db),
    menus: menusRepo(db),
    roles: rolesRepo(db),
    messages: messagesRepo(db),
    sessions: sessionsRepo(db),
    settings: settingsRepo(db),
    shortcuts: shortcutsRepo(db),
    tenants: tenantsRepo(db),
    uploads: uploadsRepo(db),
    uploadLocks: uploadLocksRepo(db),
    users: usersRepo(db),
    terminals: terminalsRepo(db),
    shop: shopRepo(db),
    recharges: rechargesRepo(db),
  };
}

export type Repos = ReturnType<typeof buildPlain>;

/** `fn` (called on the same object: some repository functions use `this`), then `emit` with its arguments once it succeeded. */
function tap<A extends unknown[], R>(fn: (...a: A) => Promise<R>, emit: (...a: A) => void): (...a: A) => Promise<R> {
  return async function (this: unknown, ...a: A) {
    const r = await fn.apply(this, a);
    emit(...a);
    return r;
  };
}

/**
 * The repositories whose writes end sessions or change rights, wrapped so that each such write
 * invalidates the auth cache (server/services/auth-cache.ts) of every instance. A new function
 * of that kind (in sessions, users, roles, tenants, menus, departments or review levels) gets a line here.
 */
function watchWrites(r: Repos, onWrite: WriteWatcher): Repos {
  const tenant = (tenantId: number) => onWrite({ kind: 'tenant', tenantId });
  const { sessions, users, roles, tenants, menus, departments, reviewLevels } = r;
  return {
    ...r,
    sessions: {
      ...sessions,
      revoke: tap(sessions.revoke, (tenantId, sessionId) => onWrite({ kind: 'session', tenantId, sessionId })),
      revokeAllOfUser: tap(sessions.revokeAllOfUser, tenant),
      revokeAllOfTenant: tap(sessions.revokeAllOfTenant, tenant),
    },
    users: {
      ...users,
      setPassword: tap(users.setPassword, tenant),
      setRoles: tap(users.setRoles, tenant),
      update: tap(users.update, tenant),
      setStatus: tap(users.setStatus, tenant),
      remove: tap(users.remove, tenant),
    },
    roles: {
      ...roles,
      update: tap(roles.update, tenant),
      setChannels: tap(roles.setChannels, tenant),
      setScope: tap(roles.setScope, tenant),
      remove: tap(roles.remove, tenant),
    },
    tenants: { ...tenants, setStatus: tap(tenants.setStatus, tenant) },
    // The department tree decides the scope "own department and below".
    departments: { ...departments, create: tap(departments.create, tenant), update: tap(departments.update, tenant), remove: tap(departments.remove, tenant) },
    menus: { ...menus, upsertCatalogue: tap(menus.upsertCatalogue, () => onWrite({ kind: 'all' })) },
    // The review chains are kept per tenant too (services/review-chain.ts).
    reviewLevels: { ...reviewLevels, set: tap(reviewLevels.set, tenant) },
  };
}

/**
 * Runs `fn` in one database transaction with every repository bound to it (app.transaction):
 *   await app.transaction(async (tx) => { await tx.users.remove(t, id); await tx.audit.add(t, ...); });
 * Routes and services never touch app.db themselves.
 */
export function transactor(db: Db, onWrite?: WriteWatcher) {
  return async <T>(fn: (repos: Repos) => Promise<T>): Promise<T> => {
    // Invalidations of writes inside the transaction are told once it committed.
    const pending: AuthInvalidation[] = [];
    const result = await db.transaction().execute((trx) => fn(buildRepos(trx, onWrite && ((e) => pending.push(e)))));
    if (onWrite) for (const e of pending) onWrite(e);
    return result;
  };
}
