// What this server adds to Fastify's types: the app's decorations (db, repos, transaction, store,
// caches), request.auth (taken from the session token only) and the route config keys auth,
// rights and tokenInQuery that plugins/auth.ts enforces.
import type { Config } from './config.js';
import type { Db } from './db/schema.js';
import type { DbKind } from './db/connect.js';
import type { Repos } from './plugins/repositories.js';
import type { AuthCache } from './services/auth-cache.js';
import type { LocalStore } from './lib/object-store.js';
import type { S3Store } from './lib/s3-store.js';
import type { UploadHashes } from './services/upload-file.js';
import type { ChunkSlots } from './services/chunk-slots.js';
import type { DayAnswers } from './services/day-answers.js';

/** Who is calling: always taken from the session token, never from a header or a field. */
export interface AuthContext {
  tenantId: number;
  userId: number;
  sessionId: number;
}

/** How a route treats the token: required (default), optional, or none (public). */
export type AuthMode = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    config: Config;
    /** Every repository, built once (server/plugins/repositories.ts). */
    repos: Repos;
    /** Sessions and rights cached in process, invalidated across instances (server/services/auth-cache.ts). */
    authCache: AuthCache;
    /** Where media bytes live: local disk (default) or an S3-compatible bucket. */
    store: LocalStore | S3Store;
    /** The running whole-file MD5s of this instance's incomplete uploads (server/services/upload-file.ts). */
    uploadHashes: UploadHashes;
    /** The cap on upload chunks held in memory at once by this process (server/services/chunk-slots.ts). */
    chunkSlots: ChunkSlots;
    /** GET live/program/page answers kept per saved state of the day (server/services/day-answers.ts). */
    dayAnswers: DayAnswers;
    /** One transaction with every repository bound to it (server/plugins/repositories.ts). */
    transaction<T>(fn: (repos: Repos) => Promise<T>): Promise<T>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Menu paths that serve this route; the caller must hold one (server/services/rights.ts). */
    rights?: readonly string[];
    /** The token may come as ?token= (media links opened by the browser; sockets always may). */
    tokenInQuery?: boolean;
  }
}
