import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/api.js';
import { AppError, tooMany } from '../lib/errors.js';
import { dummyHash, verifyPassword } from '../lib/passwords.js';
import { newToken } from '../lib/tokens.js';
import { loginFailuresRepo } from '../repositories/login-failures.js';
import { sessionsRepo } from '../repositories/sessions.js';
import { tenantsRepo } from '../repositories/tenants.js';
import { usersRepo } from '../repositories/users.js';

/** The same answer whether the tenant, the account or the password is wrong. */
export const BAD_CREDENTIALS = '账号或密码错误';

/** An address may fail this many times more than one account (it may serve a whole office). */
const ADDRESS_FACTOR = 5;

export interface LoginInput {
  domainName: string;
  account: string;
  password: string;
  address: string;
}

export async function login(app: FastifyInstance, input: LoginInput): Promise<SessionUser> {
  const { loginMaxFailures, loginWindowMs, sessionTtlHours } = app.config;
  const failures = loginFailuresRepo(app.db);
  const now = Date.now();
  const domain = input.domainName.trim().toLowerCase();
  const accountKey = `acct:${domain}:${input.account.trim().toLowerCase()}`;
  const addressKey = `addr:${input.address}`;
  const since = now - loginWindowMs;
  if (
    (await failures.count(accountKey, since)) >= loginMaxFailures ||
    (await failures.count(addressKey, since)) >= loginMaxFailures * ADDRESS_FACTOR
  ) {
    throw tooMany(`登录失败次数过多，请${Math.ceil(loginWindowMs / 60000)}分钟后再试`);
  }

  const tenant = await tenantsRepo(app.db).findByDomain(domain);
  const user = tenant ? await usersRepo(app.db).findByAccount(tenant.id, input.account.trim()) : undefined;
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyHash()));
  if (!tenant || !user || !valid || user.status !== 1) {
    await failures.record([accountKey, addressKey], now);
    throw new AppError(400, 400, BAD_CREDENTIALS);
  }
  await failures.clear(accountKey);

  const { token, hash } = newToken();
  await sessionsRepo(app.db).create(tenant.id, user.id, hash, sessionTtlHours * 3_600_000, input.address);
  await usersRepo(app.db).touchLogin(tenant.id, user.id, now);
  return {
    token,
    webUserId: user.id,
    webTenId: tenant.id,
    webUserName: user.name,
    webUserAvatar: user.avatar,
    domainName: tenant.domain_name,
  };
}
