// A tenant disabled by the platform is dark (docs/security.md). Its released stories, their
// comments, likes and follows, the /show list, its live view and its media answer 404 as for a
// missing row, and nothing is written; another tenant is untouched; enabling it restores them.
// On today's main every public call below still answers 200 while the tenant is disabled.
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, expect200 } from './content-world.js';
import { addChannel } from './realtime-support.js';

describe.each(databases)('a disabled tenant is dark (%s)', (kind) => {
  let item: number;
  let otherItem: number;
  let columnId: number;
  let publicId: string;
  let mediaUrl: string;
  const w = contentSuite(kind, async (w) => {
    columnId = await w.column('公开栏目');
    item = await w.released('暗下来的稿件', columnId);
    const otherColumn = await w.column('他台栏目', 'web', undefined, w.other);
    // The other tenant's released item (its admin holds every right; the reviewer is demo's).
    const id = (await w.json(w.other, 'POST', '/api/web-publish/content/save', { type: 1, title: '他台稿件', body: '<p>正文</p>' })).json().data.id;
    expect200(await w.form(w.other, '/api/web-publish/content/submit', { id }));
    expect200(await w.form(w.other, '/api/web-publish/content/review', { id, pass: 1, opinion: '' }));
    expect200(await w.json(w.other, 'PUT', `/api/release/${id}&${otherColumn}&1`));
    otherItem = id;
    const passagewayId = await addChannel(w.s.app, w.tenantId);
    const channels = (await w.json(w.admin, 'GET', '/api/web-manager/live/view/channels')).json().data as { passagewayId: number; publicId: string }[];
    publicId = channels.find((c) => c.passagewayId === passagewayId)!.publicId;
    const redirect = await w.s.call(w.admin, { method: 'GET', url: `/api/web-manager/file/manager/redirect/${w.files.image[0]}/2` });
    expect(redirect.statusCode).toBe(302);
    mediaUrl = String(redirect.headers.location);
  }, 120_000);

  const anon = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    w.s.app.inject({ method, url, remoteAddress: '10.28.5.1', ...(payload ? { payload } : {}) });
  const readerId = 'reader-dark-0001';
  const calls = () => [
    anon('GET', `/api/web-publish/news/${item}`),
    anon('GET', '/api/web-publish/news/latest?domainName=demo'),
    anon('GET', `/api/web-publish/news/${item}/comments`),
    anon('POST', `/api/web-publish/news/${item}/comments`, { nickname: '读者', content: '还在吗' }),
    anon('GET', `/api/web-publish/news/${item}/reactions`),
    anon('POST', `/api/web-publish/news/${item}/like`, { readerId }),
    anon('GET', `/api/web-publish/news/${item}/follows`),
    anon('POST', `/api/web-publish/news/${item}/follow`, { readerId, columnId }),
    anon('GET', `/api/web-manager/live/view/info?passagewayId=${publicId}`),
    anon('GET', mediaUrl),
  ];

  it('answers 404 on every public call while disabled, and serves them again once enabled', async () => {
    const before = await Promise.all(calls());
    for (const res of before) expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const likes = (await anon('GET', `/api/web-publish/news/${item}/reactions`)).json().data.likes as number;
    const views = (await w.s.app.repos.contentItems.getPublic(item))!.views;

    // Disabled by the platform (the same repository call its route makes).
    await w.s.app.repos.tenants.setStatus(w.tenantId, 0);
    const dark = await Promise.all(calls());
    for (const [i, res] of dark.entries()) {
      expect(res.statusCode, `call ${i}`).toBe(404);
      if (res.headers['content-type']?.toString().startsWith('application/json')) expect(res.json().code).not.toBe(200);
    }
    // Another tenant's public page stays up.
    expect((await anon('GET', `/api/web-publish/news/${otherItem}`)).statusCode).toBe(200);

    // Enabled again: everything is back, and nothing was counted or written while dark.
    await w.s.app.repos.tenants.setStatus(w.tenantId, 1);
    const row = await w.s.app.repos.contentItems.getPublic(item);
    expect(Number(row!.views)).toBe(Number(views));
    expect((await anon('GET', `/api/web-publish/news/${item}/reactions`)).json().data.likes).toBe(likes);
    const after = await Promise.all(calls());
    for (const res of after) expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  });
});
