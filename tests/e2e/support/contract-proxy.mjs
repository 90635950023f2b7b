#!/usr/bin/env node
// A validating proxy between the browser and the real server during the end-to-end run (in the
// spirit of Prism's validation proxy): every request is forwarded unchanged (WebSocket upgrades
// included), and every JSON answer under /api/ is checked against the OpenAPI document the server
// serves (GET /api/docs/json): the operation must exist, the status must be documented (or a
// `default` given) and the body must match its schema. Each violation is appended to
// $CONTRACT_REPORT as one JSON line; tests/e2e/support/contract-teardown.ts fails the run when
// the file has any.
//   node contract-proxy.mjs <listenPort> <targetPort>
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { openapiChecker } from '../../support/openapi-check.mjs';

const [listenPort, targetPort] = process.argv.slice(2).map(Number);
const report = process.env.CONTRACT_REPORT;
const target = { host: '127.0.0.1', port: targetPort };

let doc;
let checkAnswer;

async function loadDoc() {
  for (let i = 0; i < 600 && !doc; i += 1) {
    try {
      const body = await new Promise((resolve, reject) => {
        http
          .get({ ...target, path: '/api/docs/json' }, (res) => {
            let data = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (data += c));
            res.on('end', () => (res.statusCode === 200 ? resolve(data) : reject(new Error(String(res.statusCode)))));
          })
          .on('error', reject);
      });
      doc = JSON.parse(body);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!doc) throw new Error('contract proxy: no OpenAPI document');
  checkAnswer = openapiChecker(doc);
}

function record(v) {
  if (!report) return;
  fs.appendFileSync(report, `${JSON.stringify(v)}\n`);
}

let checked = 0;
function check(method, url, status, contentType, body) {
  const result = checkAnswer(method, url, status, contentType, body);
  if (!result) return;
  checked += 1;
  if (report) fs.writeFileSync(`${report}.count`, String(checked));
  if (result.problem) record({ method, url: url.split('?')[0], status, ...result });
}

const server = http.createServer((req, res) => {
  const headers = { ...req.headers };
  // API answers are checked as plain JSON, so they are asked for uncompressed
  if (req.url.startsWith('/api/')) delete headers['accept-encoding'];
  const upstream = http.request({ ...target, method: req.method, path: req.url, headers }, (up) => {
    const type = String(up.headers['content-type'] ?? '');
    const watch = req.url.startsWith('/api/') && type.includes('application/json') && !up.headers['content-encoding'];
    res.writeHead(up.statusCode ?? 502, up.rawHeaders.length ? rawToObject(up.rawHeaders) : up.headers);
    if (!watch) {
      up.pipe(res);
      return;
    }
    const chunks = [];
    up.on('data', (c) => {
      chunks.push(c);
      res.write(c);
    });
    up.on('end', () => {
      res.end();
      check(req.method, req.url, up.statusCode, type, Buffer.concat(chunks).toString('utf8'));
    });
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});

/** Keeps repeated headers (set-cookie) as Node's writeHead accepts them. */
function rawToObject(raw) {
  const out = {};
  for (let i = 0; i < raw.length; i += 2) {
    const k = raw[i];
    const v = raw[i + 1];
    if (k.toLowerCase() === 'set-cookie') (out[k] ??= []).push(v);
    else out[k] = out[k] === undefined ? v : `${out[k]}, ${v}`;
  }
  return out;
}

server.on('upgrade', (req, socket, head) => {
  const up = net.connect(target.port, target.host, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    up.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) up.write(head);
    up.pipe(socket);
    socket.pipe(up);
  });
  const close = () => {
    up.destroy();
    socket.destroy();
  };
  up.on('error', close);
  socket.on('error', close);
});

server.keepAliveTimeout = 65_000;
await loadDoc();
server.listen(listenPort, '127.0.0.1', () => console.log(`contract proxy on ${listenPort} -> ${targetPort}`));
