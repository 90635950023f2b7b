// Socket load on one server instance: N message-centre sockets (default 1,000) and N live
// viewers, messages delivered to every one of them, and the server's memory per socket.
// Runs the built server (npm run build first) as a child process on a fresh DATA_DIR.
// Prints ratios against same-run baselines (one socket), so numbers compare across machines.
//   node bench/sockets.mjs [sockets]
import path from 'node:path';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { PASSWORD, rssKb, sleep, startServer } from './lib/common.mjs';

const N = Number(process.argv[2] ?? 1000);
const ROUNDS = 10;

const server = await startServer({ nodeArgs: ['--expose-gc'] });
const { dataDir } = server;
const http = server.url;
const ws = `ws://127.0.0.1:${server.port}`;

try {
  const login = await (
    await fetch(`${http}/api/web-basic/login/back/remix`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ domainName: 'demo', account: 'admin', password: PASSWORD }),
    })
  ).json();
  const { token, webTenId, webUserId } = login.data;

  const db = new Database(path.join(dataDir, 'console.sqlite'));
  const now = Date.now();
  const srv = db
    .prepare('insert into live_servers (tenant_id, name, host, rtmp_port, http_port, port_min, port_max, max_channels, created_at) values (?, ?, ?, 1935, 8000, 10000, 10100, 10, ?)')
    .run(webTenId, 'bench', '127.0.0.1', now);
  const channel = Number(
    db
      .prepare("insert into live_passageways (tenant_id, server_id, name, type, state, port, stream_key, pull_url, equipment, description, created_at, updated_at) values (?, ?, 'bench', 0, 2, 10001, 'bench', '', '', '', ?, ?)")
      .run(webTenId, srv.lastInsertRowid, now, now).lastInsertRowid,
  );
  db.close();

  /** Opens n sockets; each counts frames that match. */
  async function openMany(n, url, onOpenSend) {
    const sockets = [];
    let opened = 0;
    await new Promise((resolve, reject) => {
      for (let i = 0; i < n; i++) {
        const s = new WebSocket(url);
        s.received = [];
        s.on('message', (d) => s.received.push(d.toString()));
        s.on('open', () => {
          if (onOpenSend) s.send(onOpenSend);
          if (++opened === n) resolve();
        });
        s.on('error', reject);
        sockets.push(s);
      }
    });
    return sockets;
  }
  const waitAll = async (sockets, count) => {
    const t0 = performance.now();
    while (sockets.some((s) => s.received.length < count)) {
      if (performance.now() - t0 > 30_000) throw new Error('delivery timed out');
      await sleep(2);
    }
  };
  const notice = (i) =>
    fetch(`${http}/api/web-manager/message/manager/msg/send`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userIds: String(webUserId), msgType: '0', title: `压测${i}`, viewContent: '压测消息' }),
    });
  async function deliveryMs(sockets) {
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const before = sockets[0].received.length;
      const t0 = performance.now();
      await notice(i);
      await waitAll(sockets, before + 1);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  }

  const centreUrl = `${ws}/websocket/${webTenId}-&-1-&-${webUserId}?token=${token}`;
  // Baseline: one socket.
  const one = await openMany(1, centreUrl);
  await sleep(200);
  const oneMs = await deliveryMs(one);
  one.forEach((s) => s.close());
  await sleep(500);

  const rssBefore = rssKb(server.pid);
  const t0 = performance.now();
  const many = await openMany(N, centreUrl);
  const connectMs = performance.now() - t0;
  await sleep(1000);
  const rssAfter = rssKb(server.pid);
  const manyMs = await deliveryMs(many);
  const delivered = many.every((s) => s.received.length >= ROUNDS);

  // Live channel: N viewers, one question each round reaches all of them.
  const viewers = await openMany(N, `${ws}/websocket/live/${channel}`);
  await waitAll(viewers, 1); // the initial list
  const asker = await openMany(1, `${ws}/websocket/live/${channel}?token=${token}`);
  await waitAll(asker, 1);
  const liveTimes = [];
  for (let i = 0; i < ROUNDS; i++) {
    const before = viewers[0].received.length;
    const t = performance.now();
    asker[0].send(JSON.stringify({ action: 'ask', content: `问题${i}` }));
    await waitAll(viewers, before + 1);
    liveTimes.push(performance.now() - t);
    await sleep(400); // keeps rounds apart, well inside the staff limit (30 frames per 10 s)
  }
  liveTimes.sort((a, b) => a - b);
  const liveMs = liveTimes[Math.floor(liveTimes.length / 2)];
  [...many, ...viewers, ...asker].forEach((s) => s.close());

  const perSocketKb = (rssAfter - rssBefore) / N;
  console.log(`sockets on one instance: ${N} message-centre + ${N} live viewers (${ROUNDS} rounds each, medians)`);
  console.log(`  connect ${N} sockets:                 ${connectMs.toFixed(0)} ms (${(connectMs / N).toFixed(2)} ms per socket)`);
  console.log(`  server memory per socket:            ${perSocketKb.toFixed(1)} KB RSS (${((perSocketKb * N) / rssBefore * 100).toFixed(1)}% of the idle server's ${(rssBefore / 1024).toFixed(0)} MB for all ${N})`);
  console.log(`  notice → 1 socket:                   ${oneMs.toFixed(1)} ms`);
  console.log(`  notice → ${N} sockets (all delivered: ${delivered}): ${manyMs.toFixed(1)} ms  ratio ×${(manyMs / oneMs).toFixed(2)} for ×${N} sockets`);
  console.log(`  live question → ${N} viewers:           ${liveMs.toFixed(1)} ms  ratio ×${(liveMs / oneMs).toFixed(2)} of one notice to one socket`);
  if (!delivered) process.exitCode = 1;
} finally {
  await server.close();
}
