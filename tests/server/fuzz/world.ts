import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { objectArb, type IdPool, type JsonSchema } from './arbitraries.js';
import type { TestServer } from '../helpers.js';

// The fuzz world: every operation of the server's own OpenAPI document, requests generated from
// each operation's schemas, and the checks that hold for every answer.

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/web-manager/file/manager/redirect/{fileObjId}/{downType} */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query?: JsonSchema;
  body?: { contentTypes: string[]; schema?: JsonSchema };
  public: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document (new routes are covered without anyone listing them). */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const pathParams: Record<string, JsonSchema> = {};
      const queryProps: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') pathParams[p.name] = p.schema ?? { type: 'string' };
        if (p.in === 'query') {
          queryProps[p.name] = p.schema ?? { type: 'string' };
          if (p.required) required.push(p.name);
        }
      }
      const content = op.requestBody?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams,
        query: Object.keys(queryProps).length ? { type: 'object', properties: queryProps, required } : undefined,
        body: content ? { contentTypes: Object.keys(content), schema: Object.values(content)[0]?.schema } : method === 'get' ? undefined : { contentTypes: [] },
        public: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return ops;
}

export type Caller = 'actor' | 'none' | 'dead' | 'garbage' | 'foreign';

export interface Generated {
  caller: Caller;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  encoding: 'form' | 'json' | 'multipart' | 'declared';
  malformed: 'none' | 'truncated' | 'garbage' | 'no-boundary' | 'wrong-boundary' | 'empty' | 'wrong-type' | 'huge-param';
  remote: number;
}

/** The arbitrary of one request of an operation. */
export function requestArb(op: Operation, pool: IdPool): fc.Arbitrary<Generated> {
  const params = fc.record(
    Object.fromEntries(Object.entries(op.pathParams).map(([k, s]) => [k, objectArb({ type: 'object', properties: { v: s }, required: ['v'] }, pool).map((o) => o.v ?? '1')])),
  );
  return fc.record({
    caller: fc.oneof(
      { weight: 12, arbitrary: fc.constant<Caller>('actor') },
      { weight: 1, arbitrary: fc.constantFrom<Caller>('none', 'dead', 'garbage', 'foreign') },
    ),
    params,
    query: objectArb(op.query, pool),
    body: objectArb(op.body?.schema, pool),
    encoding: fc.constantFrom<'form' | 'json' | 'multipart' | 'declared'>('declared', 'declared', 'declared', 'form', 'json', 'multipart'),
    malformed: fc.oneof(
      { weight: 10, arbitrary: fc.constant<'none'>('none') },
      { weight: 3, arbitrary: fc.constantFrom<Generated['malformed']>('truncated', 'garbage', 'no-boundary', 'wrong-boundary', 'empty', 'wrong-type', 'huge-param') },
    ),
    remote: fc.integer({ min: 1, max: 250 }),
  });
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function formOf(body: Record<string, unknown>): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v)) for (const x of v) u.append(k, str(x));
    else u.append(k, str(v));
  }
  return u.toString();
}

function multipartOf(body: Record<string, unknown>, boundary: string): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(body)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${str(v)}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`));
  parts.push(randomBytes(64), Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export interface Tokens {
  actor: string;
  dead: string;
  foreign: string;
}

/** A path segment; a lone surrogate becomes the invalid UTF-8 bytes a raw client could send. */
function encodePart(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

/** Builds the inject options of a generated request. */
export function injectOf(op: Operation, g: Generated, tokens: Tokens): InjectOptions {
  let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePart(str(g.params[name]) || '1'));
  if (g.malformed === 'huge-param' && Object.keys(op.pathParams).length) url = op.path.replace(/\{([^}]+)\}/g, () => 'p'.repeat(150));
  const qs = formOf(g.query);
  if (qs) url += `?${qs}`;
  const headers: Record<string, string> = { platform: '1', msgId: 'fuzz' };
  const token = { actor: tokens.actor, dead: tokens.dead, foreign: tokens.foreign, garbage: 'x'.repeat(40), none: '' }[g.caller];
  if (token) headers.token = token;
  const opts: InjectOptions = { method: op.method as InjectOptions['method'], url, headers, remoteAddress: `198.18.0.${g.remote}` };
  if (op.method === 'GET' || op.method === 'DELETE' && !op.body?.contentTypes.length) return opts;
  const declared = op.body?.contentTypes[0] ?? 'application/json';
  const kind = g.encoding === 'declared' ? (declared.includes('multipart') ? 'multipart' : declared.includes('json') ? 'json' : 'form') : g.encoding;
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  let payload: Buffer;
  let type: string;
  if (kind === 'multipart') {
    payload = multipartOf(g.body, boundary);
    type = `multipart/form-data; boundary=${boundary}`;
  } else if (kind === 'json') {
    payload = Buffer.from(JSON.stringify(g.body));
    type = 'application/json';
  } else {
    payload = Buffer.from(formOf(g.body));
    type = 'application/x-www-form-urlencoded';
  }
  switch (g.malformed) {
    case 'truncated':
      payload = payload.subarray(0, Math.max(1, Math.floor(payload.length / 2)));
      break;
    case 'garbage':
      payload = randomBytes(200);
      break;
    case 'no-boundary':
      type = 'multipart/form-data';
      break;
    case 'wrong-boundary':
      type = 'multipart/form-data; boundary=elsewhere';
      break;
    case 'empty':
      payload = Buffer.alloc(0);
      break;
    case 'wrong-type':
      type = 'text/csv';
      break;
    default:
  }
  headers['content-type'] = type;
  return { ...opts, headers, payload };
}

/** The checks every answer must pass; a string describing the failure, or null. */
export function verdict(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  const isJson = type.includes('application/json');
  if (res.statusCode >= 400 || isJson) {
    if (!isJson) return `HTTP ${res.statusCode} without a JSON envelope (${type}): ${res.body.slice(0, 200)}`;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `HTTP ${res.statusCode}: not JSON: ${res.body.slice(0, 200)}`;
    }
    const b = body as Record<string, unknown>;
    if (typeof b !== 'object' || b === null || typeof b.code !== 'number' || typeof b.msg !== 'string' || !('data' in b)) {
      return `HTTP ${res.statusCode}: not an envelope: ${res.body.slice(0, 200)}`;
    }
    if (res.statusCode >= 400 && b.code === 200) return `HTTP ${res.statusCode} with code 200`;
    if (/\bat .+\.(ts|js):\d+|FST_ERR|SqliteError|node_modules/.test(res.body)) return `leaks internals: ${res.body.slice(0, 200)}`;
  }
  return null;
}

/** Ids (numbers under keys that end in Id, or `id`) found in an answer. */
export function harvestIds(value: unknown, into: Set<number>, depth = 0): void {
  if (depth > 8 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value.slice(0, 50)) harvestIds(v, into, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && /(^id$|Id$)/.test(k)) into.add(v);
    else harvestIds(v, into, depth + 1);
  }
}

/** GET operations that need no parameter: the lists a tenant reads. */
export function listOperations(ops: Operation[]): Operation[] {
  return ops.filter((o) => o.method === 'GET' && !Object.keys(o.pathParams).length && !((o.query?.required as string[] | undefined)?.length) && !o.public);
}

/** Keys whose values change by themselves (clocks, counters of sessions): left out of snapshots. */
const VOLATILE = /^at$|secondOfDay|time|Time|[sS]essions|At$|_at$|token|expires|count|Count|online|now|uptime|lastLogin|version|revision|usage|Usage|size|Size|total|Total/;

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !VOLATILE.test(k))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

/** What a tenant sees through its lists (volatile fields left out). */
export async function snapshot(s: TestServer, token: string, lists: Operation[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const op of lists) {
    const res = await s.call(token, { method: 'GET', url: op.path, remoteAddress: '198.19.0.1' });
    out[op.path] = res.statusCode === 200 ? stable(JSON.parse(res.body)) : res.statusCode;
  }
  return out;
}
