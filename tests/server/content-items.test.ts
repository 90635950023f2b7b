import { beijingDayOf, dashedDay } from '../../shared/time.js';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { WORD_MAX_BYTES } from '../../shared/content.js';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200 } from './content-world.js';

describe.each(databases)('content items (%s)', (kind) => {
  const w = contentSuite(kind, undefined, 60_000);

  const detail = async (id: number, token = w.admin) => (await w.json(token, 'GET', `/api/web-publish/content/detail?id=${id}`)).json();

  it('saves a new document as a draft with a sanitised body', async () => {
    const res = await w.json(w.editor, 'POST', '/api/web-publish/content/save', {
      type: 1,
      title: '  新闻标题  ',
      summary: '摘要',
      body: '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="x" onerror="bad()"></p><iframe src="https://evil"></iframe>',
      author: '记者',
    });
    expect200(res);
    const { id, status } = res.json().data;
    expect(status).toBe(0);
    const d = await detail(id);
    expect(d.code).toBe(200);
    expect(d.data).toMatchObject({ id, type: 1, typeName: '文稿', title: '新闻标题', status: 0, statusName: '草稿', author: '记者', creatorName: '张编辑' });
    expect(d.data.body).toContain('正文');
    expect(d.data.body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  });

  it('refuses bad input with a Chinese message and a 4xx', async () => {
    const bad = async (body: Record<string, unknown>, text: RegExp) => {
      const res = await w.json(w.admin, 'POST', '/api/web-publish/content/save', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).not.toBe(200);
      expect(res.json().msg).toMatch(text);
    };
    await bad({ type: 1, title: '' }, /标题/);
    await bad({ type: 1, title: 'x'.repeat(101) }, /标题不能超过100/);
    await bad({ type: 1, title: '标题\u0007' }, /标题/);
    await bad({ type: 9, title: '标题' }, /./);
    await bad({ type: 5, title: '外链' }, /外链地址/);
    await bad({ type: 5, title: '外链', linkUrl: 'javascript:alert(1)' }, /http/);
    await bad({ type: 5, title: '外链', linkUrl: 'ftp://example.com/x' }, /http/);
    await bad({ type: 2, title: '视频', fileIds: [w.files.image[0]] }, /类型不正确/);
    await bad({ type: 2, title: '视频', fileIds: [999999] }, /素材不存在/);
    await bad({ type: 1, title: '封面', coverFileId: w.files.audio[0] ?? 999999 }, /封面/);
    const notJson = await w.s.call(w.admin, { method: 'GET', url: '/api/web-publish/content/page?pageSize=1000' });
    expect(notJson.statusCode).toBe(400);
    const range = await w.s.call(w.admin, { method: 'GET', url: '/api/web-publish/content/page?createTime=yesterday' });
    expect(range.statusCode).toBe(400);
    expect(range.json().msg).toMatch(/创建时间/);
  });

  it('media items reference library files of the same tenant only', async () => {
    const id = await w.save(w.admin, { type: 2, title: '视频稿', fileIds: w.files.video.slice(0, 1), coverFileId: w.files.image[0] });
    const d = await detail(id);
    expect(d.data.fileIds).toEqual(w.files.video.slice(0, 1));
    expect(d.data.files[0]).toMatchObject({ fileId: w.files.video[0], fileType: 1 });
    expect(d.data.coverUrl).toMatch(/^\/api\/web-manager\/media\//);
    // The other tenant cannot use these files, nor see the item.
    const res = await w.json(w.other, 'POST', '/api/web-publish/content/save', { type: 2, title: '偷用', fileIds: w.files.video.slice(0, 1) });
    expect(res.statusCode).toBe(400);
    const cover = await w.json(w.other, 'POST', '/api/web-publish/content/save', { type: 1, title: '偷用封面', coverFileId: w.files.image[0] });
    expect(cover.statusCode).toBe(400);
    const seen = await w.json(w.other, 'GET', `/api/web-publish/content/detail?id=${id}`);
    expect(seen.statusCode).toBe(404);
    const edit = await w.json(w.other, 'POST', '/api/web-publish/content/save', { id, type: 2, title: '改别人的' });
    expect(edit.statusCode).toBe(404);
    const del = await w.form(w.other, '/api/web-publish/content/delete', { id });
    expect(del.statusCode).toBe(404);
    const list = (await w.json(w.other, 'GET', '/api/web-publish/content/page')).json().data;
    expect(list.list.find((i: { id: number }) => i.id === id)).toBeUndefined();
  });

  it('walks the status machine: submit, reject with opinion, resubmit, approve; history kept; author notified', async () => {
    const id = await w.save(w.editor, doc('审核流程稿件'));
    // An empty document cannot be submitted.
    const empty = await w.save(w.editor, { type: 1, title: '空稿', body: '<p> </p>' });
    const refused = await w.form(w.editor, '/api/web-publish/content/submit', { id: empty });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/正文为空/);
    // Review before submit: illegal transition.
    const early = await w.form(w.reviewer, '/api/web-publish/content/review', { id, pass: 1 });
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toMatch(/待审核/);

    expect(((await w.form(w.editor, '/api/web-publish/content/submit', { id })).json().data.status)).toBe(1);
    const again = await w.form(w.editor, '/api/web-publish/content/submit', { id });
    expect(again.statusCode).toBe(400);
    // The editor holds no review right: 403.
    const noRight = await w.form(w.editor, '/api/web-publish/content/review', { id, pass: 1 });
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().code).not.toBe(200);
    // Reject needs an opinion.
    const noOpinion = await w.form(w.reviewer, '/api/web-publish/content/review', { id, pass: 0, opinion: '' });
    expect(noOpinion.statusCode).toBe(400);
    expect(noOpinion.json().msg).toMatch(/审核意见/);
    expect((await w.form(w.reviewer, '/api/web-publish/content/review', { id, pass: 0, opinion: '请补充来源' })).json().data.status).toBe(2);
    expect((await w.form(w.editor, '/api/web-publish/content/submit', { id })).json().data.status).toBe(1);
    expect((await w.form(w.reviewer, '/api/web-publish/content/review', { id, pass: 1, opinion: '同意' })).json().data.status).toBe(3);

    const d = (await detail(id)).data;
    expect(d.status).toBe(3);
    expect(d.reviews.map((r: { pass: number; opinion: string; reviewerName: string }) => [r.pass, r.opinion, r.reviewerName])).toEqual([
      [1, '同意', '李审核'],
      [0, '请补充来源', '李审核'],
    ]);
    // An approved item cannot be deleted; editing it returns it to review.
    const del = await w.form(w.editor, '/api/web-publish/content/delete', { id });
    expect(del.statusCode).toBe(400);
    const edited = await w.json(w.editor, 'POST', '/api/web-publish/content/save', { id, type: 1, title: '审核流程稿件（修改）', body: '<p>新正文</p>', revision: d.revision });
    expect(edited.json().data.status).toBe(1);
    // The author received 创作 notices.
    const editorUser = await w.s.app.repos.users.findByAccount(w.tenantId, 'editor');
    const msgs = await w.s.app.db.selectFrom('messages').selectAll().where('user_id', '=', editorUser!.id).where('msg_type', '=', 0).execute();
    expect(msgs.map((m) => m.title)).toEqual(expect.arrayContaining(['稿件被驳回', '稿件审核通过']));
    expect(msgs.some((m) => m.view_content.includes('请补充来源'))).toBe(true);
    // Holders of the review right were told an item waits (the editor, who holds none, was not).
    const reviewerUser = await w.s.app.repos.users.findByAccount(w.tenantId, 'reviewer');
    const waiting = await w.s.app.db.selectFrom('messages').select('title').where('user_id', '=', reviewerUser!.id).execute();
    expect(waiting.map((m) => m.title)).toContain('有稿件等待审核');
    expect(msgs.map((m) => m.title)).not.toContain('有稿件等待审核');
  });

  it('deletes drafts only; the type of an item is fixed', async () => {
    const id = await w.save(w.editor, doc('要删除的草稿'));
    const changeType = await w.json(w.editor, 'POST', '/api/web-publish/content/save', { id, type: 4, title: '改类型' });
    expect(changeType.statusCode).toBe(400);
    expect200(await w.form(w.editor, '/api/web-publish/content/delete', { id }));
    expect((await w.json(w.admin, 'GET', `/api/web-publish/content/detail?id=${id}`)).statusCode).toBe(404);
    expect((await w.form(w.editor, '/api/web-publish/content/delete', { id })).statusCode).toBe(404);
  });

  it('pages with type, status, keyword (Chinese) and date filters', async () => {
    await w.save(w.admin, doc('广播电视台举办开放日活动', '<p>市民走进演播室，体验新闻主播工作。</p>'));
    await w.save(w.admin, { type: 5, title: '外部链接稿件', linkUrl: 'https://example.com/a' });
    const page = async (q: string) => (await w.json(w.admin, 'GET', `/api/web-publish/content/page?${q}`)).json().data;
    const all = await page('pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.pageSize).toBe(100);
    expect((await page('')).pageSize).toBe(10);
    const links = await page('type=5');
    expect(links.list.every((i: { type: number }) => i.type === 5)).toBe(true);
    const drafts = await page('status=0&pageSize=100');
    expect(drafts.list.every((i: { status: number }) => i.status === 0)).toBe(true);
    for (const kw of ['电视台', '开放日', '演播室', '主播', '新闻主播工作']) {
      const hits = await page(`keyWord=${encodeURIComponent(kw)}`);
      expect(hits.list.map((i: { title: string }) => i.title)).toContain('广播电视台举办开放日活动');
    }
    expect((await page(`keyWord=${encodeURIComponent('完全不存在的词语组合')}`)).total).toBe(0);
    // the server reads filter days as Beijing days
    const today = dashedDay(beijingDayOf(Date.now()));
    expect((await page(`createTime=${today},${today}&pageSize=100`)).total).toBe(all.total);
    expect((await page('createTime=2000-01-01,2000-01-02')).total).toBe(0);
  });

  it('word2html turns a .docx into sanitised HTML and refuses other files', async () => {
    const boundary = '----test';
    const multipart = (name: string, type: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const word2html = (payload: Buffer) =>
      w.s.call(w.editor, { method: 'POST', url: '/api/web-publish/content/word2html', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    const res = await word2html(multipart('a.txt', 'text/plain', Buffer.from('hello')));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/docx/);
    const broken = await word2html(multipart('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.from('not a zip')));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().msg).toMatch(/无法解析/);

    // A real .docx (built with jszip, mammoth's own zip library): paragraphs and a heading come
    // back as HTML; a hyperlink to javascript: does not survive.
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    zip.file(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    zip.file(
      'word/_rels/document.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="javascript:alert(1)" TargetMode="External"/></Relationships>',
    );
    zip.file(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>' +
        '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>导入的标题</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t>第一段正文。</w:t></w:r><w:hyperlink r:id="rId9"><w:r><w:t>坏链接</w:t></w:r></w:hyperlink></w:p>' +
        '</w:body></w:document>',
    );
    const docx = await zip.generateAsync({ type: 'nodebuffer' });
    const good = await word2html(multipart('稿件.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx));
    expect200(good);
    const html = good.json().data.html as string;
    expect(html).toContain('<h1>导入的标题</h1>');
    expect(html).toContain('第一段正文。');
    expect(html).toContain('坏链接');
    expect(html).not.toContain('javascript:');

    // Larger than the bound: refused (413), nothing converted.
    const big = await word2html(multipart('大.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.alloc(WORD_MAX_BYTES + 1024)));
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
    expect(big.json().code).not.toBe(200);
  });

  it('describes every content call in the OpenAPI document', async () => {
    const res = await w.s.call(undefined, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/web-publish/content/save',
      '/api/web-publish/content/review',
      '/api/web-publish/content/word2html',
      '/api/web-publish/news/{id}',
      '/api/web-publish/report/hot',
      '/api/release',
      '/api/release/{spec}',
      '/api/release/newpublish/{spec}',
      '/api/release/webcolumn/{id}',
      '/api/release/statistics',
      '/api/IK/segment/{text}',
      '/api/{type}/findReleaseListByKeywords/{keywords}',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('answers odd input with a 4xx envelope, never a 500', async () => {
    const odd: [string, string, unknown?][] = [
      ['GET', '/api/web-publish/content/detail?id=99999999999'],
      ['GET', '/api/web-publish/content/detail?id=abc'],
      ['GET', `/api/web-publish/content/page?keyWord=${encodeURIComponent('"\'*:&|!()<->')}`],
      ['GET', `/api/web-publish/content/page?keyWord=${encodeURIComponent('NEAR(a b) OR x*')}`],
      ['GET', '/api/web-publish/content/page?createTime=2024-13-45,2024-01-01'],
      ['POST', '/api/web-publish/content/save', { type: 2, title: 't', fileIds: [99999999999] }],
      ['POST', '/api/web-publish/content/save', { type: 1, title: 't', coverFileId: -1 }],
      ['POST', '/api/web-publish/content/save', '{"type":1,'],
      ['PUT', '/api/release/1,2&&1'],
      ['PUT', '/api/release/99999999999&1&1'],
      ['PUT', '/api/release/1&1&abc'],
      ['PUT', '/api/release/moveBatch/1&x'],
      ['POST', '/api/release/deleteRelease', { releaseArray: [] }],
      ['POST', '/api/release/deleteRelease', { releaseArray: ['x'] }],
      ['PATCH', '/api/release/top', { releaseId: 1, top: 5 }],
      ['GET', '/api/release?columnId=-1'],
      ['GET', `/api/release?keyWord=${encodeURIComponent('%_\\')}`],
      ['GET', '/api/release/webcolumn?portal=tv'],
      ['POST', '/api/release/webcolumn', { name: 'x', parentId: 99999999999 }],
      ['PATCH', '/api/release/webcolumn', { id: 1, parentId: -5 }],
      ['DELETE', '/api/release/webcolumn/0'],
      ['GET', `/api/0/findReleaseListByKeywords/${encodeURIComponent('!!!')}`],
      ['GET', '/api/abc/findReleaseListByKeywords/x'],
      ['GET', '/api/web-publish/news/0'],
      ['GET', '/api/web-publish/news/latest'],
    ];
    for (const [method, url, payload] of odd) {
      const res =
        typeof payload === 'string'
          ? await w.s.call(w.admin, { method: method as 'POST', url, payload, headers: { 'content-type': 'application/json' } })
          : await w.json(w.admin, method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      if (res.statusCode !== 200) expect(res.json().code, `${method} ${url}`).not.toBe(200);
    }
  });
});
