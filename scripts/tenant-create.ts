// npm run tenant:create -- --domain <label> --title <title> --admin-password <pw>
// Creates a tenant with its administrator `admin` in the same store as the server
// (DATA_DIR / DATABASE_URL), running the migrations first.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.js';
import { connect } from '../server/db/connect.js';
import { AppError } from '../server/lib/errors.js';
import { migrate } from '../server/migrations/index.js';
import { buildRepos } from '../server/plugins/repositories.js';
import { menuCatalogue } from '../server/seed/menu-catalogue.js';
import { createTenant } from '../server/services/tenants.js';

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { domain?: string; title?: string; 'admin-password'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { domain: { type: 'string' }, title: { type: 'string' }, 'admin-password': { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    console.error(`参数错误：${(err as Error).message}`);
    return 2;
  }
  if (!values.domain || !values.title || !values['admin-password']) {
    console.error('用法：npm run tenant:create -- --domain <域名> --title <名称> --admin-password <管理员密码>');
    return 2;
  }
  const config = readConfig(env);
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const conn = connect({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'console.sqlite') });
  try {
    await migrate(conn.db);
    const repos = buildRepos(conn.db);
    await repos.menus.upsertCatalogue(menuCatalogue);
    const { tenantId } = await createTenant(repos, { domain: values.domain, title: values.title, adminPassword: values['admin-password'] });
    console.log(`已创建租户 ${values.domain}（id ${tenantId}），管理员账号 admin；登录地址 /login/${values.domain}`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await conn.close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]).replace(/\.[cm]?[jt]s$/, '') === path.resolve(import.meta.dirname ?? '', 'tenant-create');
if (invokedDirectly) process.exitCode = await main(process.argv.slice(2));
