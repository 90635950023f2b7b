// The sockets (docs/realtime.md): /websocket/{key} for a user's message centre and call signals
// (token required), /websocket/live/{passagewayId} for a live channel's Q&A (viewers without a
// token, staff with one); rate-limited, and closed when their session ends. Frames cross
// instances through services/realtime-hub.ts. Registered before the routes (routes/index.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { authenticate, tokenOf } from './auth.js';
import { livePassagewayOf } from '../services/live-public.js';
import { hashToken } from '../lib/tokens.js';
import { createHub, type Hub } from '../services/realtime-hub.js';
import { liveQa, personalFrame, type LiveActor } from '../services/live-qa.js';
import { installEventMessages } from '../services/event-messages.js';
import { installTodoLive } from '../services/todo-live.js';
import { relayCall } from '../services/call-relay.js';
import { SOCKET_COMMANDS, SOCKET_UNAUTHORIZED } from '../../shared/message-types.js';
import { CALL_LIMITS } from '../../shared/call.js';
import { BUS_TYPE, LIVE_LIMITS, LIVE_TEXTS } from '../../shared/live-messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket hub (absent only when the realtime plugin is not registered). */
    realtime?: Hub;
  }
}

/** Close codes besides 4401 (no valid token for this tenant and user). */
export const CLOSE = { unauthorized: SOCKET_UNAUTHORIZED, notFound: 4404, policy: 1008 } as const;

/** How often an open message-centre socket's session is checked (SOCKET_RECHECK_MS overrides). */
const recheckMs = () => Number(process.env.SOCKET_RECHECK_MS) || 60_000;

const MESSAGE_KEY = /^(\d{1,10})-&-1-&-(\d{1,10})$/;

/** A fixed-window counter: `take()` answers whether one more frame is allowed now. */
export function rateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  let start = now();
  let used = 0;
  return {
    take(): boolean {
      const t = now();
      if (t - start >= windowMs) {
        start = t;
        used = 0;
      }
      used++;
      return used <= limit;
    },
    get overflow() {
      return used - limit;
    },
  };
}

/** Writes to an open socket; a socket that is closing is left alone. */
const send = (socket: WebSocket, data: string) => {
  if (socket.readyState === socket.OPEN) socket.send(data);
};

const text = (raw: RawData): string => (Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer)).toString('utf8');

/**
 * Sockets end with their session (logout, password change, expiry) within one recheck of their
 * own (SOCKET_RECHECK_MS as it is when the socket opens), without sliding the session's expiry
 * the way a command does. A background job: its timers are dropped with their socket, and all of
 * them on app.close() (the plugin's onClose runs before the root closes the database).
 */
function sessionWatch() {
  const timers = new Map<WebSocket, NodeJS.Timeout>();
  let app: FastifyInstance | undefined;
  const plugin = async (scope: FastifyInstance) => {
    app = scope;
    scope.addHook('onClose', async () => {
      for (const t of timers.values()) clearInterval(t);
      timers.clear();
      app = undefined;
    });
  };
  Object.defineProperty(plugin, 'name', { value: 'job: socket re-check' });
  return {
    plugin,
    watch(socket: WebSocket, token: string) {
      const recheck = setInterval(() => {
        void app?.repos.sessions
          .findLive(hashToken(token), Date.now())
          .then((live) => {
            if (!live && socket.readyState === socket.OPEN) socket.close(CLOSE.unauthorized, 'unauthorized');
          })
          .catch(() => undefined);
      }, recheckMs());
      recheck.unref();
      timers.set(socket, recheck);
      socket.on('close', () => {
        clearInterval(recheck);
        timers.delete(socket);
      });
    },
  };
}

/** Messages that arrive while the handler is still authenticating are kept (a few) and replayed. */
function buffered(socket: WebSocket) {
  const early: RawData[] = [];
  const onEarly = (raw: RawData) => {
    if (early.length < 8) early.push(raw);
  };
  socket.on('message', onEarly);
  return (handle: (raw: RawData) => void) => {
    socket.off('message', onEarly);
    socket.on('message', handle);
    for (const raw of early) handle(raw);
  };
}

async function socketRoutes(app: FastifyInstance) {
  // The transport bound is the largest frame any socket takes: a call's SDP offer (audio and video)
  // is over 4 KB, so the message-centre socket that carries call signals needs CALL_LIMITS.frameMax;
  // the live socket keeps its own smaller bound below (closed with 1009 as before).
  await app.register(websocket, { options: { maxPayload: Math.max(LIVE_LIMITS.frameMax, CALL_LIMITS.frameMax) } });
  const hub = app.realtime!;
  const sessions = sessionWatch();
  await app.register(sessions.plugin);
  const messages = app.repos.messages;
  const qa = liveQa(app);

  // Message centre: /websocket/{tenantId}-&-1-&-{userId}?token=...
  app.get<{ Params: { key: string } }>('/websocket/:key', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const start = buffered(socket);
    const m = MESSAGE_KEY.exec(request.params.key);
    const token = tokenOf(request as FastifyRequest);
    const auth = m && token ? await authenticate(app, token) : null;
    if (!m || !auth || auth.tenantId !== Number(m[1]) || auth.userId !== Number(m[2])) {
      socket.close(CLOSE.unauthorized, 'unauthorized');
      return;
    }
    const { tenantId, userId, sessionId } = auth;
    if (socket.readyState !== socket.OPEN) return; // the client left while we checked
    const remove = hub.addUserSocket(tenantId, userId, socket, sessionId, request.raw.socket);
    sessions.watch(socket, token!);
    socket.on('close', remove);
    const limit = rateLimiter(20, 10_000);
    // call signals have their own, larger budget: offers and ICE candidates
    const callLimit = rateLimiter(300, 10_000);
    start((raw) => {
      const frame = text(raw);
      if (frame.startsWith('{"type":"call"')) {
        if (callLimit.take()) void relayCall(app, tenantId, userId, frame).catch((err) => request.log.warn({ err }, 'call relay failed'));
        else if (callLimit.overflow > 300) socket.close(CLOSE.policy, 'too many messages');
        return;
      }
      if (!limit.take()) {
        if (limit.overflow > 50) socket.close(CLOSE.policy, 'too many messages');
        return;
      }
      const command = text(raw).trim();
      if (command !== SOCKET_COMMANDS.count && command !== SOCKET_COMMANDS.keepHeart) return;
      void (async () => {
        // A revoked or expired session ends the socket too.
        if (!(await authenticate(app, token!))) return socket.close(CLOSE.unauthorized, 'unauthorized');
        if (command === SOCKET_COMMANDS.count) send(socket, JSON.stringify(await messages.summary(tenantId, userId)));
      })().catch((err) => request.log.warn({ err }, 'message socket command failed'));
    });
  });

  // Live messages of a channel: viewers without a token (the tenant is the channel's), staff with one.
  app.get<{ Params: { passagewayId: string } }>(
    '/websocket/live/:passagewayId',
    { websocket: true, schema: { hide: true } },
    async (socket, request) => {
      const start = buffered(socket);
      // Viewers name the channel by its opaque public id; the sequential id needs a token.
      const token = tokenOf(request as FastifyRequest);
      const passagewayId = await livePassagewayOf(app, request.params.passagewayId, !!token);
      const channel = passagewayId ? await app.repos.liveChannels.publicChannel(passagewayId) : undefined;
      if (!channel || !passagewayId) return socket.close(CLOSE.notFound, 'no such channel');
      let actor: LiveActor = { tenantId: channel.tenant_id, passagewayId, userId: 0, staffName: '' };
      if (token) {
        const auth = await authenticate(app, token);
        if (!auth || auth.tenantId !== channel.tenant_id) return socket.close(CLOSE.unauthorized, 'unauthorized');
        const user = await app.repos.users.get(auth.tenantId, auth.userId);
        actor = { ...actor, userId: auth.userId, staffName: user?.name ?? LIVE_TEXTS.host };
        sessions.watch(socket, token);
        // logout, a password change, disable or delete end it at once, on every instance
        socket.on('close', hub.watchStaffSocket(auth.tenantId, auth.userId, socket, auth.sessionId));
      }
      const snapshot = JSON.stringify(await qa.snapshot(actor.tenantId, passagewayId));
      if (socket.readyState !== socket.OPEN) return; // the client left while we looked things up
      const remove = hub.addLiveSocket(actor.tenantId, passagewayId, socket, request.raw.socket);
      socket.on('close', remove);
      send(socket, snapshot);
      const limit = rateLimiter(actor.userId ? 30 : LIVE_LIMITS.burst, LIVE_LIMITS.windowMs);
      const staff = actor.userId > 0;
      start((raw) => {
        const body = text(raw);
        if (Buffer.byteLength(body) > LIVE_LIMITS.frameMax) return socket.close(1009, 'frame too big');
        let cmd: Record<string, unknown>;
        try {
          const parsed: unknown = JSON.parse(body);
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return;
          cmd = parsed as Record<string, unknown>;
        } catch {
          return; // plain-text heartbeats and garbage are ignored
        }
        if (cmd.action === 'ping') return;
        if (!limit.take()) {
          if (limit.overflow > 50) return socket.close(CLOSE.policy, 'too many messages');
          if (limit.overflow === 1) send(socket, personalFrame(BUS_TYPE.tip, LIVE_TEXTS.tooFast));
          return;
        }
        const seq = Number(cmd.seq);
        void (async () => {
          switch (cmd.action) {
            case 'ask':
              if (await qa.ask(actor, cmd.content, cmd.nickname)) send(socket, personalFrame(BUS_TYPE.auditing, LIVE_TEXTS.submitted));
              return;
            case 'reply':
            case 'pin':
            case 'remove':
            case 'tip':
              if (!staff) return send(socket, personalFrame(BUS_TYPE.tip, LIVE_TEXTS.forbidden));
              if (cmd.action === 'tip') await qa.tip(actor, cmd.content);
              else if (!Number.isSafeInteger(seq)) return;
              else if (cmd.action === 'reply') await qa.reply(actor, seq, cmd.content);
              else if (cmd.action === 'pin') await qa.pin(actor, seq, Number(cmd.topFlag) ? 1 : 0);
              else await qa.remove(actor, seq);
              return;
          }
        })().catch((err) => request.log.warn({ err }, 'live socket command failed'));
      });
    },
  );
}

/** The socket hub (decorated on the root) and the two socket routes. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = createHub({ redisUrl: app.config.redisUrl, redisPrefix: app.config.redisPrefix, log: app.log });
    app.decorate('realtime', hub);
    app.addHook('onClose', async () => hub.close());
    await hub.ready();
    installEventMessages(app);
    installTodoLive(app);
    await app.register(socketRoutes);
  },
  { name: 'realtime' },
);
