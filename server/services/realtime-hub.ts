// Who holds which socket on this instance, and the bus that carries socket messages to every
// instance: Redis pub/sub when REDIS_URL is set, a direct local call otherwise. A message is
// serialised once: its text is encoded to UTF-8 and framed (one WebSocket text frame, RFC 6455)
// once per instance, and that one buffer is written to each matching socket's connection in a
// synchronous loop — one write per socket, no per-socket framing, promise or encoding.
import type { Duplex } from 'node:stream';
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
  /**
   * `sessionId`: the session the socket was opened with (a logout closes only its sockets).
   * `connection`: the socket's transport (the upgrade request's socket), which the hub's frames
   * are written to directly; without it (or with an extension such as permessage-deflate in use)
   * they go through `ws.send`.
   */
  addUserSocket(tenantId: number, userId: number, ws: WebSocket, sessionId?: number, connection?: Duplex): () => void;
  addLiveSocket(tenantId: number, passagewayId: number, ws: WebSocket, connection?: Duplex): () => void;
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

/**
 * One unfragmented, unmasked WebSocket text frame holding `payload` (RFC 6455 §5.2: FIN + opcode
 * 1, then the length in 7 bits, or 126 and 16 bits, or 127 and 64 bits), header and payload in
 * one buffer, so that it is written with one call. What `ws` itself sends for `send(text)` from a
 * server without extensions.
 */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81;
  if (head === 2) frame[1] = n;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    frame.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(frame, head);
  return frame;
}

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

  /**
   * The connection a socket's frames are written to directly. Only for a socket without
   * extensions: `ws` then writes every frame of its own (text, ping, pong, close) to the connection
   * at once, whole, so a frame written here between two of them never splits one. Never after
   * `ws` began closing (the readyState check in `send`).
   */
  const direct = new WeakMap<WebSocket, Duplex>();

  const track = (ws: WebSocket, connection?: Duplex) => {
    all.add(ws);
    alive.set(ws, true);
    if (connection && ws.extensions === '') direct.set(ws, connection);
    ws.on('pong', () => alive.set(ws, true));
  };
  /**
   * Writes a message to an open socket: its pre-built frame straight to the connection, or its
   * encoded text through `ws.send` (a string would be measured and encoded again per socket).
   */
  const send = (ws: WebSocket, text: Buffer, frame: Buffer) => {
    if (ws.readyState !== ws.OPEN) return;
    const connection = direct.get(ws);
    if (connection) {
      if (!connection.writable || connection.writableLength > MAX_BUFFERED) return;
      connection.write(frame);
    } else {
      if (ws.bufferedAmount > MAX_BUFFERED) return;
      ws.send(text, TEXT_FRAME);
    }
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
      const text = Buffer.from(e.data, 'utf8');
      const frame = textFrame(text);
      for (const set of sets) for (const ws of set) send(ws, text, frame);
    } else {
      const set = live.get(`${e.tenantId}:${e.passagewayId}`);
      if (!set) return;
      const text = Buffer.from(e.data, 'utf8');
      const frame = textFrame(text);
      for (const ws of set) send(ws, text, frame);
    }
  };

  const bus = options.redisUrl
    ? redisChannel<HubEvent>(options.redisUrl, realtimeChannel(options.redisPrefix ?? 'console'), { log: options.log, labels: { error: 'redis error', bad: 'bad realtime event' }, receive: deliver })
    : undefined;

  /** Adds a socket to a set; the answer takes it out again and calls `emptied` when that leaves the set empty. */
  const join = (set: Set<WebSocket>, ws: WebSocket, emptied: () => void, connection?: Duplex) => {
    track(ws, connection);
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
    addUserSocket(tenantId, userId, ws, sessionId, connection) {
      if (sessionId !== undefined) sessionOf.set(ws, sessionId);
      const tenant = getOrAdd(users, tenantId, () => new Map<number, Set<WebSocket>>());
      return join(
        getOrAdd(tenant, userId, () => new Set<WebSocket>()),
        ws,
        () => {
          tenant.delete(userId);
          if (!tenant.size) users.delete(tenantId);
        },
        connection,
      );
    },
    addLiveSocket(tenantId, passagewayId, ws, connection) {
      const key = `${tenantId}:${passagewayId}`;
      return join(getOrAdd(live, key, () => new Set<WebSocket>()), ws, () => live.delete(key), connection);
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
