import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import type { Config } from './config.js';
import { connect, type Connection } from './db/connect.js';
import { migrate } from './migrations/index.js';
import { installAuth } from './plugins/auth.js';
import { installDocs } from './plugins/docs.js';
import { installErrors } from './plugins/errors.js';
import { installWeb } from './plugins/web.js';
import { loginFailuresRepo } from './repositories/login-failures.js';
import { sessionsRepo } from './repositories/sessions.js';
import { registerRoutes } from './routes/index.js';
import { buildRepos } from './plugins/repositories.js';
import { seed, type SeedResult } from './seed/seed.js';
import path from 'node:path';
import './types.js';

export interface BuildOptions {
  config: Config;
  /** An open connection (tests); otherwise one is made from the config. */
  connection?: Connection;
  logger?: FastifyServerOptions['logger'];
}

export interface BuiltApp {
  app: FastifyInstance;
  seeded: SeedResult;
}

/** Builds the server: database (migrated and seeded), plugins, routes. Does not listen. */
export async function buildApp({ config, connection, logger = false }: BuildOptions): Promise<BuiltApp> {
  const conn =
    connection ?? connect({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'console.sqlite') });
  await migrate(conn.db);
  const seeded = await seed(conn.db, config.adminPassword);

  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });
  app.decorate('db', conn.db);
  app.decorate('dbKind', conn.kind);
  app.decorate('config', config);
  app.decorate('repos', buildRepos(conn.db));
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    if (!connection) await conn.close();
  });

  installErrors(app, config.webDir);
  installAuth(app);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await installDocs(app);
  await registerRoutes(app);
  await installWeb(app, config.webDir);

  const housekeeping = setInterval(() => {
    const now = Date.now();
    void sessionsRepo(conn.db).purge(now).catch((err) => app.log.warn({ err }, 'session purge failed'));
    void loginFailuresRepo(conn.db).purge(now - config.loginWindowMs).catch(() => undefined);
  }, 3_600_000);
  housekeeping.unref();

  return { app, seeded };
}
