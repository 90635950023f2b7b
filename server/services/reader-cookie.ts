// The reader of the public pages (docs/security.md): a random id the server issues in a signed
// cookie (`rdr=<id>.<HMAC>`, HttpOnly, SameSite=Lax, path /api/web-publish/news), the HMAC keyed
// from the server's secret. Likes, collects, follows and counted views belong to this id; an id
// a client makes up (the old `readerId` field, or a cookie with a wrong MAC) is not a reader.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaKey } from './media-urls.js';

export const READER_COOKIE = 'rdr';
const PATH = '/api/web-publish/news';
const ID = /^[A-Za-z0-9_-]{22}$/;
const keys = new WeakMap<object, Buffer>();

async function readerKey(app: FastifyInstance): Promise<Buffer> {
  let key = keys.get(app.config);
  if (!key) keys.set(app.config, (key = createHash('sha256').update(await mediaKey(app)).update('\0reader-cookie').digest()));
  return key;
}

const mac = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest('base64url').slice(0, 32);

/** The value of one cookie of the request, if sent. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The signed reader id of a request, or undefined (no cookie, or one that does not verify). */
export async function knownReader(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const raw = cookie(request, READER_COOKIE);
  const dot = raw?.indexOf('.') ?? -1;
  if (!raw || dot < 0) return undefined;
  const id = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(mac(await readerKey(app), id));
  return ID.test(id) && given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The request's reader; a request without a valid cookie gets a new reader, set in the answer's cookie. */
export async function readerOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const known = await knownReader(app, request);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${READER_COOKIE}=${id}.${mac(await readerKey(app), id)}; Path=${PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
  return id;
}
