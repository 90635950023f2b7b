// Call signalling (docs/terminal.md): the userSig our server issues, and the relay of call
// signals over the message socket to users of the same tenant (shared/call.ts has the frames).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CALL_LIMITS, type CallLogin, type CallSignal } from '../../shared/call.js';

const SIG_TTL_MS = 12 * 3600_000;
const KINDS = new Set(['invite', 'accept', 'refuse', 'cancel', 'members', 'leave', 'dissolve', 'mute', 'sdp', 'ice']);

async function sigKey(app: FastifyInstance): Promise<Buffer> {
  return createHmac('sha256', await app.repos.mediaKeys.secret()).update('call-usersig').digest();
}

async function mac(app: FastifyInstance, tenantId: number, userId: number, expiresAt: number): Promise<string> {
  return createHmac('sha256', await sigKey(app)).update(`${tenantId}:${userId}:${expiresAt}`).digest('base64url');
}

/** A userSig for this user: `<expiresAt>.<HMAC(tenant:user:expiresAt)>`. */
export async function issueUserSig(app: FastifyInstance, tenantId: number, userId: number, now = Date.now()): Promise<CallLogin> {
  const expiresAt = now + SIG_TTL_MS;
  return { userId, userSig: `${expiresAt}.${await mac(app, tenantId, userId, expiresAt)}`, expiresAt };
}

export async function verifyUserSig(app: FastifyInstance, tenantId: number, userId: number, sig: unknown, now = Date.now()): Promise<boolean> {
  if (typeof sig !== 'string' || sig.length > 200) return false;
  const [at, m] = sig.split('.');
  const expiresAt = Number(at);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now || !m) return false;
  const want = Buffer.from(await mac(app, tenantId, userId, expiresAt));
  const have = Buffer.from(m);
  return want.length === have.length && timingSafeEqual(want, have);
}

const isRoom = (v: unknown) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);

/** The frame as a call frame, or null when it is not one (or malformed). */
export function parseCallFrame(text: string): { to: number[]; sig: string; signal: CallSignal } | null {
  if (!text.startsWith('{') || text.length > CALL_LIMITS.frameMax) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const f = v as { type?: unknown; to?: unknown; sig?: unknown; signal?: unknown };
  if (f.type !== 'call' || typeof f.sig !== 'string' || !Array.isArray(f.to) || f.to.length > CALL_LIMITS.inviteesMax + 1) return null;
  if (!f.to.every((u) => Number.isSafeInteger(u) && u > 0)) return null;
  const s = f.signal as { kind?: unknown; roomId?: unknown } | null;
  if (!s || typeof s !== 'object' || !KINDS.has(String(s.kind)) || !isRoom(s.roomId)) return null;
  return { to: f.to as number[], sig: f.sig, signal: s as CallSignal };
}

/**
 * Relays a call frame from (tenantId, userId): the userSig must be this user's, and only users
 * of the same tenant receive it. Answers whether it was relayed.
 */
export async function relayCall(app: FastifyInstance, tenantId: number, userId: number, text: string): Promise<boolean> {
  const frame = parseCallFrame(text);
  if (!frame || !app.realtime) return false;
  if (!(await verifyUserSig(app, tenantId, userId, frame.sig))) return false;
  const known = await app.repos.users.existingIds(tenantId, frame.to);
  if (!known.length) return false;
  await app.realtime.publish({ kind: 'user', tenantId, userIds: known, data: JSON.stringify({ callSignal: { ...frame.signal, from: userId } }) });
  return true;
}
