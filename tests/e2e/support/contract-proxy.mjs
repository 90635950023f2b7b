#!/usr/bin/env node
// A validating proxy between the browser and the real server during the end-to-end run (in the
// spirit of Prism's validation proxy): every request is forwarded unchanged (WebSocket upgrades
// included), and every JSON answer under /api/ is checked against the OpenAPI document the server
// serves (GET /api/docs/json): the operation must exist, the status must be documented (or a
// `default` given) and the body must match its schema. Each violation is appended to
// $CONTRACT_REPORT as one JSON line; tests/e2e/support/contract-teardown.ts fails the run when
// the file has any.
//   node contract-proxy.mjs <listenPort> <targetPort>
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

const [listenPort, targetPort] = process.argv.slice(2).map(Number);
const report = process.env.CONTRACT_REPORT;
const target = { host: '127.0.0.1', port: targetPort };

let doc;
let operations = [];
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new Map();

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointer = (parts) => parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

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
  ajv.addSchema(doc, 'openapi.json');
  operations = Object.keys(doc.paths ?? {}).map((p) => ({
    path: p,
    // a {param} matches one segment; the longest literal path wins when several match
    re: new RegExp(`^${p.split(/(\{[^}]+\})/).map((part) => (part.startsWith('{') ? '[^/]+' : escapeRe(part))).join('')}$`),
    literal: p.replace(/\{[^}]+\}/g, '').length,
  }));
  operations.sort((a, b) => b.literal - a.literal);
}

function record(v) {
  if (!report) return;
  fs.appendFileSync(report, `${JSON.stringify(v)}\n`);
}

let checked = 0;
function check(method, url, status, contentType, body) {
  const pathname = url.split('?')[0];
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/docs')) return;
  checked += 1;
  if (report) fs.writeFileSync(`${report}.count`, String(checked));
  const op = operations.find((o) => o.re.test(pathname));
  const m = method.toLowerCase();
  if (!op) {
    // unknown routes answer 404 with the envelope (contract); anything else is a violation
    if (status !== 404) record({ method, url: pathname, status, problem: 'operation not in the OpenAPI document' });
    return;
  }
  const operation = doc.paths[op.path][m];
  if (!operation) {
    if (status !== 404 && status !== 405) record({ method, url: pathname, status, problem: `method not documented for ${op.path}` });
    return;
  }
  const responses = operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
  if (!key) {
    record({ method, url: pathname, status, problem: `status ${status} not documented for ${m} ${op.path}` });
    return;
  }
  if (!/application\/json/.test(contentType ?? '')) return;
  const media = responses[key].content?.['application/json'];
  if (!media?.schema) return;
  const ref = `openapi.json#/${pointer(['paths', op.path, m, 'responses', key, 'content', 'application/json', 'schema'])}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    record({ method, url: pathname, status, problem: 'body is not JSON although the content type says so' });
    return;
  }
  if (!validate(json)) {
    record({ method, url: pathname, status, problem: 'body does not match the documented schema', errors: validate.errors?.slice(0, 3) });
  }
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
