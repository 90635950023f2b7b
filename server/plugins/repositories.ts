// Every repository, built once at start-up and reached as app.repos.<name>. One repository owns
// each table: a new table gets its repository file under server/repositories and a line here.
import type { Db } from '../db/schema.js';
import { fileTagsRepo } from '../repositories/file-tags.js';
import { foldersRepo } from '../repositories/folders.js';
import { libraryFilesRepo } from '../repositories/library-files.js';
import { liveChannelsRepo } from '../repositories/live-channels.js';
import { liveMessagesRepo } from '../repositories/live-messages.js';
import { liveProgramsRepo } from '../repositories/live-programs.js';
import { liveTvsRepo } from '../repositories/live-tvs.js';
import { loginFailuresRepo } from '../repositories/login-failures.js';
import { librariesRepo } from '../repositories/media-libraries.js';
import { menusRepo, rolesRepo } from '../repositories/menus.js';
import { messagesRepo } from '../repositories/messages.js';
import { sessionsRepo } from '../repositories/sessions.js';
import { settingsRepo } from '../repositories/settings.js';
import { shortcutsRepo } from '../repositories/shortcuts.js';
import { tenantsRepo } from '../repositories/tenants.js';
import { uploadsRepo } from '../repositories/uploads.js';
import { usersRepo } from '../repositories/users.js';

export function buildRepos(db: Db) {
  return {
    fileTags: fileTagsRepo(db),
    folders: foldersRepo(db),
    libraryFiles: libraryFilesRepo(db),
    liveChannels: liveChannelsRepo(db),
    liveMessages: liveMessagesRepo(db),
    livePrograms: liveProgramsRepo(db),
    liveTvs: liveTvsRepo(db),
    loginFailures: loginFailuresRepo(db),
    libraries: librariesRepo(db),
    menus: menusRepo(db),
    roles: rolesRepo(db),
    messages: messagesRepo(db),
    sessions: sessionsRepo(db),
    settings: settingsRepo(db),
    shortcuts: shortcutsRepo(db),
    tenants: tenantsRepo(db),
    uploads: uploadsRepo(db),
    users: usersRepo(db),
  };
}

export type Repos = ReturnType<typeof buildRepos>;
