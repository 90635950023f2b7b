import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import type { Config } from './config.js';
import { connect, type Connection } from './db/connect.js';
import { migrate } from './migrations/index.js';
import { installAuth } from './plugins/auth.js';
import { installDocs } from './plugins/docs.js';
import { frameworkErrors, installErrors } from './plugins/errors.js';
import { installWeb } from './plugins/web.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import { finiteNumbers, hardenRoute } from './lib/strict-schema.js';
import { sweepPartials } from './services/upload-store.js';
import { registerRoutes } from './routes/index.js';
import { buildRepos, transactor } from './plugins/repositories.js';
import { housekeepingJob, uploadSweepJob } from './plugins/jobs.js';
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
  const repos = buildRepos(conn.db);
  const seeded = await seed(repos, config.adminPassword, config.platformPassword);

  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
      // Non-finite numbers (`Infinity`, `1e400` coerced from strings) are refused: server/lib/strict-schema.ts.
      plugins: [finiteNumbers],
    },
    frameworkErrors,
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });
  app.decorate('db', conn.db);
  app.decorate('dbKind', conn.kind);
  app.decorate('config', config);
  app.decorate('repos', repos);
  app.decorate('transaction', transactor(conn.db));
  app.addHook('onClose', async () => {
    if (!connection) await conn.close();
  });

  app.addHook('onRoute', hardenRoute);
  installErrors(app, config.webDir);
  installSecurityHeaders(app);
  installAuth(app);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await installDocs(app);
  await registerRoutes(app);
  // Background jobs (server/plugins/jobs.ts); each stops on app.close().
  await app.register(housekeepingJob);
  await app.register(uploadSweepJob);
  // Leftovers of a merge killed with the previous process (`.part` files with no live lease).
  app.addHook('onReady', async () => {
    void sweepPartials(app).catch((err: unknown) => app.log.warn({ err }, 'partial file sweep failed'));
  });
  await installWeb(app, config.webDir);

  return { app, seeded };
}
