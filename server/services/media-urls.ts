// Short-lived signed media URLs, so `<video src>` and `<img src>` work without putting the
// session token in a URL (and so in logs and browser history):
//   /api/web-manager/media/{contentId}/{variant}?e={expiry, epoch s}&s={HMAC-SHA256, base64url}
// variant: 'file' (the resource), 'low' (preview rendition), 'cover' (JPEG cover).
// The key is one random secret kept in the store (table media_keys, row 1), so every instance
// that shares the database accepts the URLs of the others. Expiries are rounded up to the next
// hour so that a URL stays the same for a while and the browser cache can reuse it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type MediaVariant = 'file' | 'low' | 'cover';
export const MEDIA_VARIANTS: MediaVariant[] = ['file', 'low', 'cover'];
export const MEDIA_PREFIX = '/api/web-manager/media';

/** A URL lives at least this long (and at most one hour more). */
export const SIGNED_URL_TTL_S = 6 * 3600;

const keys = new WeakMap<FastifyInstance['repos'], Promise<Buffer>>();

/** The signing key of this store (loaded once per instance). */
export function mediaKey(app: FastifyInstance): Promise<Buffer> {
  let k = keys.get(app.repos);
  if (!k) {
    k = app.repos.mediaKeys.secret().then((secret) => Buffer.from(secret, 'base64url'));
    k.catch(() => keys.delete(app.repos));
    keys.set(app.repos, k);
  }
  return k;
}

function mac(key: Buffer, contentId: number, variant: MediaVariant, expiry: number): string {
  return createHmac('sha256', key).update(`${contentId}:${variant}:${expiry}`).digest('base64url');
}

/** Signed URLs made lately, by key: one URL stays the same for an hour (its expiry is rounded). */
const made = new WeakMap<Buffer, Map<string, string>>();
/** URLs kept per key: a few pages of every library in use; the oldest go first. */
export const SIGNED_URL_MEMO_SIZE = 20_000;

/** A signed URL of a stored content (path only, relative to the server). */
export function signedMediaUrl(key: Buffer, contentId: number, variant: MediaVariant, nowMs = Date.now()): string {
  const expiry = Math.ceil((nowMs / 1000 + SIGNED_URL_TTL_S) / 3600) * 3600;
  // Every page of files signs 2–3 URLs a file; the same ones (HMAC-SHA256) for an hour.
  let memo = made.get(key);
  if (!memo) made.set(key, (memo = new Map()));
  const id = `${contentId}:${variant}:${expiry}`;
  let url = memo.get(id);
  if (url === undefined) {
    url = `${MEDIA_PREFIX}/${contentId}/${variant}?e=${expiry}&s=${mac(key, contentId, variant, expiry)}`;
    if (memo.size >= SIGNED_URL_MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(id, url);
  }
  return url;
}

/** True when the signature is right and not expired. */
export function verifyMediaUrl(key: Buffer, contentId: number, variant: MediaVariant, expiry: number, sig: string, nowMs = Date.now()): boolean {
  if (!Number.isInteger(expiry) || expiry * 1000 < nowMs) return false;
  const want = Buffer.from(mac(key, contentId, variant, expiry));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
