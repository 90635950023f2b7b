import { beforeAll, describe, expect, it } from 'vitest';
import { seedMedia } from '../../server/seed/media-seed.js';
import { databases, formApi, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';


describe.each(databases)('media libraries and files (%s)', (kind) => {
  const s = suiteStart(kind);
  beforeAll(async () => {
    const seeded = await seedMedia(s.app, { generate: false });
    expect(seeded.files).toBe(6);
  });
  const me = suiteLogin(s);
  const other = suiteOtherTenant(s);
  const { get, post, data } = formApi(s, '/api/web-manager/', me);

  it('lists the public, personal and group libraries (group with children)', async () => {
    const pub = await data(get('file/manager/get/public'));
    expect(pub).toHaveLength(1);
    expect(pub[0]).toMatchObject({ fileLibName: '公共资源库', fileLibType: 'public', fileCount: 2 });
    const own = await data(get('file/manager/get/private'));
    expect(own[0]).toMatchObject({ fileLibName: '个人资源库', fileLibType: 'private', fileCount: 1 });
    const groups = await data(get('file/library/resource/list'));
    expect(groups).toHaveLength(1);
    expect(groups[0].fileLibName).toBe('新闻中心');
    expect(groups[0].children.map((c: any) => c.fileLibName)).toEqual(['新闻采编', '专题节目']);
    // Another tenant sees only its own (auto-created) libraries.
    const theirs = await data(get('file/manager/get/public', other.token));
    expect(theirs[0].fileLibId).not.toBe(pub[0].fileLibId);
    expect(await data(get('file/library/resource/list', other.token))).toEqual([]);
    // A seeded second run adds nothing.
    expect((await seedMedia(s.app, { generate: false })).files).toBe(0);
  });

  it('pages files with the spec fields, by type, library (group includes children), keyword', async () => {
    const page = await data(get('file/manager/page?pageIndex=1&pageSize=4&fileType=1'));
    expect(page.total).toBe(6);
    expect(page.list).toHaveLength(4);
    const item = page.list[0];
    expect(item).toMatchObject({ type: 0, fileType: 1, mime: 'video/mp4', width: 426, height: 240 });
    for (const k of ['fileId', 'fileName', 'f_id', 'lowfile', 'fileLibId', 'size', 'duration', 'cover', 'createTime']) expect(item).toHaveProperty(k);
    expect(item.duration).toBeGreaterThanOrEqual(10);
    expect(item.lowfile).toMatch(/^\/api\/web-manager\/media\/\d+\/low\?e=\d+&s=/);
    const groups = await data(get('file/library/resource/list'));
    const news = await data(get(`file/manager/page?pageIndex=1&pageSize=20&fileLibId=${groups[0].fileLibId}`));
    expect(news.total).toBe(3);
    const found = await data(get(`file/manager/page?pageIndex=1&pageSize=20&keyword=${encodeURIComponent('天气')}`));
    expect(found.list.map((f: any) => f.fileName)).toEqual(['天气预报.mp4']);
    const pub = await data(get('file/manager/page?pageIndex=1&pageSize=20&shareflag=1'));
    expect(pub.total).toBe(2);
    expect((await data(get('file/manager/page?pageIndex=1&pageSize=20&fileType=3'))).total).toBe(0);
    // 50% and _ are literal in keywords.
    expect((await data(get('file/manager/page?pageIndex=1&pageSize=20&keyword=%25'))).total).toBe(0);
  });

  it('renames, refuses path tricks and duplicate names, moves, copies', async () => {
    const [a, b] = (await data(get('file/manager/page?pageIndex=1&pageSize=20&shareflag=1'))).list;
    const renamed = await data(post('file/manager/rename', { fileId: a.fileId, fileName: '新闻片头（改）.mp4' }));
    expect(renamed.fileName).toBe('新闻片头（改）.mp4');
    for (const bad of ['../../etc/passwd', 'a/b.mp4', 'a\\b.mp4', '..', '   ']) {
      const res = await post('file/manager/rename', { fileId: a.fileId, fileName: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).not.toBe(200);
    }
    const dup = await post('file/manager/rename', { fileId: a.fileId, fileName: b.fileName });
    expect(dup.statusCode).toBe(409);

    const own = (await data(get('file/manager/get/private')))[0];
    const copy = await data(post('file/manager/copy', { fileIds: `${a.fileId}`, fileLibId: own.fileLibId }));
    expect(copy.fileIds).toHaveLength(1);
    const again = await data(post('file/manager/copy', { fileIds: `${a.fileId}`, fileLibId: own.fileLibId }));
    const mine = await data(get(`file/manager/page?pageIndex=1&pageSize=20&fileLibId=${own.fileLibId}`));
    expect(mine.list.map((f: any) => f.fileName)).toEqual(expect.arrayContaining(['新闻片头（改）.mp4', '新闻片头（改）(1).mp4']));
    // Copies share the stored content.
    expect(new Set(mine.list.filter((f: any) => f.fileName.startsWith('新闻片头')).map((f: any) => f.f_id)).size).toBe(1);

    const folder = await data(post('file/folder/add', { fileLibId: own.fileLibId, folderName: '素材' }));
    await data(post('file/manager/move', { fileIds: `${again.fileIds[0]}`, fileLibId: own.fileLibId, folderId: folder.folderId }));
    const inFolder = await data(get(`file/manager/page?pageIndex=1&pageSize=20&fileLibId=${own.fileLibId}&folder=${folder.folderId}`));
    expect(inFolder.list.map((f: any) => f.fileId)).toEqual([again.fileIds[0]]);
    // A folder of another library is refused as a target.
    const pubLib = (await data(get('file/manager/get/public')))[0];
    expect((await post('file/manager/move', { fileIds: `${a.fileId}`, fileLibId: pubLib.fileLibId, folderId: folder.folderId })).statusCode).toBe(404);
  });

  it('deletes into the recycle bin, restores, deletes for good and clears', async () => {
    const own = (await data(get('file/manager/get/private')))[0];
    const before = await data(get(`file/manager/page?pageIndex=1&pageSize=50&fileLibId=${own.fileLibId}`));
    const [x, y] = before.list;
    await data(post('file/manager/delete', { fileIds: `${x.fileId},${y.fileId}` }));
    const bin = await data(get('file/recycle/page?pageIndex=1&pageSize=20'));
    expect(bin.total).toBe(2);
    expect(bin.list[0].deleteTime).toBeGreaterThan(0);
    expect((await data(get(`file/manager/page?pageIndex=1&pageSize=50&fileLibId=${own.fileLibId}`))).total).toBe(before.total - 2);
    await data(post('file/recycle/restore', { fileIds: `${x.fileId}` }));
    expect((await data(get('file/recycle/page?pageIndex=1&pageSize=20'))).total).toBe(1);
    await data(post('file/recycle/delete', { fileIds: `${y.fileId}` }));
    expect((await data(get('file/recycle/page?pageIndex=1&pageSize=20'))).total).toBe(0);
    // A live file cannot be deleted for good without going through the bin.
    expect((await post('file/recycle/delete', { fileIds: `${x.fileId}` })).statusCode).toBe(404);
    await data(post('file/manager/delete', { fileIds: `${x.fileId}` }));
    expect((await data(post('file/recycle/clear'))).count).toBe(1);
    expect((await data(get('file/recycle/page?pageIndex=1&pageSize=20'))).total).toBe(0);
  });

  it("refuses another tenant's file, library, folder and tag ids", async () => {
    const f = (await data(get('file/manager/page?pageIndex=1&pageSize=1'))).list[0];
    const lib = (await data(get('file/manager/get/public')))[0];
    const folder = await data(post('file/folder/add', { fileLibId: lib.fileLibId, folderName: '隔离测试' }));
    const tag = await data(post('file/tag/add', { tagName: '隔离' }));
    const attempts = [
      get(`file/manager/detail?fileId=${f.fileId}`, other.token),
      post('file/manager/rename', { fileId: f.fileId, fileName: 'x.mp4' }, other.token),
      post('file/manager/delete', { fileIds: `${f.fileId}` }, other.token),
      post('file/manager/copy', { fileIds: `${f.fileId}`, fileLibId: lib.fileLibId }, other.token),
      get(`file/manager/redirect/${f.fileId}/2`, other.token),
      get(`file/manager/page?pageIndex=1&pageSize=5&fileLibId=${lib.fileLibId}`, other.token),
      get(`file/library/detail?fileLibId=${lib.fileLibId}`, other.token),
      post('file/library/delete', { fileLibId: lib.fileLibId }, other.token),
      post('file/folder/edit', { folderId: folder.folderId, folderName: 'x' }, other.token),
      get(`file/folder/child?fileLibId=${lib.fileLibId}`, other.token),
      post('file/tag/edit', { tagId: tag.tagId, tagName: 'x' }, other.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().data).toBeNull();
    }
    expect((await data(get('file/manager/page?pageIndex=1&pageSize=5', other.token))).total).toBe(0);
    expect((await data(get('file/tag/page?pageIndex=1&pageSize=5', other.token))).total).toBe(0);
    expect((await data(get(`file/manager/detail?fileId=${f.fileId}`))).fileName).toBe(f.fileName);
  });

  it('manages libraries: add (group child), edit, detail, page, delete only when empty', async () => {
    const groups = await data(get('file/library/resource/list'));
    const child = await data(post('file/library/add', { fileLibName: '民生栏目', fileLibType: 'group', parentId: groups[0].fileLibId }));
    expect(child.parentId).toBe(groups[0].fileLibId);
    expect((await post('file/library/add', { fileLibName: '民生栏目', fileLibType: 'group', parentId: groups[0].fileLibId })).statusCode).toBe(409);
    expect((await post('file/library/add', { fileLibName: '../x', fileLibType: 'group' })).statusCode).toBe(400);
    const edited = await data(post('file/library/edit', { fileLibId: child.fileLibId, fileLibName: '民生新闻' }));
    expect(edited.fileLibName).toBe('民生新闻');
    expect((await data(get(`file/library/detail?fileLibId=${child.fileLibId}`))).fileLibName).toBe('民生新闻');
    const page = await data(get('file/library/page?pageIndex=1&pageSize=50&fileLibType=group'));
    expect(page.list.map((l: any) => l.fileLibName)).toContain('民生新闻');
    expect((await post('file/library/delete', { fileLibId: groups[0].fileLibId })).statusCode).toBe(400);
    await data(post('file/library/delete', { fileLibId: child.fileLibId }));
    expect((await get(`file/library/detail?fileLibId=${child.fileLibId}`)).statusCode).toBe(404);
  });

  it('manages folders: add, edit, child, allchild, move (not into itself), delete only when empty', async () => {
    const lib = (await data(get('file/manager/get/public')))[0];
    const a = await data(post('file/folder/add', { fileLibId: lib.fileLibId, folderName: '甲' }));
    const b = await data(post('file/folder/add', { fileLibId: lib.fileLibId, folderName: '乙', parentId: a.folderId }));
    expect((await post('file/folder/add', { fileLibId: lib.fileLibId, folderName: '甲' })).statusCode).toBe(409);
    await data(post('file/folder/edit', { folderId: a.folderId, folderName: '甲组' }));
    const child = await data(get(`file/folder/child?fileLibId=${lib.fileLibId}&parentId=${a.folderId}`));
    expect(child.map((f: any) => f.folderName)).toEqual(['乙']);
    const tree = await data(get(`file/folder/allchild?fileLibId=${lib.fileLibId}`));
    expect(tree.find((f: any) => f.folderId === a.folderId).children[0].folderId).toBe(b.folderId);
    expect((await post('file/folder/move', { folderId: a.folderId, parentId: b.folderId })).statusCode).toBe(400);
    await data(post('file/folder/move', { folderId: b.folderId, parentId: 0 }));
    expect((await data(get(`file/folder/child?fileLibId=${lib.fileLibId}&parentId=0`))).map((f: any) => f.folderName)).toContain('乙');
    const f = (await data(get(`file/manager/page?pageIndex=1&pageSize=1&fileLibId=${lib.fileLibId}`))).list[0];
    await data(post('file/manager/move', { fileIds: `${f.fileId}`, fileLibId: lib.fileLibId, folderId: b.folderId }));
    expect((await post('file/folder/delete', { folderId: b.folderId })).statusCode).toBe(400);
    await data(post('file/folder/delete', { folderId: a.folderId }));
  });

  it('manages tags: add, page (pinned first), edit, top, delete; tags a file', async () => {
    const t1 = await data(post('file/tag/add', { tagName: '新闻' }));
    const t2 = await data(post('file/tag/add', { tagName: '专题' }));
    expect((await post('file/tag/add', { tagName: '新闻' })).statusCode).toBe(409);
    await data(post('file/tag/top', { tagId: t1.tagId, top: 1 }));
    const page = await data(get('file/tag/page?pageIndex=1&pageSize=50'));
    expect(page.list[0].tagId).toBe(t1.tagId);
    await data(post('file/tag/edit', { tagId: t2.tagId, tagName: '专题片' }));
    await data(post('file/tag/delete', { tagIds: `${t2.tagId}` }));
    expect((await data(get('file/tag/page?pageIndex=1&pageSize=50&keyword=专题'))).total).toBe(0);
    const f = (await data(get('file/manager/page?pageIndex=1&pageSize=1'))).list[0];
    await data(post('file/manager/tag', { fileId: f.fileId, fileTagNames: '新闻,头条' }));
    const tagged = await data(get(`file/manager/page?pageIndex=1&pageSize=5&tag=${encodeURIComponent('头条')}`));
    expect(tagged.list.map((x: any) => x.fileId)).toEqual([f.fileId]);
  });

  it('reports storage per library and per tenant, and counts files on the dashboard', async () => {
    const o = await data(get('file/storage/overview'));
    expect(o.tenantBytes).toBeGreaterThan(100_000);
    expect(o.libraries.length).toBeGreaterThanOrEqual(4);
    const sum = o.libraries.reduce((n: number, l: any) => n + l.size, 0);
    expect(sum).toBeGreaterThan(0);
    const overview = await data(s.call(me.token, { method: 'GET', url: '/api/web-basic/tenant/manager/overview' }));
    expect(overview.counts['媒体文件']).toBe(o.fileCount);
    expect(overview.counts['直播通道']).toBe(4);
  });
});
