// Server settings, read once from the environment (PORT, DATA_DIR, DATABASE_URL, REDIS_URL, REDIS_PREFIX,
// S3_*, session, login-throttle, upload, cache and Word-import limits), each with its default.
import path from 'node:path';
import { readS3Config, type S3Config } from './lib/s3-store.js';
import { WORD_LIMITS } from '../shared/content.js';
import { CONTENT_LOCK } from '../shared/content-lock.js';
import { readProofreadVendors, type ProofreadVendors } from './services/proofread/vendor-config.js';

/** Server settings, read once from the environment (contract.md "Server start-up"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of the Redis pub/sub channels (REDIS_PREFIX, default `console`): deployments sharing one Redis keep apart. */
  redisPrefix: string;
  adminPassword: string | undefined;
  /** Password of the platform administrator (tenant `platform`); generated on first start when unset. */
  platformPassword: string | undefined;
  /** Hours a session token stays valid after its last use. */
  sessionTtlHours: number;
  /** Directory of the built console (served with history-mode fallback when present). */
  webDir: string;
  logLevel: string;
  /** A file every SQL statement is appended to, with its parameters, one JSON line each (SQL_LOG; for benchmarks and debugging, slow: never in production). */
  sqlLogFile?: string;
  /** Failed logins allowed per account (and per address) in the window. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** The S3-compatible bucket for media (S3_* variables); undefined: local disk under DATA_DIR. */
  s3: S3Config | undefined;
  /** Bytes of upload chunks this process may hold in memory at once (UPLOAD_MEMORY_MB, default 256). */
  uploadMemoryBytes?: number;
  /** Bytes of programme-day answers this process keeps (DAY_CACHE_MB, default 64; 0: none). */
  dayCacheBytes?: number;
  /** How often each instance polls the durable job queue for due work (SCHEDULE_POLL_MS, default 1000). */
  schedulePollMs?: number;
  /** Lifetime of a content edit lock without renewal (CONTENT_LOCK_TTL_MS, default shared CONTENT_LOCK.ttlMs). */
  contentLockTtlMs?: number;
  /**
   * The live signal checker (docs/signal.md): HLS playlists in a directory (SIGNAL_HLS_DIR) or
   * under an HTTP base (SIGNAL_HLS_URL), `<playKey>.m3u8`; neither set: off (hooks only). A
   * playlist unchanged for SIGNAL_STALE_MS (default 6000) or missing is 无信号; checked every
   * SIGNAL_CHECK_MS (default 2000). SIGNAL_PULL=1 also reads each pulling pull channel's own
   * HTTP(S) HLS source address (off by default: the server then fetches tenant-given addresses).
   */
  signal?: { dir?: string; baseUrl?: string; staleMs: number; everyMs: number; pull?: boolean };
  /** Word imports: conversions at once, waiting, time and heap budget of each (shared WORD_LIMITS). */
  word?: { concurrency: number; queue: number; timeMs: number; heapMb: number };
  /** The proofreading vendors' addresses and credentials (KDXF_*, XHZY_*, PROOFREAD_TIMEOUT_MS; docs/proofreading.md). */
  proofread?: ProofreadVendors;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'console',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    platformPassword: env.PLATFORM_PASSWORD || undefined,
    sessionTtlHours: num(env.SESSION_TTL_HOURS, 12),
    webDir: path.resolve(env.WEB_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sqlLogFile: env.SQL_LOG ? path.resolve(env.SQL_LOG) : undefined,
    loginMaxFailures: num(env.LOGIN_MAX_FAILURES, 10),
    loginWindowMs: num(env.LOGIN_WINDOW_MS, 15 * 60 * 1000),
    s3: readS3Config(env),
    uploadMemoryBytes: num(env.UPLOAD_MEMORY_MB, 256) * 1024 * 1024,
    dayCacheBytes: num(env.DAY_CACHE_MB, 64) * 1024 * 1024,
    schedulePollMs: Math.max(10, num(env.SCHEDULE_POLL_MS, 1000)),
    contentLockTtlMs: Math.max(1, num(env.CONTENT_LOCK_TTL_MS, CONTENT_LOCK.ttlMs)),
    signal: {
      dir: env.SIGNAL_HLS_DIR ? path.resolve(env.SIGNAL_HLS_DIR) : undefined,
      baseUrl: env.SIGNAL_HLS_URL ? env.SIGNAL_HLS_URL.replace(/\/+$/, '') : undefined,
      staleMs: Math.max(1000, num(env.SIGNAL_STALE_MS, 6000)),
      everyMs: Math.max(100, num(env.SIGNAL_CHECK_MS, 2000)),
      pull: env.SIGNAL_PULL === '1',
    },
    word: {
      concurrency: Math.max(1, num(env.WORD_CONCURRENCY, WORD_LIMITS.concurrency)),
      queue: Math.max(0, num(env.WORD_QUEUE, WORD_LIMITS.queue)),
      timeMs: Math.max(1, num(env.WORD_TIME_MS, WORD_LIMITS.timeMs)),
      heapMb: Math.max(32, num(env.WORD_HEAP_MB, WORD_LIMITS.heapMb)),
    },
    proofread: readProofreadVendors(env),
  };
}
