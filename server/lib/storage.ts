// Paths of media on local disk under DATA_DIR, built only from ids and MD5s (never from a name a
// user sent), the check that a path stays inside its root, and safe display names for uploads.
import fs from 'node:fs';
import path from 'node:path';
import { badRequest } from './errors.js';
import { ERROR_TEXTS } from './error-texts.js';
import { fileMessages } from '../../shared/media-texts.js';

/**
 * Media on local disk under DATA_DIR. Paths are built only from ids and hex digests, never
 * from user-supplied names; `resolveInside` refuses anything that would leave the root.
 */
export function resolveInside(root: string, relative: string): string {
  const full = path.resolve(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) throw badRequest(ERROR_TEXTS.filePathInvalid);
  return full;
}

/** Where a tenant's content with this MD5 lives, relative to DATA_DIR. */
export function contentPath(tenantId: number, md5: string): string {
  if (!/^[0-9a-f]{32}$/.test(md5)) throw badRequest(ERROR_TEXTS.md5Invalid);
  return path.join('media', String(tenantId), md5.slice(0, 2), md5);
}

/** Where the cover image of a content lives, relative to DATA_DIR. */
export function coverPath(tenantId: number, md5: string): string {
  return `${contentPath(tenantId, md5)}.cover.jpg`;
}

export function ensureDirFor(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
}

/** A name safe to show and store: no path separators or control characters, bounded length. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/[\\/\u0000-\u001f\u007f]/g, '_').replace(/^\.+/, '_').trim();
  return base.slice(0, 255) || fileMessages.unnamed;
}
