// Who may open a library file through file/manager/redirect (docs/security.md): the library
// screens' rule. A file of a library the caller may see (every public and group library, their
// own personal one: libraries.visible) opens for a holder of one of FILE_OPEN_RULE.menus (the
// file library's menus and the screens that show library files); without them, only files the
// tenant shows to everyone open: a user's avatar and the branding images of the config centre.
import type { FastifyInstance } from 'fastify';
import { SETTING_IMAGE_KEYS } from '../../shared/tenant-settings.js';
import { forbidden } from '../lib/errors.js';
import type { AuthContext } from '../types.js';
import { holdsAny } from './rights.js';
import { FILE_OPEN_RULE } from './route-rights.js';

export const NO_FILE_RIGHT = '您没有该文件所在文件库的权限';

/** 403 unless the caller may open this file (already known to be in a library they may see). */
export async function assertMayOpenFile(app: FastifyInstance, auth: AuthContext, fileId: number): Promise<void> {
  if (await holdsAny(app, auth, FILE_OPEN_RULE.menus)) return;
  if (await isShownToEveryone(app, auth.tenantId, fileId)) return;
  throw forbidden(NO_FILE_RIGHT);
}

/** A file the console shows every signed-in user of the tenant: an avatar or a branding image. */
async function isShownToEveryone(app: FastifyInstance, tenantId: number, fileId: number): Promise<boolean> {
  if (await app.repos.users.avatarInUse(tenantId, fileId)) return true;
  const media = await app.repos.settings.list(tenantId, FILE_OPEN_RULE.brandingConfType);
  return media.some((c) => (SETTING_IMAGE_KEYS as readonly string[]).includes(c.comConfKey) && String(c.webConfValue).trim() === String(fileId));
}
