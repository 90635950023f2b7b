// Every repository, built once at start-up and reached as app.repos.<name>. One repository owns
// each table: a new table gets its repository file under server/repositories and a line here.
import type { Db } from '../db/schema.js';
import { assessRepo } from '../repositories/assess.js';
import { auditRepo } from '../repositories/audit.js';
import { departmentsRepo } from '../repositories/departments.js';
import { qrTicketsRepo } from '../repositories/qr-tickets.js';
import { smsCodesRepo } from '../repositories/sms-codes.js';
import { watermarksRepo } from '../repositories/watermarks.js';
import { columnsRepo } from '../repositories/columns.js';
import { contentItemsRepo } from '../repositories/content-items.js';
import { releasesRepo } from '../repositories/releases.js';
import { fileContentsRepo } from '../repositories/file-contents.js';
import { fileTagsRepo } from '../repositories/file-tags.js';
import { foldersRepo } from '../repositories/folders.js';
import { libraryFilesRepo } from '../repositories/library-files.js';
import { liveChannelsRepo } from '../repositories/live-channels.js';
import { liveMessagesRepo } from '../repositories/live-messages.js';
import { liveProgramsRepo } from '../repositories/live-programs.js';
import { liveTvsRepo } from '../repositories/live-tvs.js';
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
import { terminalsRepo } from '../repositories/terminals.js';
import { shopRepo } from '../repositories/shop.js';
import { rechargesRepo } from '../repositories/recharges.js';

export function buildRepos(db: Db) {
  return {
    columns: columnsRepo(db),
    contentItems: contentItemsRepo(db),
    releases: releasesRepo(db),
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
    liveMessages: liveMessagesRepo(db),
    livePrograms: liveProgramsRepo(db),
    liveTvs: liveTvsRepo(db),
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

export type Repos = ReturnType<typeof buildRepos>;

/**
 * Runs `fn` in one database transaction with every repository bound to it (app.transaction):
 *   await app.transaction(async (tx) => { await tx.users.remove(t, id); await tx.audit.add(t, ...); });
 * Routes and services never touch app.db themselves.
 */
export function transactor(db: Db) {
  return <T>(fn: (repos: Repos) => Promise<T>): Promise<T> => db.transaction().execute((trx) => fn(buildRepos(trx)));
}
