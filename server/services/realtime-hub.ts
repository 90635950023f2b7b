// Who holds which socket on this instance, and the bus that carries socket messages to every
// instance: Redis pub/sub when REDIS_URL is set, a direct local call otherwise. A message is
// serialised once: its text is encoded to UTF-8 once per instance and that one buffer is written,
// as a text frame, to each matching socket, synchronously (no per-socket promise or encoding).
import { redisChannel } from './redis-channel.js';
import type { WebSocket } from 'ws';

export type HubEvent =
  /** To the message-centre sockets of these users ('all': every user of the tenant). */
  | { kind: 'user'; tenantId: number; userIds: number[] | 'all'; data: string }
  /** To every live-message socket of a channel. */
  | { kind: 'live'; tenantId: number; passagewayId: number; data: string }
  /**
   * Closes the message-centre sockets of these users (4401): disabled, deleted, password reset or
   * changed, tenant disabled; with `sessionId`, only the sockets opened with that session (logout).
   */
  | { kind: 'close'; tenantId: number; userIds: number[] | 'all'; sessionId?: number };

export interface HubStats {
  userSockets: number;
  liveSockets: number;
  delivered: number;
}

export interface Hub {
  /** `sessionId`: the session the socket was opened with (a logout closes only its sockets). */
  addUserSocket(tenantId: number, userId: number, ws: WebSocket, sessionId?: number): () => void;
  addLiveSocket(tenantId: number, passagewayId: number, ws: WebSocket): () => void;
  /**
   * A staff member's live-channel socket, known only to `close` events (it gets no user
   * messages): it ends with its session like the message socket. The answer forgets it.
   */
  watchStaffSocket(tenantId: number, userId: number, ws: WebSocket, sessionId: number): () => void;
  publish(event: HubEvent): Promise<void>;
  /** Resolves when the bus is ready (Redis subscribed); at once without Redis. */
  ready(): Promise<void>;
  stats(): HubStats;
  close(): Promise<void>;
}

/** The hub's channel under the deployment's prefix (REDIS_PREFIX). */
const realtimeChannel = (prefix: string) => `${prefix}:realtime`;
/** A socket whose unsent data exceeds this is skipped (a slow reader never stalls the rest). */
const MAX_BUFFERED = 1024 * 1024;
/** Protocol-level ping: sockets that miss one are dropped. */
const PING_INTERVAL_MS = 30_000;
/** A buffer sent with these options goes out as a text frame, as a string would (browsers get a string, not a Blob). */
const TEXT_FRAME = { binary: false } as const;

type Log = { warn: (obj: object, msg: string) => void };

export function createHub(options: { redisUrl?: string; redisPrefix?: string; log: Log }): Hub {
  const users = new Map<number, Map<number, Set<WebSocket>>>();
  const live = new Map<string, Set<WebSocket>>();
  const alive = new WeakMap<WebSocket, boolean>();
  const sessionOf = new WeakMap<WebSocket, number>();
  /** Staff live sockets by tenant and user, for `close` events only. */
  const staff = new Map<number, Map<number, Set<WebSocket>>>();
  const all = new Set<WebSocket>();
  let delivered = 0;

  const track = (ws: WebSocket) => {
    all.add(ws);
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
  };
  /** Writes an encoded frame to an open socket; a string would be measured and encoded again per socket. */
  const send = (ws: WebSocket, frame: Buffer) => {
    if (ws.readyState !== ws.OPEN || ws.bufferedAmount > MAX_BUFFERED) return;
    ws.send(frame, TEXT_FRAME);
    delivered++;
  };

  const deliver = (e: HubEvent) => {
    if (e.kind === 'close') {
      const sets: Set<WebSocket>[] = [];
      for (const tenant of [users.get(e.tenantId), staff.get(e.tenantId)]) {
        if (!tenant) continue;
        if (e.userIds === 'all') sets.push(...tenant.values());
        else for (const id of e.userIds) sets.push(tenant.get(id) ?? new Set<WebSocket>());
      }
      for (const set of sets)
        for (const ws of [...set]) {
          if (e.sessionId !== undefined && sessionOf.get(ws) !== e.sessionId) continue;
          if (ws.readyState === ws.OPEN) ws.close(4401, 'unauthorized');
        }
      return;
    }
    if (e.kind === 'user') {
      const tenant = users.get(e.tenantId);
      if (!tenant) return;
      const sets: Set<WebSocket>[] = [];
      if (e.userIds === 'all') sets.push(...tenant.values());
      else
        for (const id of e.userIds) {
          const set = tenant.get(id);
          if (set) sets.push(set);
        }
      if (!sets.length) return;
      const frame = Buffer.from(e.data, 'utf8');
      for (const set of sets) for (const ws of set) send(ws, frame);
    } else {
      const set = live.get(`${e.tenantId}:${e.passagewayId}`);
      if (!set) return;
      const frame = Buffer.from(e.data, 'utf8');
      for (const ws of set) send(ws, frame);
    }
  };

  const bus = options.redisUrl
    ? redisChannel<HubEvent>(options.redisUrl, realtimeChannel(options.redisPrefix ?? 'console'), { log: options.log, labels: { error: 'redis error', bad: 'bad realtime event' }, receive: deliver })
    : undefined;

  /** Adds a socket to a set; the answer takes it out again and calls `emptied` when that leaves the set empty. */
  const join = (set: Set<WebSocket>, ws: WebSocket, emptied: () => void) => {
    track(ws);
    set.add(ws);
    return () => {
      all.delete(ws);
      set.delete(ws);
      if (!set.size) emptied();
    };
  };

  const pinger = setInterval(() => {
    for (const ws of all) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      if (ws.readyState === ws.OPEN) ws.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  return {
    addUserSocket(tenantId, userId, ws, sessionId) {
      if (sessionId !== undefined) sessionOf.set(ws, sessionId);
      const tenant = getOrAdd(users, tenantId, () => new Map<number, Set<WebSocket>>());
      return join(getOrAdd(tenant, userId, () => new Set<WebSocket>()), ws, () => {
        tenant.delete(userId);
        if (!tenant.size) users.delete(tenantId);
      });
    },
    addLiveSocket(tenantId, passagewayId, ws) {
      const key = `${tenantId}:${passagewayId}`;
      return join(getOrAdd(live, key, () => new Set<WebSocket>()), ws, () => live.delete(key));
    },
    watchStaffSocket(tenantId, userId, ws, sessionId) {
      sessionOf.set(ws, sessionId);
      const tenant = getOrAdd(staff, tenantId, () => new Map<number, Set<WebSocket>>());
      const set = getOrAdd(tenant, userId, () => new Set<WebSocket>());
      set.add(ws);
      return () => {
        set.delete(ws);
        if (!set.size) tenant.delete(userId);
        if (!tenant.size) staff.delete(tenantId);
      };
    },
    async publish(event) {
      if (!bus) return deliver(event);
      try {
        await bus.publish(event);
      } catch (err) {
        // Redis is down: at least this instance's sockets get it.
        options.log.warn({ err }, 'redis publish failed; delivering locally');
        deliver(event);
      }
    },
    ready: () => bus?.subscribed ?? Promise.resolve(),
    stats() {
      let userSockets = 0;
      for (const t of users.values()) for (const s of t.values()) userSockets += s.size;
      let liveSockets = 0;
      for (const s of live.values()) liveSockets += s.size;
      return { userSockets, liveSockets, delivered };
    },
    async close() {
      clearInterval(pinger);
      await bus?.close();
    },
  };
}

/** The value under `key`, made and stored first when there is none. */
function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
