// The baseline of bench/sockets.mjs: a child process that is not ours — a plain `ws`
// WebSocketServer, no framework, database, authentication or hub — holding the server halves of
// the bench's client sockets. `POST /write` with a text body frames that text once as a WebSocket
// text frame (ws's own Sender.frame) and writes the one frame to every open socket's net.Socket
// in a synchronous loop, then answers {"sockets":n,"ms":…}. The bench times it the way it times
// ours: from just before the POST until each client socket's 'message' event, so what it measures
// is what no server can avoid: one write per socket through the kernel's loopback TCP, and the
// client reading the frames.
//   node bench/lib/raw-socket-writer.mjs <port>     (prints "listening <port>" when ready)
import http from 'node:http';
import { Sender, WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
/** The net.Socket under each open WebSocket (the `connection` event's request socket). */
const sockets = new Set();

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/write') {
    res.writeHead(404).end();
    return;
  }
  const parts = [];
  req.on('data', (d) => parts.push(d));
  req.on('end', () => {
    const t0 = performance.now();
    const frame = Buffer.concat(Sender.frame(Buffer.concat(parts), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));
    let n = 0;
    for (const s of sockets) {
      s.write(frame);
      n++;
    }
    const ms = performance.now() - t0;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sockets: n, ms }));
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (ws, req) => {
  const s = req.socket;
  sockets.add(s);
  ws.on('close', () => sockets.delete(s));
  ws.on('error', () => {});
});
server.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
process.on('SIGTERM', () => process.exit(0));
