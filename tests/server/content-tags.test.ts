// Tags (keywords) of content items and the rich-text body the editor writes (H3, alignment,
// tables, image figures with caption and width): stored, answered by detail, part of every
// revision snapshot (a pending update of a live item keeps the live tags until approved),
// searched by `tag` on content/page, limited with Chinese messages, isolated per tenant; the
// sanitiser keeps exactly what the editor produces and nothing dangerous.
import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS, TAG_MESSAGES } from '../../shared/content.js';
import { sanitizeBody } from '../../server/services/content-body.js';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';

const P = '/api/web-publish/content';

describe('the body sanitiser and the editor’s rich text', () => {
  it('keeps headings with alignment, tables and image figures the editor writes', () => {
    const html =
      '<h3 style="text-align: center">小标题</h3><p style="text-align: justify">两端对齐</p>' +
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>项目</p></th><th colspan="2" rowspan="1"><p>数量</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1" style="text-align: right"><p>一</p></td><td colwidth="120" rowspan="2"><p>二</p></td></tr></tbody></table>' +
      '<figure data-width="50" style="width: 50%"><img src="https://example.com/a.png" alt="现场"><figcaption>记者在现场</figcaption></figure>';
    const out = sanitizeBody(html);
    for (const kept of [
      '<h3 style="text-align:center">小标题</h3>',
      '<p style="text-align:justify">两端对齐</p>',
      '<table style="min-width:75px"><colgroup><col style="min-width:25px" /></colgroup><tbody>',
      '<th colspan="2" rowspan="1"><p>数量</p></th>',
      '<td colspan="1" rowspan="1" style="text-align:right"><p>一</p></td>',
      '<td colwidth="120" rowspan="2"><p>二</p></td>',
      '<figure data-width="50" style="width:50%"><img src="https://example.com/a.png" alt="现场" /><figcaption>记者在现场</figcaption></figure>',
    ])
      expect(out).toContain(kept);
  });

  it('drops styles and values the editor never writes', () => {
    const out = sanitizeBody(
      '<p style="text-align: center; position: fixed; background: url(javascript:alert(1))">a</p>' +
        '<p style="text-align: expression(alert(1))">b</p><div style="text-align:center">c</div>' +
        '<table style="width: 100%; background-image: url(https://evil.example/x.png)" onmouseover="x()"><tbody><tr><td style="color:red" onclick="x()">d</td></tr></tbody></table>' +
        '<figure data-width="33" style="width: 33%; position: absolute; top: 0"><img src="javascript:alert(1)" onerror="x()"><figcaption onclick="x()"><script>alert(1)</script>e</figcaption></figure>' +
        '<span style="text-align:center">f</span><img src="https://example.com/b.png" style="width:50%">',
    );
    for (const kept of [
      '<p style="text-align:center">a</p>',
      '<p>b</p>',
      '<div>c</div>',
      '<table><tbody><tr><td>d</td></tr></tbody></table>',
      '<figcaption>e</figcaption>',
      '<span>f</span>',
      '<img src="https://example.com/b.png" />',
    ])
      expect(out).toContain(kept);
    expect(out).not.toMatch(/position|url\(|expression|javascript|onerror|onclick|onmouseover|script|33|color|background/);
  });
});

describe.each(databases)('content tags (%s)', (kind) => {
  const w = contentSuite(kind, undefined, 60_000);
  const detail = async (id: number, token = w.admin) => (await w.json(token, 'GET', `${P}/detail?id=${id}`)).json().data;
  const save = (token: string, body: Record<string, unknown>) => w.json(token, 'POST', `${P}/save`, body);
  const byTag = async (tag: string, token = w.admin) => {
    const res = await w.json(token, 'GET', `${P}/page?pageSize=100&tag=${encodeURIComponent(tag)}`);
    expect200(res);
    return (res.json().data.list as { id: number }[]).map((i) => i.id);
  };

  it('stores tags normalised, answers them in detail and finds items by tag', async () => {
    const res = await save(w.admin, { ...doc('带标签的稿件'), tags: ['  两会 ', '民生', '两会', 'Economy', 'economy', ''] });
    expect200(res);
    const id = res.json().data.id as number;
    expect((await detail(id)).tags).toEqual(['两会', '民生', 'Economy']);
    const other = await w.save(w.admin, { ...doc('另一篇'), tags: ['民生'] });

    expect(await byTag('两会')).toEqual([id]);
    expect((await byTag('民生')).sort()).toEqual([id, other].sort());
    expect(await byTag('ECONOMY')).toEqual([id]);
    expect(await byTag('没有这个标签')).toEqual([]);

    // A save without tags keeps them; an empty list clears them.
    const d = await detail(id);
    expect200(await save(w.admin, { id, type: 1, title: '带标签的稿件', body: '<p>改过</p>', revision: d.revision }));
    expect((await detail(id)).tags).toEqual(['两会', '民生', 'Economy']);
    expect200(await save(w.admin, { id, type: 1, title: '带标签的稿件', body: '<p>改过</p>', revision: d.revision + 1, tags: ['体育'] }));
    expect((await detail(id)).tags).toEqual(['体育']);
    expect(await byTag('两会')).toEqual([]);
    expect(await byTag('体育')).toEqual([id]);
  });

  it('refuses too many or too long tags with a Chinese message and writes nothing', async () => {
    const id = await w.save(w.admin, { ...doc('标签上限'), tags: ['原有'] });
    const d = await detail(id);
    const cases: [unknown[], string][] = [
      [Array.from({ length: CONTENT_LIMITS.tagsMax + 1 }, (_, i) => `标签${i}`), TAG_MESSAGES.tooMany],
      [['一'.repeat(CONTENT_LIMITS.tagMax + 1)], TAG_MESSAGES.tooLong],
      [['甲,乙'], TAG_MESSAGES.invalid],
      [['<b>'], TAG_MESSAGES.invalid],
    ];
    for (const [tags, msg] of cases) {
      const res = await save(w.admin, { id, type: 1, title: '标签上限', body: '<p>x</p>', revision: d.revision, tags });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const fresh = await save(w.admin, { ...doc('新稿件'), tags: Array.from({ length: 11 }, (_, i) => `t${i}`) });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().msg).toBe(TAG_MESSAGES.tooMany);
    // nothing written: same revision and tags, and exactly ten tags are fine
    expect(await detail(id)).toMatchObject({ revision: d.revision, tags: ['原有'] });
    const ten = Array.from({ length: CONTENT_LIMITS.tagsMax }, (_, i) => `标签${i}`);
    expect200(await save(w.admin, { id, type: 1, title: '标签上限', body: '<p>x</p>', revision: d.revision, tags: ten }));
    expect((await detail(id)).tags).toEqual(ten);
    // the search parameter is checked the same way
    const bad = await w.json(w.admin, 'GET', `${P}/page?tag=${encodeURIComponent('一'.repeat(CONTENT_LIMITS.tagMax + 1))}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(TAG_MESSAGES.tooLong);
  });

  it('a pending update of a live item keeps the live tags until approved; revisions and restore carry tags', async () => {
    const col = await w.column('标签栏目');
    const id = await w.approved({ ...doc('线上稿件'), tags: ['线上标签'] });
    expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${col}&1`));
    const d0 = await detail(id, w.editor);
    expect(d0).toMatchObject({ status: 4, tags: ['线上标签'] });

    expect200(await save(w.editor, { id, type: 1, title: '线上稿件', body: '<p>正文内容</p>', revision: d0.revision, tags: ['修改中标签'] }));
    const d1 = await detail(id, w.editor);
    expect(d1).toMatchObject({ status: 4, update: { status: 0 }, tags: ['修改中标签'] });
    // search goes by the live tags while the update waits
    expect(await byTag('线上标签')).toEqual([id]);
    expect(await byTag('修改中标签')).toEqual([]);
    const rev = (await w.json(w.admin, 'GET', `${P}/revision?id=${id}&revision=${d1.revision}`)).json().data;
    expect(rev.tags).toEqual(['修改中标签']);

    // rejected: still the live tags
    expect200(await w.form(w.editor, `${P}/submit`, { id }));
    expect200(await w.form(w.reviewer, `${P}/review`, { id, pass: 0, opinion: '标签不对', revision: d1.revision }));
    expect(await byTag('线上标签')).toEqual([id]);

    // approved: the update's tags become the live ones
    expect200(await w.form(w.editor, `${P}/submit`, { id }));
    expect200(await w.form(w.reviewer, `${P}/review`, { id, pass: 1, opinion: '', revision: d1.revision }));
    expect(await byTag('线上标签')).toEqual([]);
    expect(await byTag('修改中标签')).toEqual([id]);

    // restoring the first revision brings its tags back as a pending update
    expect200(await w.form(w.editor, `${P}/restore`, { id, revision: 1 }));
    expect((await detail(id)).tags).toEqual(['线上标签']);
    expect(await byTag('修改中标签')).toEqual([id]);
  });

  it('keeps tags to their tenant', async () => {
    const id = await w.save(w.admin, { ...doc('本租户的稿件'), tags: ['租户隔离'] });
    const theirs = await w.json(w.other, 'POST', `${P}/save`, { ...doc('另一租户的稿件'), tags: ['租户隔离'] });
    expect200(theirs);
    const theirId = theirs.json().data.id as number;
    expect(await byTag('租户隔离')).toEqual([id]);
    expect(await byTag('租户隔离', w.other)).toEqual([theirId]);
    expect((await w.json(w.other, 'GET', `${P}/detail?id=${id}`)).statusCode).toBe(404);
  });
});
