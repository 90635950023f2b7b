// Sign-in by SMS code and by QR ticket (spec §7 "Login and user"; contract "Organisation, users,
// roles, tenants"). Neither answer nor timing tells whether a number or account exists.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/api.js';
import type { QrPoll } from '../../shared/org.js';
import { MOBILE_PATTERN, ORG_TEXTS, QR_LIMITS, QR_VALID_SECONDS, SMS_MAX_TRIES, SMS_RESEND_SECONDS, SMS_VALID_SECONDS } from '../../shared/org.js';
import { badRequest, conflict, tooMany } from '../lib/errors.js';
import { hashToken, newToken } from '../lib/tokens.js';

/** Sends an SMS. The default appends `{ mobile, code, at }` to DATA_DIR/sms-outbox.jsonl. */
export interface SmsProvider {
  send(mobile: string, code: string): Promise<void>;
}

export function outboxProvider(dataDir: string): SmsProvider {
  return {
    async send(mobile, code) {
      await fs.promises.mkdir(dataDir, { recursive: true });
      await fs.promises.appendFile(path.join(dataDir, 'sms-outbox.jsonl'), `${JSON.stringify({ mobile, code, at: Date.now() })}\n`);
    },
  };
}

const smsProvider = (app: FastifyInstance) => outboxProvider(app.config.dataDir);

/** Sends per number and per address allowed in the login window. */
export const SMS_MAX_PER_NUMBER = 5;
export const SMS_MAX_PER_ADDRESS = 20;
/** Wrong codes allowed per address in the login window (across numbers). */
export const SMS_MAX_WRONG_PER_ADDRESS = 30;

const codeHash = (tenantId: number, mobile: string, code: string) => createHash('sha256').update(`${tenantId}:${mobile}:${code}`).digest('hex');

/** Starts a session for an enabled user of an enabled tenant. */
export async function startSession(
  app: FastifyInstance,
  tenant: { id: number; domain_name: string },
  user: { id: number; name: string; avatar: string },
  address: string,
): Promise<SessionUser> {
  const { token, hash } = newToken();
  await app.repos.sessions.create(tenant.id, user.id, hash, app.config.sessionTtlHours * 3_600_000, address);
  await app.repos.users.touchLogin(tenant.id, user.id, Date.now());
  return { token, webUserId: user.id, webTenId: tenant.id, webUserName: user.name, webUserAvatar: user.avatar, domainName: tenant.domain_name };
}

async function enabledTenant(app: FastifyInstance, domainName: string) {
  const t = await app.repos.tenants.findByDomain(domainName);
  return t && t.status === 1 ? t : undefined;
}

/** Sends a sign-in code to the number when it belongs to an enabled user; answers the same either way. */
export async function sendSmsCode(app: FastifyInstance, input: { domainName: string; mobile: string; address: string }): Promise<void> {
  const mobile = input.mobile.trim();
  if (!MOBILE_PATTERN.test(mobile)) throw badRequest(ORG_TEXTS.mobileRule);
  const domain = input.domainName.trim().toLowerCase();
  const now = Date.now();
  const counters = app.repos.loginFailures;
  const numberKey = `sms-num:${domain}:${mobile}`;
  const addressKey = `sms-addr:${input.address}`;
  if ((await counters.count(numberKey, now - SMS_RESEND_SECONDS * 1000)) > 0) throw tooMany(ORG_TEXTS.smsTooSoon);
  const since = now - app.config.loginWindowMs;
  if ((await counters.count(numberKey, since)) >= SMS_MAX_PER_NUMBER || (await counters.count(addressKey, since)) >= SMS_MAX_PER_ADDRESS) {
    throw tooMany(ORG_TEXTS.smsTooMany);
  }
  await counters.record([numberKey, addressKey], now);
  const tenant = await enabledTenant(app, domain);
  const user = tenant ? await app.repos.users.findByMobile(tenant.id, mobile) : undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (!tenant || !user || user.status !== 1) {
    // About the same work as the real path, so that timing does not tell the number exists.
    await app.repos.smsCodes.latestLive(tenant?.id ?? 0, mobile, now);
    return;
  }
  await app.repos.smsCodes.create(tenant.id, { mobile, codeHash: codeHash(tenant.id, mobile, code), address: input.address, createdAt: now, expiresAt: now + SMS_VALID_SECONDS * 1000 });
  // Sent in the background: the answer does not wait for the gateway (no timing difference).
  void smsProvider(app)
    .send(mobile, code)
    .catch((err: unknown) => app.log.error({ err }, 'sms send failed'));
}

/** Signs in with a mobile number and its code: a wrong, replayed, expired or exhausted code fails alike. */
export async function signInWithSms(app: FastifyInstance, input: { domainName: string; mobile: string; code: string; address: string }): Promise<SessionUser> {
  const mobile = input.mobile.trim();
  if (!MOBILE_PATTERN.test(mobile)) throw badRequest(ORG_TEXTS.mobileRule);
  const now = Date.now();
  const counters = app.repos.loginFailures;
  const wrongKey = `sms-wrong:${input.address}`;
  if ((await counters.count(wrongKey, now - app.config.loginWindowMs)) >= SMS_MAX_WRONG_PER_ADDRESS) throw tooMany(ORG_TEXTS.smsTooMany);
  const tenant = await enabledTenant(app, input.domainName.trim().toLowerCase());
  const user = tenant ? await app.repos.users.findByMobile(tenant.id, mobile) : undefined;
  const row = tenant ? await app.repos.smsCodes.latestLive(tenant.id, mobile, now) : undefined;
  const fail = async () => {
    await counters.record([wrongKey], now);
    return badRequest(ORG_TEXTS.smsCodeInvalid);
  };
  if (!tenant || !user || user.status !== 1 || !row || row.tries >= SMS_MAX_TRIES) throw await fail();
  if (row.code_hash !== codeHash(tenant.id, mobile, input.code.trim())) {
    await app.repos.smsCodes.addTry(tenant.id, row.id);
    throw await fail();
  }
  if (!(await app.repos.smsCodes.use(tenant.id, row.id, now))) throw await fail();
  return startSession(app, tenant, user, input.address);
}

/** A new QR ticket for the tenant's login page (an unknown or disabled domain is refused). */
export async function newQrTicket(app: FastifyInstance, domainName: string, address: string): Promise<{ ticket: string; expiresIn: number }> {
  const tenant = await enabledTenant(app, domainName.trim().toLowerCase());
  if (!tenant) throw badRequest(ORG_TEXTS.tenantNotFound);
  const now = Date.now();
  // Per address: a login page refreshes its code every QR_VALID_SECONDS; more is abuse.
  if ((await app.repos.qrTickets.countByAddress(address, now - QR_LIMITS.windowMs)) >= QR_LIMITS.perAddress) throw tooMany(ORG_TEXTS.qrTooMany);
  // Expired tickets leave storage (a minute after they expire, so a late poll still reads 'expired').
  await app.repos.qrTickets.purge(now - QR_LIMITS.keepExpiredMs);
  const ticket = randomBytes(24).toString('base64url');
  await app.repos.qrTickets.create(tenant.id, hashToken(ticket), now, now + QR_VALID_SECONDS * 1000, address);
  return { ticket, expiresIn: QR_VALID_SECONDS };
}

/** The state of a ticket; a confirmed ticket signs in once, then reads as expired. */
export async function pollQrTicket(app: FastifyInstance, ticket: string, address: string): Promise<QrPoll> {
  const row = await app.repos.qrTickets.find(hashToken(ticket));
  const now = Date.now();
  if (!row || row.consumed_at !== null) return { status: 'expired' };
  if (row.confirmed_at === null) return { status: Number(row.expires_at) > now ? 'waiting' : 'expired' };
  const [tenant, user] = await Promise.all([app.repos.tenants.get(row.tenant_id), app.repos.users.get(row.tenant_id, row.user_id ?? 0)]);
  if (!tenant || tenant.status !== 1 || !user || user.status !== 1) return { status: 'expired' };
  if (!(await app.repos.qrTickets.consume(row.tenant_id, row.id, now))) return { status: 'expired' };
  return { status: 'confirmed', ...(await startSession(app, tenant, user, address)) };
}

/** A signed-in user confirms a ticket of their tenant: once, before it expires. */
export async function confirmQrTicket(app: FastifyInstance, tenantId: number, userId: number, ticket: string): Promise<void> {
  const row = await app.repos.qrTickets.find(hashToken(ticket));
  const now = Date.now();
  if (!row || row.tenant_id !== tenantId) throw badRequest(ORG_TEXTS.qrNotFound);
  if (row.confirmed_at !== null) throw conflict(ORG_TEXTS.qrAlreadyUsed);
  if (Number(row.expires_at) <= now) throw badRequest(ORG_TEXTS.qrExpired);
  if (!(await app.repos.qrTickets.confirm(tenantId, row.id, userId, now))) throw conflict(ORG_TEXTS.qrAlreadyUsed);
}
