import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { TestServer } from './helpers.js';

/** A real ws client that queues what it receives. */
export interface TestSocket {
  ws: WebSocket;
  /** The next frame (text), waiting for it when none is queued. */
  next(): Promise<string>;
  /** The next frame parsed as JSON. */
  json<T = unknown>(): Promise<T>;
  /** Frames until one matches. */
  until<T = unknown>(match: (frame: T) => boolean): Promise<T>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(data: string | object): void;
  close(): void;
}

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

export function openSocket(url: string): TestSocket {
  const ws = new WebSocket(url);
  const queue: string[] = [];
  const waiters: ((s: string) => void)[] = [];
  ws.on('message', (data) => {
    const text = data.toString();
    const w = waiters.shift();
    if (w) w(text);
    else queue.push(text);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => undefined);
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const q = queue.shift();
      if (q !== undefined) return resolve(q);
      const timer = setTimeout(() => reject(new Error('no frame within 5 s')), 5000);
      waiters.push((s) => {
        clearTimeout(timer);
        resolve(s);
      });
    });
  const opened = new Promise<void>((resolve) => {
    if (ws.readyState === ws.OPEN) resolve();
    else ws.once('open', () => resolve());
  });
  return {
    ws,
    next,
    async json<T>() {
      return JSON.parse(await next()) as T;
    },
    async until<T>(match: (frame: T) => boolean) {
      for (;;) {
        const f = JSON.parse(await next()) as T;
        if (match(f)) return f;
      }
    },
    closed,
    send(data) {
      void opened.then(() => ws.send(typeof data === 'string' ? data : JSON.stringify(data)));
    },
    close: () => ws.close(),
  };
}

/** Adds a user to the demo tenant through the admin call and logs them in. */
export async function addUser(s: TestServer, adminToken: string, account: string, domain = 'demo') {
  const res = await s.call(adminToken, {
    method: 'POST',
    url: '/api/web-conf/user/manager/add',
    payload: { account, name: `用户${account}`, password: 'User_123' },
  });
  if (res.json().code !== 200) throw new Error(res.body);
  return s.login(domain, account, 'User_123');
}

/** A live channel row for a tenant (the live-channel area owns the table; tests insert directly). */
export async function addChannel(app: FastifyInstance, tenantId: number, name = '新闻综合频道'): Promise<number> {
  const now = Date.now();
  const server = await app.db
    .insertInto('live_servers')
    .values({ tenant_id: tenantId, name: '直播服务器', host: '127.0.0.1', rtmp_port: 1935, http_port: 8000, port_min: 10000, port_max: 10100, max_channels: 10, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await app.db
    .insertInto('live_passageways')
    .values({ tenant_id: tenantId, server_id: server.id, name, type: 0, state: 2, port: 10001, stream_key: `k${now}`, pull_url: '', equipment: '', description: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type SocketUser = { token: string; webTenId: number; webUserId: number };

/** The message-centre socket address of a signed-in user. */
export function centreUrl(base: string, u: SocketUser): string {
  return `${base}/websocket/${u.webTenId}-&-1-&-${u.webUserId}?token=${encodeURIComponent(u.token)}`;
}

/** An open, registered message-centre socket of the user (it has answered getMessageCount). */
export async function openCentre(base: string, u: SocketUser): Promise<TestSocket> {
  const socket = openSocket(centreUrl(base, u));
  socket.send('getMessageCount');
  await socket.next();
  return socket;
}

/** Asks for the counts: the next frame must be their answer (a list), so nothing was pushed before it. */
export async function expectNothingPushed(socket: TestSocket): Promise<void> {
  socket.send('getMessageCount');
  expect(Array.isArray(JSON.parse(await socket.next()))).toBe(true);
}
