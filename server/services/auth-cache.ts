// Sessions, granted menus and route trees, cached in process so a request does not read its
// session and rights from the database every time (docs/deployment.md "Caches").
//
// Correctness rests on invalidation, not on a short lifetime:
// - every write that can end a session or change what a user may do (logout, password change,
//   role or user edits, user or tenant disabled) emits an invalidation after it is committed
//   (server/plugins/repositories.ts wraps those repository functions);
// - the invalidation is applied here at once and, when REDIS_URL is set, published on Redis so
//   every other instance applies it too (typically within milliseconds);
// - a value loaded while an invalidation arrived is not kept (the epoch check), so a read that
//   raced with a write can never re-fill the cache with the old answer.
// A lifetime (CACHE_TTL_MS) is only a safety net for a lost Redis message.
import { redisChannel } from './redis-channel.js';

export type AuthInvalidation =
  | { kind: 'session'; tenantId: number; sessionId: number }
  | { kind: 'tenant'; tenantId: number }
  | { kind: 'all' };

/** The invalidations' channel under the deployment's prefix (REDIS_PREFIX). */
const authCacheChannel = (prefix: string) => `${prefix}:auth-cache`;
const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry<V> {
  tenantId: number;
  sessionId: number | undefined;
  value: V;
  at: number;
}

type Log = { warn: (obj: object, msg: string) => void };

/** One cache of values that belong to a tenant (and, for sessions, to one session). */
export class TenantCache<V> {
  private readonly map = new Map<string, Entry<V>>();
  constructor(private readonly epoch: () => number) {}

  async get(key: string, tenantId: number | undefined, load: () => Promise<V>, sessionIdOf?: (v: V) => number | undefined, tenantOf?: (v: V) => number | undefined): Promise<V> {
    const hit = this.map.get(key);
    const now = Date.now();
    if (hit && now - hit.at < CACHE_TTL_MS) return hit.value;
    const started = this.epoch();
    const value = await load();
    const owner = tenantId ?? tenantOf?.(value);
    if (owner !== undefined && this.epoch() === started) {
      if (this.map.size >= MAX_ENTRIES) this.map.delete(this.map.keys().next().value!);
      this.map.set(key, { tenantId: owner, sessionId: sessionIdOf?.(value), value, at: now });
    }
    return value;
  }

  drop(e: AuthInvalidation): void {
    if (e.kind === 'all') return this.map.clear();
    for (const [key, entry] of this.map) {
      if (entry.tenantId !== e.tenantId) continue;
      if (e.kind === 'tenant' || entry.sessionId === e.sessionId) this.map.delete(key);
    }
  }

  get size(): number {
    return this.map.size;
  }
}

export interface AuthCache {
  /** Cache of live sessions by token hash (undefined answers are not kept). */
  sessions: TenantCache<unknown>;
  /** A bucket for one kind of per-user value ('grants', 'tree', 'channels'). */
  bucket<V>(name: string): TenantCache<V>;
  /** Applies an invalidation here and publishes it to the other instances. */
  invalidate(e: AuthInvalidation): void;
  /** Resolves when the Redis subscription is live (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createAuthCache(options: { redisUrl?: string; redisPrefix?: string; log: Log }): AuthCache {
  let epoch = 0;
  const buckets = new Map<string, TenantCache<unknown>>();
  const bucket = <V>(name: string): TenantCache<V> => {
    let b = buckets.get(name);
    if (!b) buckets.set(name, (b = new TenantCache<unknown>(() => epoch)));
    return b as TenantCache<V>;
  };
  const apply = (e: AuthInvalidation) => {
    epoch += 1;
    for (const b of buckets.values()) b.drop(e);
  };

  // While the subscription is down, nothing is cached for long: every reconnect clears all.
  const bus = options.redisUrl
    ? redisChannel<AuthInvalidation>(options.redisUrl, authCacheChannel(options.redisPrefix ?? 'console'), {
        log: options.log,
        labels: { error: 'redis error (auth cache)', bad: 'bad auth cache invalidation' },
        receive: apply,
        onReady: () => apply({ kind: 'all' }),
      })
    : undefined;

  return {
    sessions: bucket<unknown>('sessions'),
    bucket,
    invalidate(e) {
      apply(e);
      if (bus) void bus.publish(e).catch((err: unknown) => options.log.warn({ err }, 'auth cache publish failed'));
    },
    ready: () => bus?.subscribed ?? Promise.resolve(),
    async close() {
      await bus?.close();
    },
  };
}
