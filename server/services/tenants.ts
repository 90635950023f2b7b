// Tenants: creating one (the tenant:create command and the platform administrator's call),
// the platform tenant and its administrator, and the IM secret kept encrypted at rest.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Repos } from '../plugins/repositories.js';
import { hashPassword } from '../lib/passwords.js';
import { AppError, badRequest, conflict } from '../lib/errors.js';
import { CODE } from '../../shared/api.js';
import { ORG_MENUS, ORG_TEXTS, PLATFORM_DOMAIN, checkDomainLabel, checkPassword } from '../../shared/org.js';
import { ADMIN_ACCOUNT, DEFAULT_SETTINGS, ensureTenant } from '../seed/seed.js';
import { seedRolePresets } from '../seed/role-presets.js';

export const PLATFORM_ROLE = '平台管理员';
/** The platform administrator's menus: the console home and tenant management. */
export const PLATFORM_MENU_IDS = [1, 2, 409, ORG_MENUS.tenants.id];

export interface NewTenant {
  domain: string;
  title: string;
  adminPassword: string;
}

/** Validates and creates a tenant with its administrator and the role presets; 4xx AppErrors on bad input. */
export async function createTenant(repos: Repos, t: NewTenant): Promise<{ tenantId: number; adminUserId: number }> {
  const domain = t.domain.trim();
  const title = t.title.trim();
  const problem = checkDomainLabel(domain) ?? (title ? null : ORG_TEXTS.tenantTitleRequired) ?? checkPassword(t.adminPassword);
  if (problem) throw badRequest(problem);
  if (domain === PLATFORM_DOMAIN || (await repos.tenants.findByDomain(domain))) throw conflict(ORG_TEXTS.domainTaken);
  const r = await ensureTenant(repos, domain, title, t.adminPassword);
  await seedRolePresets(repos, r.tenantId);
  return { tenantId: r.tenantId, adminUserId: r.adminUserId };
}

/** The platform tenant and its administrator (idempotent); the password when generated now. */
export async function ensurePlatform(repos: Repos, password: string | undefined): Promise<{ tenantId: number; generatedPassword?: string }> {
  const { tenants, roles, settings, users } = repos;
  const tenantId = (await tenants.findByDomain(PLATFORM_DOMAIN))?.id ?? (await tenants.create(PLATFORM_DOMAIN, '平台管理'));
  for (const [type, entries] of Object.entries(DEFAULT_SETTINGS)) await settings.ensure(tenantId, Number(type), entries);
  const roleId = (await roles.findByName(tenantId, PLATFORM_ROLE))?.id ?? (await roles.create(tenantId, PLATFORM_ROLE, false, PLATFORM_MENU_IDS));
  if (await users.findByAccount(tenantId, ADMIN_ACCOUNT)) return { tenantId };
  const pw = password ?? randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x');
  await users.create(tenantId, { account: ADMIN_ACCOUNT, name: '平台管理员', passwordHash: await hashPassword(pw), roleId });
  return { tenantId, generatedPassword: password ? undefined : pw };
}

/** Refuses (403) anyone but the platform tenant's users. */
export async function assertPlatform(tenants: Pick<Repos['tenants'], 'get'>, tenantId: number): Promise<void> {
  const t = await tenants.get(tenantId);
  if (t?.domain_name !== PLATFORM_DOMAIN) throw new AppError(403, CODE.forbidden, ORG_TEXTS.platformOnly);
}

// ---------------------------------------------------------------------------------------------
// The IM secret: AES-256-GCM with a key kept in DATA_DIR (or TENANT_SECRET_KEY, 64 hex digits).

function secretKey(dataDir: string): Buffer {
  const fromEnv = process.env.TENANT_SECRET_KEY;
  if (fromEnv && /^[0-9a-f]{64}$/i.test(fromEnv)) return Buffer.from(fromEnv, 'hex');
  const file = path.join(dataDir, 'tenant-secret.key');
  const stored = () => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  try {
    return stored();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    try {
      fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // another instance wrote it first: use theirs
      return stored();
    }
  }
}

export function encryptSecret(dataDir: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(dataDir), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

export function decryptSecret(dataDir: string, sealed: string): string {
  if (!sealed) return '';
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', secretKey(dataDir), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
