// What readers see changes only when a reviewer approves it (docs/content.md). A published story
// keeps serving its last approved version (public page, every release list, /show, app lists) while
// someone edits it; the edit is a pending update that replaces the live version on approval.
import { describe, expect, it } from 'vitest';
import { databases } from './helpers.js';
import { contentSuite, doc, expect200, type ContentWorld } from './content-world.js';

const P = '/api/web-publish/content';

/** Everything a reader (or a release list) sees of one item, without the view counter. */
async function publicView(w: ContentWorld, id: number, columns: number[]): Promise<string> {
  const strip = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(strip) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'views').map(([k, x]) => [k, strip(x)])) : v;
  const news = await w.json(undefined, 'GET', `/api/web-publish/news/${id}`);
  const lists = [];
  for (const c of columns) lists.push((await w.json(w.admin, 'GET', `/api/release?columnId=${c}`)).json());
  const latest = (await w.json(undefined, 'GET', '/api/web-publish/news/latest?domainName=demo&limit=50')).json();
  const newest = (await w.json(w.admin, 'GET', '/api/release/Newest?portal=app&limit=50')).json();
  return JSON.stringify(strip([news.statusCode, news.json(), lists, latest, newest]));
}

describe.each(databases)('live version and working copy (%s)', (kind) => {
  const w = contentSuite(kind, undefined, 60_000);
  const detail = async (id: number, token = w.admin) => (await w.json(token, 'GET', `${P}/detail?id=${id}`)).json().data;
  const save = (token: string, body: Record<string, unknown>) => w.json(token, 'POST', `${P}/save`, body);

  it('an edit of a published story leaves readers on the live version until it is approved', async () => {
    const web = await w.column('直播版本-网站');
    const app = await w.column('直播版本-APP', 'app');
    const id = await w.approved(doc('线上标题', '<p>线上正文</p>'));
    expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${web},${app}&1`));
    const before = await publicView(w, id, [web, app]);
    expect(JSON.parse(before)[1].data.title).toBe('线上标题');

    const d0 = await detail(id, w.editor);
    expect(d0).toMatchObject({ status: 4, update: null });
    // A reporter types six characters into the summary of someone else's live story.
    const edit = await save(w.editor, { id, type: 1, title: '线上标题', summary: '六个字的摘要', body: '<p>线上正文</p>', revision: d0.revision });
    expect200(edit);
    expect(edit.json().data).toEqual({ id, status: 4, revision: d0.revision + 1 });
    expect(await publicView(w, id, [web, app])).toBe(before);

    const d1 = await detail(id, w.editor);
    expect(d1).toMatchObject({ status: 4, summary: '六个字的摘要', revision: d0.revision + 1, update: { status: 0, revision: d0.revision + 1, opinion: '' } });
    const listed = (await w.json(w.admin, 'GET', `${P}/page?type=1&pageSize=100`)).json().data.list.find((i: { id: number }) => i.id === id);
    expect(listed).toMatchObject({ status: 4, title: '线上标题', update: { status: 0 } });

    // Submitted: waits in the review queue, still live as before.
    const submitted = await w.form(w.editor, `${P}/submit`, { id });
    expect(submitted.json().data).toEqual({ id, status: 4 });
    expect((await w.form(w.editor, `${P}/submit`, { id })).statusCode).toBe(400);
    const queue = (await w.json(w.reviewer, 'GET', `${P}/page?type=1&status=1&mine=1&pageSize=100`)).json().data.list;
    expect(queue.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 4, update: { status: 1 } });
    expect(await publicView(w, id, [web, app])).toBe(before);

    // Rejected: readers untouched, the opinion stored on the update.
    const rejected = await w.form(w.reviewer, `${P}/review`, { id, pass: 0, opinion: '摘要不准确', revision: d1.revision });
    expect(rejected.json().data).toEqual({ id, status: 4, reviewLevel: 1 });
    expect(await publicView(w, id, [web, app])).toBe(before);
    const d2 = await detail(id, w.editor);
    expect(d2).toMatchObject({ status: 4, update: { status: 2, opinion: '摘要不准确' }, summary: '六个字的摘要' });
    // The sent-back update is the author's to fix: 已驳回 lists it, and 待我处理's 我被驳回的稿件
    // counts it and opens a list that holds it (the author is the administrator here).
    const rejectedIds = async (q: string) => ((await w.json(w.admin, 'GET', `${P}/page?type=1&pageSize=100&${q}`)).json().data.list as { id: number }[]).map((i) => i.id);
    expect(await rejectedIds('status=2')).toContain(id);
    const todo = (await w.json(w.admin, 'GET', '/api/web-basic/tenant/manager/todo')).json().data.items as { kind: string; parts: { label: string; count: number; path: string }[] }[];
    const part = todo.find((r) => r.kind === 'rejected')!.parts.find((p) => p.label === '文稿')!;
    expect(part.count).toBeGreaterThan(0);
    expect(await rejectedIds(part.path.split('?')[1]!)).toContain(id);

    // Edited again and submitted; a reviewer who saw an older revision is refused.
    expect200(await save(w.editor, { id, type: 1, title: '更新后的标题', summary: '准确的摘要', body: '<p>更新后的正文</p>', revision: d2.revision }));
    expect200(await w.form(w.editor, `${P}/submit`, { id }));
    const stale = await w.form(w.reviewer, `${P}/review`, { id, pass: 1, opinion: '', revision: d2.revision });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).not.toBe(200);
    expect(stale.json().msg).toMatch(/张编辑/);
    expect((await detail(id)).update.status).toBe(1);
    expect(await publicView(w, id, [web, app])).toBe(before);

    // Approved: every release shows the update at once.
    const d3 = await detail(id, w.reviewer);
    const passed = await w.form(w.reviewer, `${P}/review`, { id, pass: 1, opinion: '', revision: d3.revision });
    expect(passed.json().data).toEqual({ id, status: 4, reviewLevel: 1 });
    const after = JSON.parse(await publicView(w, id, [web, app]));
    expect(after[1].data).toMatchObject({ title: '更新后的标题', summary: '准确的摘要', body: '<p>更新后的正文</p>' });
    for (const list of after[2]) expect(list.data.list.find((r: { contentId: number }) => r.contentId === id)).toMatchObject({ title: '更新后的标题', summary: '准确的摘要' });
    expect(after[3].data.find((r: { id: number }) => r.id === id).title).toBe('更新后的标题');
    expect(after[4].data.find((r: { contentId: number }) => r.contentId === id).title).toBe('更新后的标题');
    expect(await detail(id)).toMatchObject({ status: 4, update: null, title: '更新后的标题' });
    // The keyword search of the release list finds the live title.
    const found = (await w.json(w.admin, 'GET', `/api/release?columnId=${web}&keyWord=${encodeURIComponent('更新后的标题')}`)).json().data.list;
    expect(found.map((r: { contentId: number }) => r.contentId)).toContain(id);

    const notes = (await w.json(w.admin, 'GET', `${P}/revisions?id=${id}`)).json().data.list.map((e: { note: string }) => e.note).filter(Boolean);
    expect(notes).toEqual(['通过', '提交审核', '驳回', '提交审核', '发布', '通过', '提交审核']);
  });

  it('galleries, video, audio and links keep their live files and address until approved', async () => {
    const col = await w.column('直播版本-多类型');
    const cases: { type: number; live: Record<string, unknown>; edit: Record<string, unknown>; check: (news: Record<string, unknown>) => unknown }[] = [
      { type: 2, live: { fileIds: [w.files.video[0]] }, edit: { fileIds: [w.files.video[1]] }, check: (n) => (n.files as { fileId: number }[]).map((f) => f.fileId) },
      { type: 3, live: { fileIds: [w.files.audio[0]] }, edit: { fileIds: [w.files.audio[1]] }, check: (n) => (n.files as { fileId: number }[]).map((f) => f.fileId) },
      {
        type: 4,
        live: { fileIds: w.files.image.slice(0, 2), body: '<ol><li>一</li><li>二</li></ol>' },
        edit: { fileIds: w.files.image.slice(1, 2), body: '<ol><li>只剩二</li></ol>' },
        check: (n) => [(n.files as { fileId: number }[]).map((f) => f.fileId), n.body],
      },
      { type: 5, live: { linkUrl: 'https://example.com/live' }, edit: { linkUrl: 'https://example.com/update' }, check: (n) => n.linkUrl },
    ];
    for (const c of cases) {
      const id = await w.approved({ type: c.type, title: `类型${c.type}`, ...c.live });
      expect200(await w.json(w.admin, 'PUT', `/api/release/${id}&${col}&${c.type}`));
      const news = async () => (await w.json(undefined, 'GET', `/api/web-publish/news/${id}`)).json().data;
      const live = c.check(await news());
      const before = await publicView(w, id, [col]);
      const d = await detail(id);
      expect200(await save(w.admin, { type: c.type, id, title: `类型${c.type}（改）`, ...c.edit, revision: d.revision }));
      expect(await publicView(w, id, [col])).toBe(before);
      expect(await detail(id)).toMatchObject({ status: 4, title: `类型${c.type}（改）`, update: { status: 0 } });
      expect200(await w.form(w.admin, `${P}/submit`, { id }));
      expect(await publicView(w, id, [col])).toBe(before);
      // The review queue of the type shows the waiting update (有待审修改) with the live title.
      const queue = (await w.json(w.reviewer, 'GET', `${P}/page?type=${c.type}&status=1&mine=1&pageSize=100`)).json().data.list;
      expect(queue.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 4, title: `类型${c.type}`, update: { status: 1 } });
      // A rejection leaves readers on the live version; the author resubmits.
      expect200(await w.form(w.reviewer, `${P}/review`, { id, pass: 0, opinion: '再核实', revision: d.revision + 1 }));
      expect(await publicView(w, id, [col])).toBe(before);
      expect(await detail(id)).toMatchObject({ status: 4, update: { status: 2, opinion: '再核实' } });
      expect200(await w.form(w.admin, `${P}/submit`, { id }));
      // content/live answers what readers see, the working copy stays the update.
      const liveVersion = (await w.json(w.reviewer, 'GET', `${P}/live?id=${id}`)).json().data;
      expect(liveVersion).toMatchObject({ id, type: c.type, title: `类型${c.type}`, revision: d.revision });
      expect(c.check(liveVersion)).toEqual(live);
      expect(await publicView(w, id, [col])).toBe(before);
      expect200(await w.form(w.reviewer, `${P}/review`, { id, pass: 1, opinion: '', revision: d.revision + 1 }));
      const updated = await news();
      expect(updated.title).toBe(`类型${c.type}（改）`);
      expect(c.check(updated)).not.toEqual(live);
      expect(c.check(updated)).toEqual(c.check({ ...(await detail(id)), files: (await detail(id)).files }));
    }
  });

  it('a stale save answers 409 naming who saved last and writes nothing; a missing revision is 400', async () => {
    const id = await w.save(w.admin, doc('并发稿件'));
    const d = await detail(id);
    expect(d.revision).toBe(1);
    expect200(await save(w.editor, { id, type: 1, title: '张编辑的修改', body: '<p>张</p>', revision: 1 }));
    const historyBefore = (await w.json(w.admin, 'GET', `${P}/revisions?id=${id}`)).json().data.list;
    const stale = await save(w.admin, { id, type: 1, title: '管理员的修改', body: '<p>管</p>', revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).not.toBe(200);
    expect(stale.json().msg).toMatch(/张编辑/);
    const missing = await save(w.admin, { id, type: 1, title: '管理员的修改', body: '<p>管</p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).not.toBe(200);
    expect(missing.json().msg).toMatch(/revision/);
    expect(await detail(id)).toMatchObject({ title: '张编辑的修改', body: '<p>张</p>', revision: 2 });
    expect((await w.json(w.admin, 'GET', `${P}/revisions?id=${id}`)).json().data.list).toEqual(historyBefore);
  });

  it('lists revisions, reads one and restores it as a new working revision', async () => {
    const id = await w.save(w.admin, { ...doc('第一版', '<p>一</p>'), summary: '摘要一' });
    expect200(await save(w.editor, { id, type: 1, title: '第二版', body: '<p>二</p>', revision: 1 }));
    const list = (await w.json(w.admin, 'GET', `${P}/revisions?id=${id}`)).json().data.list;
    expect(list.map((e: { revision: number; userName: string; note: string }) => [e.revision, e.userName, e.note])).toEqual([
      [2, '张编辑', ''],
      [1, expect.any(String), ''],
    ]);
    const one = (await w.json(w.admin, 'GET', `${P}/revision?id=${id}&revision=1`)).json().data;
    expect(one).toMatchObject({ id, revision: 1, type: 1, title: '第一版', summary: '摘要一', body: '<p>一</p>', fileIds: [] });
    expect((await w.json(w.admin, 'GET', `${P}/revision?id=${id}&revision=9`)).statusCode).toBe(404);
    expect((await w.json(w.other, 'GET', `${P}/revision?id=${id}&revision=1`)).statusCode).toBe(404);
    expect((await w.json(w.other, 'GET', `${P}/revisions?id=${id}`)).statusCode).toBe(404);

    const restored = await w.form(w.admin, `${P}/restore`, { id, revision: 1 });
    expect200(restored);
    expect(restored.json().data).toEqual({ revision: 3 });
    expect(await detail(id)).toMatchObject({ title: '第一版', summary: '摘要一', body: '<p>一</p>', revision: 3 });
    expect((await w.json(w.admin, 'GET', `${P}/revisions?id=${id}`)).json().data.list[0]).toMatchObject({ revision: 3, note: '恢复' });
    expect((await w.form(w.other, `${P}/restore`, { id, revision: 1 })).statusCode).toBe(404);

    // Restoring a published item makes a pending update; readers keep the live version.
    const col = await w.column('直播版本-恢复');
    const live = await w.released('恢复前的线上版', col);
    const before = await publicView(w, live, [col]);
    const dl = await detail(live);
    expect200(await save(w.admin, { id: live, type: 1, title: '修改版', body: '<p>改</p>', revision: dl.revision }));
    expect200(await w.form(w.admin, `${P}/restore`, { id: live, revision: 1 }));
    expect(await publicView(w, live, [col])).toBe(before);
    expect(await detail(live)).toMatchObject({ status: 4, title: '恢复前的线上版', update: { status: 0, revision: dl.revision + 2 } });
  });

  it('content/live answers the version readers see, the revision approved and who approved it', async () => {
    const col = await w.column('直播版本-线上版本');
    const id = await w.released('读者看到的标题', col);
    const d0 = await detail(id);
    const unchanged = (await w.json(w.editor, 'GET', `${P}/live?id=${id}`)).json().data;
    expect(unchanged).toMatchObject({ id, type: 1, title: '读者看到的标题', revision: d0.revision, fileIds: [] });
    expect(unchanged.files).toEqual([]);
    expect200(await save(w.editor, { id, type: 1, title: '修改中的标题', body: '<p>新正文</p>', revision: d0.revision }));
    const live = (await w.json(w.editor, 'GET', `${P}/live?id=${id}`)).json().data;
    expect(live).toMatchObject({ title: '读者看到的标题', revision: d0.revision });
    expect(live.userName).not.toBe('');
    const pending = (await w.json(w.editor, 'GET', `${P}/revision?id=${id}&revision=${d0.revision + 1}`)).json().data;
    expect(pending).toMatchObject({ title: '修改中的标题', userName: '张编辑' });
    expect((await w.json(w.other, 'GET', `${P}/live?id=${id}`)).statusCode).toBe(404);
    expect((await w.json(w.editor, 'GET', `${P}/live?id=99999999`)).statusCode).toBe(404);
    expect((await w.json(w.editor, 'GET', `${P}/live?id=abc`)).statusCode).toBe(400);
  });

  it('refuses a restore of a missing revision, of another tenant\'s item and of a deleted item, writing nothing', async () => {
    const id = await w.save(w.admin, doc('将被删除的稿件', '<p>一</p>'));
    expect200(await save(w.admin, { id, type: 1, title: '第二版', body: '<p>二</p>', revision: 1 }));
    const history = (await w.json(w.admin, 'GET', `${P}/revisions?id=${id}`)).json().data.list;
    for (const [token, body] of [
      [w.admin, { id, revision: 7 }],
      [w.other, { id, revision: 1 }],
      [w.admin, { id, revision: 0 }],
      [w.admin, { id }],
    ] as const) {
      const res = await w.form(token, `${P}/restore`, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).not.toBe(200);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await w.json(w.admin, 'GET', `${P}/revisions?id=${id}`)).json().data.list).toEqual(history);
    expect(await detail(id)).toMatchObject({ title: '第二版', revision: 2 });
    expect200(await w.form(w.admin, `${P}/delete`, { id }));
    const deleted = await w.form(w.admin, `${P}/restore`, { id, revision: 1 });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().code).not.toBe(200);
    expect((await w.json(w.admin, 'GET', `${P}/detail?id=${id}`)).statusCode).toBe(404);
  });

  it('a review of a waiting item with a stale revision answers 409 and approves nothing', async () => {
    const id = await w.save(w.admin, doc('待审稿件'));
    expect200(await w.form(w.admin, `${P}/submit`, { id }));
    const seen = (await detail(id, w.reviewer)).revision;
    expect200(await save(w.admin, { id, type: 1, title: '审核中又改了', body: '<p>又改</p>', revision: seen }));
    const res = await w.form(w.reviewer, `${P}/review`, { id, pass: 1, opinion: '', revision: seen });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).not.toBe(200);
    expect(await detail(id)).toMatchObject({ status: 1, reviews: [] });
    expect200(await w.form(w.reviewer, `${P}/review`, { id, pass: 1, opinion: '', revision: seen + 1 }));
    expect((await detail(id)).status).toBe(3);
  });
});
