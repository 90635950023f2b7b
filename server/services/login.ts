// Account-and-password login (web-basic/login.ts, sign-in.ts): throttled per account-and-address
// and per address (429), an account slowed but never locked for everyone, the same answer
// whether the account exists or not; a success opens a session. docs/security.md.
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/api.js';
import { AppError, tooMany } from '../lib/errors.js';
import { dummyHash, verifyPassword } from '../lib/passwords.js';
import { newToken } from '../lib/tokens.js';
import { ORG_TEXTS } from '../../shared/org.js';

/** The same answer whether the tenant, the account or the password is wrong. */
export const BAD_CREDENTIALS = '账号或密码错误';

/** An address may fail this many times more than one account (it may serve a whole office). */
const ADDRESS_FACTOR = 5;
/** Longest pause added to an attempt on an account that many addresses keep failing. */
const MAX_ACCOUNT_DELAY_MS = 2000;

/**
 * Throttling: failures are counted per (account, address) pair and per address, and
 * those are refused with 429 when over their limit. An account is never locked for everyone:
 * failures on it from any address only slow every attempt on it a little (at most 2 s), so a
 * stranger's wrong passwords cannot keep the owner out from their own address. The answer is the
 * same whether the account exists or not (no enumeration).
 */
export function accountDelayMs(accountFailures: number, max: number): number {
  if (accountFailures < max) return 0;
  return Math.min(MAX_ACCOUNT_DELAY_MS, 100 * (accountFailures - max + 1));
}

export interface LoginInput {
  domainName: string;
  account: string;
  password: string;
  address: string;
}

export async function login(app: FastifyInstance, input: LoginInput): Promise<SessionUser> {
  const { loginMaxFailures, loginWindowMs, sessionTtlHours } = app.config;
  const failures = app.repos.loginFailures;
  const now = Date.now();
  const domain = input.domainName.trim().toLowerCase();
  const accountKey = `acct:${domain}:${input.account.trim().toLowerCase()}`;
  const addressKey = `addr:${input.address}`;
  const pairKey = `pair:${domain}:${input.account.trim().toLowerCase()}:${input.address}`;
  const since = now - loginWindowMs;
  if (
    (await failures.count(pairKey, since)) >= loginMaxFailures ||
    (await failures.count(addressKey, since)) >= loginMaxFailures * ADDRESS_FACTOR
  ) {
    throw tooMany(ORG_TEXTS.loginLocked(Math.ceil(loginWindowMs / 60000)));
  }
  const delay = accountDelayMs(await failures.count(accountKey, since), loginMaxFailures);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));

  const tenant = await app.repos.tenants.findByDomain(domain);
  const user = tenant ? await app.repos.users.findByAccount(tenant.id, input.account.trim()) : undefined;
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyHash()));
  if (!tenant || tenant.status !== 1 || !user || !valid || user.status !== 1) {
    await failures.record([accountKey, addressKey, pairKey], now);
    throw new AppError(400, 400, BAD_CREDENTIALS);
  }
  await failures.clear(accountKey);
  await failures.clear(pairKey);

  const { token, hash } = newToken();
  await app.repos.sessions.create(tenant.id, user.id, hash, sessionTtlHours * 3_600_000, input.address);
  await app.repos.users.touchLogin(tenant.id, user.id, now);
  return {
    token,
    webUserId: user.id,
    webTenId: tenant.id,
    webUserName: user.name,
    webUserAvatar: user.avatar,
    domainName: tenant.domain_name,
  };
}
