// Shared set-up of the content server tests: a server with the demo media, the editor and
// reviewer accounts, a second tenant, and JSON/form helpers.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { ensureContentUsers } from '../../server/seed/content-seed.js';
import { seedLibraries, seedMedia } from '../../server/seed/media-seed.js';
import { ensureNewsroomMedia } from '../../server/seed/content-media.js';
import { ADMIN_PASSWORD, startServer, type TestServer } from './helpers.js';

export const EDITOR_PASSWORD = 'Editor_123';
export const REVIEWER_PASSWORD = 'Review_123';

export interface ContentWorld {
  s: TestServer;
  tenantId: number;
  admin: string;
  editor: string;
  reviewer: string;
  /** Admin of another tenant. */
  other: string;
  files: { video: number[]; audio: number[]; image: number[] };
  json(token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  form(token: string | undefined, url: string, payload: Record<string, string | number>): Promise<LightMyRequestResponse>;
  /** A saved item's id (JSON save; throws unless code 200). */
  save(token: string, body: Record<string, unknown>): Promise<number>;
  /** Saves, submits and approves an item; returns its id. */
  approved(body: Record<string, unknown>): Promise<number>;
  column(name: string, portal?: 'web' | 'app', parentId?: number, token?: string): Promise<number>;
  /** An approved article (doc(title)) released to a column; returns the item's id. */
  released(title: string, columnId: number): Promise<number>;
  /** A new web column with an approved article released to it for each title; their ids in order. */
  releasedIn(columnName: string, titles: string[]): Promise<number[]>;
}

export async function contentWorld(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<ContentWorld> {
  const s = await startServer(kind, env);
  const me = await s.login();
  const tenantId = me.webTenId;
  await seedMedia(s.app, { generate: false });
  await ensureNewsroomMedia(s.app, tenantId, me.webUserId, (await seedLibraries(s.app, tenantId, me.webUserId)).news);
  await ensureContentUsers(s.app, tenantId, { editor: EDITOR_PASSWORD, reviewer: REVIEWER_PASSWORD });
  const editor = (await s.login('demo', 'editor', EDITOR_PASSWORD)).token;
  const reviewer = (await s.login('demo', 'reviewer', REVIEWER_PASSWORD)).token;
  await s.addTenant('other');
  const other = (await s.login('other', 'admin', ADMIN_PASSWORD)).token;
  const ids = async (fileType: number) => (await s.app.repos.libraryFiles.page(tenantId, me.webUserId, { fileType, pageIndex: 1, pageSize: 20 })).list.map((f) => f.id);
  const files = { video: await ids(1), audio: await ids(2), image: await ids(3) };

  const json: ContentWorld['json'] = (token, method, url, payload) =>
    s.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown>, headers: { 'content-type': 'application/json' } }) });
  const form: ContentWorld['form'] = (token, url, payload) =>
    s.call(token, { method: 'POST', url, payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) });
  const save: ContentWorld['save'] = async (token, body) => {
    const res = await json(token, 'POST', '/api/web-publish/content/save', body);
    const b = res.json();
    if (b.code !== 200) throw new Error(`save failed: ${res.body}`);
    return b.data.id;
  };
  const world: ContentWorld = {
    s,
    tenantId,
    admin: me.token,
    editor,
    reviewer,
    other,
    files,
    json,
    form,
    save,
    async approved(body) {
      const id = await save(me.token, body);
      expect200(await form(me.token, '/api/web-publish/content/submit', { id }));
      expect200(await form(reviewer, '/api/web-publish/content/review', { id, pass: 1, opinion: '' }));
      return id;
    },
    async column(name, portal = 'web', parentId, token = me.token) {
      const res = await json(token, 'POST', '/api/release/webcolumn', { name, portal, ...(parentId ? { parentId } : {}) });
      expect200(res);
      return res.json().data.id;
    },
    async released(title, columnId) {
      const id = await world.approved(doc(title));
      expect200(await json(me.token, 'PUT', `/api/release/${id}&${columnId}&1`));
      return id;
    },
    async releasedIn(columnName, titles) {
      const column = await world.column(columnName);
      const ids: number[] = [];
      for (const title of titles) ids.push(await world.released(title, column));
      return ids;
    },
  };
  return world;
}

/**
 * The describe block's content world: the object answered at once is filled in before the block's
 * tests (then `ready` may add its own items), and its server closed after them.
 */
export function contentSuite(kind: 'sqlite' | 'postgres', ready?: (w: ContentWorld) => Promise<void>, timeout = 240_000, env: Record<string, string> = {}): ContentWorld {
  const w = {} as ContentWorld;
  beforeAll(async () => {
    Object.assign(w, await contentWorld(kind, env));
    await ready?.(w);
  }, timeout);
  afterAll(() => w.s?.close());
  return w;
}

export function expect200(res: LightMyRequestResponse): void {
  const body = res.json();
  if (res.statusCode !== 200 || body.code !== 200) throw new Error(`expected success, got ${res.statusCode}: ${res.body}`);
}

export const doc = (title: string, body = '<p>正文内容</p>') => ({ type: 1, title, body });
