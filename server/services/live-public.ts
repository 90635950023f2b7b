// What the public live view may know about a channel.
//
// - A **public id** instead of the sequential passageway id: one AES block holding the id and a
//   MAC of it, under a key derived from the server's secret. It is opaque (22 characters), cannot
//   be guessed for another channel, and needs no extra column.
// - A **play key** instead of the stream (push) key: an HMAC of the tenant and stream key. The
//   public play address is `…/live/<playKey>.m3u8`; knowing it does not let anyone push, because
//   pushing needs the stream key, which only staff with a token can read. The live server
//   publishes HLS under the play key (see docs/security.md).
import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mediaKey } from './media-urls.js';

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

function derive(secret: Buffer, purpose: string): Buffer {
  return createHash('sha256').update(secret).update(`\0${purpose}`).digest();
}

function tag(secret: Buffer, id: number): Buffer {
  return createHmac('sha256', derive(secret, 'live-public-id-mac')).update(String(id)).digest().subarray(0, 8);
}

/** The opaque public id of a passageway. */
export function publicIdOf(secret: Buffer, passagewayId: number): string {
  const block = Buffer.alloc(16);
  block.writeBigUInt64BE(BigInt(passagewayId), 0);
  tag(secret, passagewayId).copy(block, 8);
  const cipher = createCipheriv('aes-128-ecb', derive(secret, 'live-public-id').subarray(0, 16), null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
}

/** The passageway id behind a public id, or null when it is not one of ours. */
export function passagewayOfPublicId(secret: Buffer, publicId: string): number | null {
  if (!PUBLIC_ID.test(publicId)) return null;
  const raw = Buffer.from(publicId, 'base64url');
  if (raw.length !== 16 || raw.toString('base64url') !== publicId) return null;
  const decipher = createDecipheriv('aes-128-ecb', derive(secret, 'live-public-id').subarray(0, 16), null);
  decipher.setAutoPadding(false);
  const block = Buffer.concat([decipher.update(raw), decipher.final()]);
  const id = block.readBigUInt64BE(0);
  if (id < 1n || id > 2_147_483_647n) return null;
  const n = Number(id);
  return tag(secret, n).equals(block.subarray(8)) ? n : null;
}

/** The play key of a stream: usable to watch, useless to push. */
export function playKeyOf(secret: Buffer, tenantId: number, streamKey: string): string {
  return createHmac('sha256', derive(secret, 'live-play-key')).update(`${tenantId}:${streamKey}`).digest('base64url').slice(0, 24);
}

/**
 * The public play address of a channel: the live server's HLS address under the play key, else
 * an http(s) pull address (an external source, already public), else nothing.
 */
export function publicPlayUrl(
  secret: Buffer,
  c: { tenant_id: number; pull_url: string; stream_key: string; host: string | null; http_port: number | null },
): string {
  if (c.host && c.stream_key) return `http://${c.host}:${c.http_port ?? 80}/live/${playKeyOf(secret, c.tenant_id, c.stream_key)}.m3u8`;
  return /^https?:\/\//i.test(c.pull_url) ? c.pull_url : '';
}

/** The server's secret for public ids and play keys. */
export function livePublicSecret(app: FastifyInstance): Promise<Buffer> {
  return mediaKey(app);
}

/** The passageway a live socket path names: a public id, or (staff with a token only) the id. */
export async function livePassagewayOf(app: FastifyInstance, param: string, hasToken: boolean): Promise<number | null> {
  if (hasToken && /^[1-9][0-9]{0,9}$/.test(param)) {
    const n = Number(param);
    return n <= 2_147_483_647 ? n : null;
  }
  return passagewayOfPublicId(await livePublicSecret(app), param);
}
