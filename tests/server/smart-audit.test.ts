// Smart audit (docs/proofreading.md): while 智能审核 is on, content/submit refuses a story with a
// forbidden word in its title, summary, body or captions (422 naming the words, nothing written);
// a holder of the review right submits anyway with a reason, which the history records; without a
// reason, or without the right, it is refused. content/audit answers the hits of a draft.
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';

describe.each(databases)('smart audit (%s)', (kind) => {
  const w = contentSuite(kind, async (w) => {
    expect200(await w.json(w.admin, 'POST', '/api/web-publish/forbidden/word', { words: ['坏词', '违规内容'] }));
  });
  const setSwitch = (value: '0' | '1') => w.s.app.repos.settings.upsert(w.tenantId, 30, 'SmartAuditSwich', value, '功能开关');
  const submit = (token: string, body: Record<string, unknown>) => w.json(token, 'POST', '/api/web-publish/content/submit', body);
  const status = async (id: number) => (await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${id}`)).json().data.status;

  it('refuses a story with a forbidden word, naming it, and writes nothing', async () => {
    await setSwitch('1');
    const id = await w.save(w.editor, doc('正常标题', '<p>前文<strong>坏</strong> 词后文</p>'));
    const res = await submit(w.editor, { id });
    expect(res.statusCode).toBe(422);
    const b = res.json();
    expect(b.code).toBe(422);
    expect(b.msg).toBe('稿件含有违禁词：坏词，请修改后再提交');
    expect(b.data.words).toEqual(['坏词']);
    expect(b.data.canOverride).toBe(false);
    expect(b.data.hits).toEqual([{ field: 'body', word: '坏词', start: 13, end: 25, text: '坏</strong> 词' }]);
    expect(await status(id)).toBe(0);
    // the editor holds no review right: no override
    const forced = await submit(w.editor, { id, override: 1, overrideReason: '引用原话' });
    expect(forced.statusCode).toBe(403);
    expect(forced.json().msg).toBe('只有持有审核权限的用户可以仍要提交');
    expect(await status(id)).toBe(0);
  });

  it('finds words in the title, the summary and a gallery caption; content/audit answers the same hits', async () => {
    await setSwitch('1');
    const titled = await w.save(w.editor, { ...doc('标题有坏词'), summary: '摘要：违规 内容' });
    const res = await submit(w.editor, { id: titled });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.hits.map((h: { field: string; word: string }) => `${h.field}:${h.word}`)).toEqual(['title:坏词', 'summary:违规内容']);
    expect(res.json().msg).toContain('坏词、违规内容');
    const gallery = await w.save(w.editor, { type: 4, title: '图集', fileIds: w.files.image.slice(0, 2), body: '<ol><li>第一张</li><li>第二张有坏词</li></ol>' });
    const g = await submit(w.editor, { id: gallery });
    expect(g.statusCode).toBe(422);
    expect(g.json().data.hits[0]).toMatchObject({ field: 'captions', word: '坏词' });
    const figure = await w.json(w.editor, 'POST', '/api/web-publish/content/audit', { type: 1, title: '好', body: '<p>正文</p><figure><img data-file-id="1"><figcaption>说明里的坏词</figcaption></figure>' });
    expect200(figure);
    expect(figure.json().data).toEqual({ enabled: true, hits: [expect.objectContaining({ field: 'captions', word: '坏词' })] });
    const body = '<p>A&amp;B 坏词</p>';
    const hit = (await w.json(w.editor, 'POST', '/api/web-publish/content/audit', { body })).json().data.hits[0];
    expect(body.slice(hit.start, hit.end)).toBe('坏词');
  });

  it('lets a holder of the review right submit anyway with a reason, recorded in the history', async () => {
    await setSwitch('1');
    const id = await w.save(w.admin, doc('引用报道', '<p>当事人原话含有坏词</p>'));
    const refused = await submit(w.admin, { id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.canOverride).toBe(true);
    const noReason = await submit(w.admin, { id, override: 1, overrideReason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toBe('仍要提交须填写理由');
    const tooLong = await submit(w.admin, { id, override: 1, overrideReason: '理'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(await status(id)).toBe(0);
    expect200(await submit(w.admin, { id, override: 1, overrideReason: '直接引语，保留原话' }));
    expect(await status(id)).toBe(1);
    const history = (await w.json(w.admin, 'GET', `/api/web-publish/content/revisions?id=${id}`)).json().data.list;
    expect(history[0]).toMatchObject({ note: '仍要提交', detail: '含违禁词：坏词；理由：直接引语，保留原话' });
    expect(history[1]).toMatchObject({ note: '提交审核', detail: '' });
  });

  it('lets everything through while 智能审核 is off, and other tenants are untouched', async () => {
    await setSwitch('0');
    const id = await w.save(w.editor, doc('关闭时', '<p>坏词</p>'));
    expect200(await submit(w.editor, { id }));
    const off = (await w.json(w.editor, 'POST', '/api/web-publish/content/audit', { body: '<p>坏词</p>' })).json().data;
    expect(off).toEqual({ enabled: false, hits: [] });
    await setSwitch('1');
    const theirs = await w.save(w.other, doc('别的单位', '<p>坏词</p>'));
    expect200(await submit(w.other, { id: theirs }));
  });
});
