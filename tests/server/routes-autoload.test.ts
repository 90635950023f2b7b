import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { autoloadRoutes, findRoutes } from '../../server/routes/autoload.js';
import { databases, suiteStart } from './helpers.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'routes');

describe('route autoloading (the folder is the URL prefix)', () => {
  it('serves <folder>/x.ts under /api/<folder>, root/x.ts under /api, and extra prefixes a module declares', async () => {
    const app = Fastify();
    await autoloadRoutes(app, FIXTURES);
    await app.ready();
    expect((await app.inject({ url: '/api/hello' })).json()).toEqual({ where: 'root' });
    expect((await app.inject({ url: '/api/web-demo/echo' })).json()).toEqual({ where: 'web-demo' });
    expect((await app.inject({ url: '/api/echo' })).json()).toEqual({ where: 'web-demo' });
    expect((await app.inject({ url: '/api/web-demo/hello' })).statusCode).toBe(404);
    await app.close();
  });

  it('skips helper modules without a default export', async () => {
    const files = (await findRoutes(FIXTURES)).map((r) => r.file);
    expect(files).toEqual(['root/hello.ts', 'web-demo/echo.ts']);
  });
});

describe.each(databases)('the real routes (%s)', (kind) => {
  const s = suiteStart(kind);

  it('registers every route module of every folder under /api/<folder>', async () => {
    const routes = await findRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      const [folder] = r.file.split('/');
      expect(r.prefixes[0]).toBe(folder === 'root' ? '/api' : `/api/${folder}`);
    }
    expect(s.app.hasRoute({ method: 'POST', url: '/api/web-basic/login/back/remix' })).toBe(true);
    expect(s.app.hasRoute({ method: 'POST', url: '/api/web-manager/file/manager/check' })).toBe(true);
  });

  it('keeps the message centre under both /api/web-manager and /api/web-operate', async () => {
    const { token } = await s.login();
    for (const prefix of ['/api/web-manager', '/api/web-operate']) {
      const res = await s.call(token, { method: 'GET', url: `${prefix}/message/manager/msg/page?pageIndex=1&pageSize=5` });
      expect(res.json().code).toBe(200);
    }
  });
});
