// Builds the server without listening (main.ts listens; the tests build their own): the database
// migrated and seeded, the decorations every route reaches (repos, transaction, store, caches),
// the plugins in order, the autoloaded routes, the background jobs and the built console.
// The order and its reasons: docs/server.md "Start-up".
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import type { Config } from './config.js';
import { connect, sqlLogTo, type Connection } from './db/connect.js';
import { migrate } from './migrations/index.js';
import { installAuth } from './plugins/auth.js';
import { installCompression } from './plugins/compress.js';
import { installDocs } from './plugins/docs.js';
import { frameworkErrors, installErrors } from './plugins/errors.js';
import { installWeb } from './plugins/web.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import { finiteNumbers, hardenRoute } from './lib/strict-schema.js';
import { sweepPartials } from './services/upload-store.js';
import { UploadHashes } from './services/upload-file.js';
import { ChunkSlots } from './services/chunk-slots.js';
import { dayAnswers } from './services/day-answers.js';
import { registerRoutes } from './routes/index.js';
import { buildRepos, transactor } from './plugins/repositories.js';
import { housekeepingJob, scheduledJobsJob, signalCheckJob, uploadSweepJob } from './plugins/jobs.js';
import { seed, type SeedResult } from './seed/seed.js';
import { createAuthCache } from './services/auth-cache.js';
import { localStore, type LocalStore } from './lib/object-store.js';
import { s3Store, type S3Store } from './lib/s3-store.js';
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
    connection ??
    connect({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'console.sqlite'), onQuery: sqlLogTo(config.sqlLogFile) });
  await migrate(conn.db);
  // the seed runs before any session exists, so its repositories need no cache invalidation
  const seeded = await seed(buildRepos(conn.db), config.adminPassword, config.platformPassword);

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
  // Sessions and rights cached in process, invalidated on every instance (server/services/auth-cache.ts).
  const authCache = createAuthCache({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, log: app.log });
  const onWrite = authCache.invalidate.bind(authCache);
  app.decorate('authCache', authCache);
  // Media bytes: local disk under DATA_DIR, or the S3-compatible bucket (server/lib/object-store.ts).
  const store: LocalStore | S3Store = config.s3 ? s3Store(config.s3) : localStore(config.dataDir);
  app.decorate<LocalStore | S3Store>('store', store);
  app.decorate('repos', buildRepos(conn.db, onWrite));
  app.decorate('uploadHashes', new UploadHashes());
  app.decorate('chunkSlots', ChunkSlots.forBytes(config.uploadMemoryBytes ?? 256 * 1024 * 1024));
  // Programme-day answers kept per saved state of the day (server/services/day-answers.ts).
  app.decorate('dayAnswers', dayAnswers(app.repos.livePrograms, config.dayCacheBytes));
  app.decorate('transaction', transactor(conn.db, onWrite));
  app.addHook('onReady', () => authCache.ready());
  app.addHook('onClose', async () => {
    await authCache.close();
    if (!connection) await conn.close();
  });

  app.addHook('onRoute', hardenRoute);
  installErrors(app, config.webDir);
  installSecurityHeaders(app);
  installAuth(app);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  // before the routes and the static files, so its onSend hook serves them all
  await installCompression(app);
  await installDocs(app);
  await registerRoutes(app);
  // Background jobs (server/plugins/jobs.ts); each stops on app.close().
  await app.register(housekeepingJob);
  await app.register(uploadSweepJob);
  await app.register(scheduledJobsJob);
  await app.register(signalCheckJob);
  // Leftovers of a merge killed with the previous process (`.part` files with no live lease).
  app.addHook('onReady', async () => {
    void sweepPartials(app).catch((err: unknown) => app.log.warn({ err }, 'partial file sweep failed'));
  });
  await installWeb(app, config.webDir);

  return { app, seeded };
}
