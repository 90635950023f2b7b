// The start-up seed (app.ts, before any route): the menu catalogue, the platform tenant, and the
// demo tenant with its administrator (password from ADMIN_PASSWORD or generated once), default
// settings, shop, TV channels and departments. Given the repositories, never the database.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords.js';
import type { Repos } from '../plugins/repositories.js';
import { menuCatalogue } from './menu-catalogue.js';
import { seedShop } from './shop-seed.js';
import { seedTvChannels } from './schedule-demo.js';
import { ensurePlatform } from '../services/tenants.js';
import { seedDemoDepartments } from './org-demo.js';
import { ADMIN_ROLE, seedRolePresets } from './role-presets.js';

export const DEMO_DOMAIN = 'demo';
export const ADMIN_ACCOUNT = 'admin';
export { ADMIN_ROLE };

/** Settings of one group, in order: key → default value. */
const settingsGroup = (group: string, values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value, group }));

/** Default system media (28) and switches (30) of a new tenant. */
export const DEFAULT_SETTINGS: Record<number, { key: string; value: string; group: string }[]> = {
  28: settingsGroup('系统媒体', {
    SystemMediaBackground: '',
    SystemMediaLogo: '',
    SystemMediaIcon: '',
    SystemMediaDefault: '',
    SystemMediaSign: '融媒体管理平台',
    SystemMediaStatement: '© 2026 演示广播电视台 版权所有',
    LiveCmsWebUrl: '',
  }),
  30: settingsGroup('功能开关', {
    ZsCloudWeatherSwich: '1',
    SmartAuditSwich: '1',
    KdxfTextCorrectionSwich: '0',
    XhzyTextCorrectionSwich: '0',
    TripartPublishSwich: '0',
  }),
};

export interface SeedResult {
  tenantId: number;
  adminUserId: number;
  /** Set only when the administrator was created now with a generated password. */
  generatedPassword?: string;
  /** Set only when the platform administrator (tenant `platform`) was created now with a generated password. */
  generatedPlatformPassword?: string;
}

/** Creates a tenant with its administrator role, settings and admin account (idempotent). */
export async function ensureTenant(
  repos: Repos,
  domain: string,
  name: string,
  adminPassword: string | undefined,
): Promise<SeedResult> {
  const { tenants, roles, settings, users } = repos;
  const tenantId = (await tenants.findByDomain(domain))?.id ?? (await tenants.create(domain, name));
  const roleId = (await roles.findByName(tenantId, ADMIN_ROLE))?.id ?? (await roles.create(tenantId, ADMIN_ROLE, true));
  for (const [type, entries] of Object.entries(DEFAULT_SETTINGS)) await settings.ensure(tenantId, Number(type), entries);
  await seedShop(repos, tenantId);
  const existing = await users.findByAccount(tenantId, ADMIN_ACCOUNT);
  if (existing) return { tenantId, adminUserId: existing.id };
  const password = adminPassword ?? randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x');
  const adminUserId = await users.create(tenantId, {
    account: ADMIN_ACCOUNT,
    name: '管理员',
    passwordHash: await hashPassword(password),
    roleId,
  });
  return { tenantId, adminUserId, generatedPassword: adminPassword ? undefined : password };
}

/** Start-up seed (given the repositories, like all seed code, never the database): the menu catalogue and the demo tenant with the role presets. */
export async function seed(repos: Repos, adminPassword: string | undefined, platformPassword?: string): Promise<SeedResult> {
  await repos.menus.upsertCatalogue(menuCatalogue);
  const platform = await ensurePlatform(repos, platformPassword);
  const demo = await ensureTenant(repos, DEMO_DOMAIN, '演示广播电视台', adminPassword);
  await seedRolePresets(repos, demo.tenantId);
  await seedTvChannels(repos, demo.tenantId);
  await seedDemoDepartments(repos, demo.tenantId, demo.adminUserId);
  return { ...demo, generatedPlatformPassword: platform.generatedPassword };
}
