// Content production, review and release end to end against the real server (docs/content.md):
// write a document with an image from the library, autosave, reload mid-edit and find the text,
// submit, review as a second user who holds the review right, release to two columns, see it in
// both release lists and on the public page without a session, take it down, see it shelved; import
// a .docx made here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { apiLogin, signIn as apiSignIn } from './support/login';
import { solidPng } from './support/png';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);
const TITLE = `融媒体测试稿件${stamp}`;
const BODY_TEXT = `这是正文第一段${stamp}`;
const REVIEWER = { account: `rev${stamp}`.slice(0, 20), password: 'Review_123' };

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several calls, read field by field
type Api = { get: (url: string, params?: Record<string, string | number>) => Promise<any>; json: (method: string, url: string, body: unknown) => Promise<any>; form: (url: string, form: Record<string, string | number>) => Promise<any> };

function api(request: APIRequestContext, token: string, tenantId: number): Api {
  const headers = { token, webTenId: String(tenantId), platform: '1' };
  const unwrap = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await res.json()) as { code: number; data: unknown };
    if (body.code !== 200) throw new Error(`${res.url()}: ${JSON.stringify(body)}`);
    return body.data;
  };
  return {
    get: async (url, params) => unwrap(await request.get(url, { headers, params })),
    json: async (method, url, body) => unwrap(await request.fetch(url, { method, headers, data: body })),
    form: async (url, form) => unwrap(await request.post(url, { headers, form })),
  };
}

/** Stores a PNG in the first public library through the upload protocol; returns the library name. */
async function uploadImage(a: Api, request: APIRequestContext, token: string, tenantId: number, name: string): Promise<string> {
  const libs = (await a.get('/api/web-manager/file/manager/get/public')) as { fileLibId: number; fileLibName: string }[];
  const lib = libs[0];
  const md5 = createHash('md5').update(PNG).digest('hex');
  const check = await a.form('/api/web-manager/file/manager/check', { md5, fileLibId: lib.fileLibId, fileObjName: name });
  let fileResId = check.fileResId as number;
  if (fileResId < 0) {
    const res = await request.post('/api/web-manager/file/manager/upload/chunk', {
      headers: { token, webTenId: String(tenantId), platform: '1' },
      multipart: {
        chunkCount: '1', chunkMd5: md5, curChunk: '1', fileLibId: String(lib.fileLibId), md5, originalFileName: name, fileDesc: '', fileTagNames: '',
        file: { name, mimeType: 'image/png', buffer: PNG },
      },
    });
    expect((await res.json()).code).toBe(200);
    fileResId = (await a.form('/api/web-manager/fileChunk/merge', { md5, fileName: name, fileChunkNum: 1 })).fileResId;
  }
  if (fileResId > 0) await a.form('/api/web-manager/file/manager/save', { fileLibId: lib.fileLibId, fileObjName: name, fileResId, fileDesc: '', fileTagNames: '' });
  return lib.fileLibName;
}

async function docx(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Every draft body the tab keeps in IndexedDB (idb-keyval's default store), joined. */
function readLocalCopies(): Promise<string> {
  return new Promise((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => resolve('');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve('');
      const all = db.transaction('keyval').objectStore('keyval').getAll();
      all.onsuccess = () => resolve((all.result as { draft?: { body?: string } }[]).map((v) => v?.draft?.body ?? '').join('\n'));
      all.onerror = () => resolve('');
    };
  });
}

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login/demo');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/index$/);
}

test('a story is written, reviewed, released to two columns, read publicly and taken down', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(page);
  const a = api(page.request, admin.token, admin.webTenId);
  const imageName = `配图${stamp}.png`;
  const libraryName = await uploadImage(a, page.request, admin.token, admin.webTenId, imageName);
  const webColumn = `网站栏目${stamp}`;
  const appColumn = `APP栏目${stamp}`;
  await a.json('POST', '/api/release/webcolumn', { name: webColumn, portal: 'web' });
  await a.json('POST', '/api/release/webcolumn', { name: appColumn, portal: 'app' });
  // the second user: holds the review rights (role 稿件审核 seeded by the server)
  const roles = await a.get('/api/web-conf/role/manager/page', { name: '稿件审核', pageIndex: 1, pageSize: 10 });
  const orgs = await a.get('/api/weborganization/listForCombo');
  await a.json('POST', '/api/user', { account: REVIEWER.account, name: '审核员', password: REVIEWER.password, organizationId: orgs[0]?.id, roleIds: [roles.list[0].id] });

  // write: title, body text, an image from the library
  await signIn(page, 'admin', 'Admin_123');
  // the dashboard's publish statistics
  await expect(page.getByRole('region', { name: '发布统计' }).getByText('今日发布文稿')).toBeVisible();
  await page.goto('/contentProduction/edit?type=1');
  await page.getByPlaceholder('请输入标题（不超过100个字）').fill(TITLE);
  const body = page.getByTestId('rich-text');
  await body.click();
  await page.keyboard.type(BODY_TEXT);
  await page.getByRole('button', { name: '插入图片' }).click();
  const picker = page.getByRole('dialog', { name: '选择图片' });
  await picker.getByRole('button', { name: /^文件库：/ }).click();
  await page.getByRole('menuitemradio', { name: libraryName }).first().click();
  await picker.getByRole('option', { name: new RegExp(imageName) }).click();
  await picker.getByRole('button', { name: '选择', exact: true }).click();
  await expect(body.locator('img')).toHaveCount(1);
  await expect(page.getByTestId('save-state')).toContainText('已自动保存');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await docShot(page, 'content-editor.png', { fullPage: true });

  // type more, reload before the autosave: the tab's own copy is offered back
  await body.click();
  await page.keyboard.press('End');
  await page.keyboard.type('补充内容');
  // the tab's own copy (IndexedDB) holds the new text before any server save
  await expect.poll(() => page.evaluate(readLocalCopies)).toContain('补充内容');
  await page.reload();
  const restore = page.getByRole('button', { name: '恢复本机草稿' });
  // the editor and (when the local copy is newer than the server's) the offer appear together
  await expect(page.getByTestId('rich-text')).toBeVisible();
  if (await restore.isVisible()) await restore.click();
  await expect(page.getByTestId('rich-text')).toContainText(BODY_TEXT);
  await expect(page.getByTestId('rich-text')).toContainText('补充内容');

  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('稿件已进入审核队列。')).toBeVisible();
  // the header's 返回列表 still works once the editor has ended
  await page.getByRole('button', { name: '返回列表' }).first().click();
  await expect(page).toHaveURL(/\/contentProduction\/manuscripts$/);

  // review as the second user
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await apiSignIn(reviewer, { account: REVIEWER.account, password: REVIEWER.password });
  await reviewer.goto('/contentProduction/review/1');
  await reviewer.getByRole('button', { name: TITLE }).or(reviewer.getByText(TITLE)).first().click();
  await expect(reviewer.getByTestId('review-preview')).toContainText(BODY_TEXT);
  await docShot(reviewer, 'content-review.png');
  await reviewer.getByRole('button', { name: '通过' }).click();
  await expect(reviewer.getByRole('dialog').getByText('通过', { exact: true })).toBeVisible();
  await reviewerContext.close();

  // release into two columns at once (web and app)
  await page.goto('/fusionRelease/columns');
  await expect(page.getByText(webColumn)).toBeVisible();
  await docShot(page, 'content-columns.png', { fullPage: true });
  const approved = page.getByRole('table', { name: '待发布稿件（审核通过）' });
  await approved.getByRole('row', { name: new RegExp(TITLE) }).getByRole('checkbox').check();
  await page.getByRole('button', { name: '发布稿件' }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: webColumn }).check();
  await page.getByRole('dialog').getByRole('checkbox', { name: appColumn }).check();
  await page.getByRole('dialog').getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();

  // in both release lists
  await page.goto('/fusionRelease/webRelease/list');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await docShot(page, 'content-release-list.png', { fullPage: true });
  await page.goto('/fusionRelease/appRelease/list');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();

  // the public page, in a fresh context without a session
  const publicContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await publicContext.newPage();
  await reader.goto(`/newsDetails/${id}`);
  await expect(reader.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(reader.getByTestId('article-body')).toContainText(BODY_TEXT);
  // the library image in the body is signed when read (the stored body keeps only its file id)
  const bodyImage = reader.getByTestId('article-body').locator('img');
  await expect(bodyImage).toHaveAttribute('src', /\/api\/web-manager\/media\/\d+\/file\?e=\d+&s=/);
  await expect.poll(() => bodyImage.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await docShot(reader, 'content-public.png', { fullPage: true });
  await reader.goto('/newsDetails');
  await expect(reader.getByText('稿件不存在或已下架')).toBeVisible();

  // take it down from both lists: shelved
  for (const list of ['/fusionRelease/appRelease/list', '/fusionRelease/webRelease/list']) {
    await page.goto(list);
    await page.getByRole('row', { name: new RegExp(TITLE) }).getByRole('button', { name: '下架' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
  }
  await page.goto('/contentProduction/manuscripts');
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toContainText('已下架');
  await reader.goto(`/newsDetails/${id}`);
  await expect(reader.getByText('稿件不存在或已下架')).toBeVisible();
  await publicContext.close();
});

test('a .docx becomes the document body', async ({ page }) => {
  await apiSignIn(page, { account: 'admin', password: 'Admin_123' });
  await page.goto('/contentProduction/edit?type=1');
  await page.getByPlaceholder('请输入标题（不超过100个字）').fill(`Word 导入${stamp}`);
  await page.getByTestId('word-file').setInputFiles({
    name: '稿件.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await docx(`来自Word的正文${stamp}`),
  });
  await expect(page.getByTestId('rich-text')).toContainText(`来自Word的正文${stamp}`);
  await expect(page.getByTestId('save-state')).toContainText('已自动保存');
});

test('上传封面: a PNG from disk becomes the cover, is saved and shows after a reload', async ({ page }) => {
  await apiSignIn(page, { account: 'admin', password: 'Admin_123' });
  await page.goto('/contentProduction/edit?type=1');
  await page.getByPlaceholder('请输入标题（不超过100个字）').fill(`封面上传${stamp}`);
  // a wrong type is refused in the browser with a message
  await page.getByTestId('cover-file').setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
  await expect(page.getByText('封面只能上传 JPG、PNG 或 WebP 格式的图片')).toBeVisible();
  // a PNG made here (unique per run) goes through the upload protocol into the personal library
  const colour: [number, number, number] = [Date.now() % 200, 90, 160];
  await page.getByTestId('cover-file').setInputFiles({ name: `封面${stamp}.png`, mimeType: 'image/png', buffer: solidPng(160, 90, colour) });
  const cover = page.getByRole('img', { name: '封面', exact: true });
  await expect(cover).toBeVisible({ timeout: 30_000 });
  await expect(cover).not.toHaveAttribute('data-default-cover', 'true');
  await expect(page.getByText('封面只能上传 JPG、PNG 或 WebP 格式的图片')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '移除封面' })).toBeVisible();
  await expect(page.getByTestId('save-state')).toContainText('已自动保存');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await page.reload();
  await expect(cover).toBeVisible();
  await expect(cover).not.toHaveAttribute('data-default-cover', 'true');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await docShot(page, 'content-editor.png', { fullPage: true });
});

test('report pages: one item by ?id=, documents ranked by reads, library files mapped to stories', async ({ page }) => {
  test.setTimeout(150_000);
  const admin = await apiLogin(page);
  const a = api(page.request, admin.token, admin.webTenId);
  const imageName = `报表配图${stamp}.png`;
  await uploadImage(a, page.request, admin.token, admin.webTenId, imageName);
  const files = await a.get('/api/web-manager/file/manager/page', { pageIndex: 1, pageSize: 5, keyword: `报表配图${stamp}` });
  const fileId = files.list[0].fileId as number;
  const title = `报表稿件${stamp}`;
  const { id } = await a.json('POST', '/api/web-publish/content/save', { type: 1, title, body: `<p>报表正文</p><img src="/x.png" data-file-id="${fileId}">` });
  await a.form('/api/web-publish/content/submit', { id });
  await a.form('/api/web-publish/content/review', { id, pass: 1, opinion: '' });
  const column = await a.json('POST', '/api/release/webcolumn', { name: `报表栏目${stamp}`, portal: 'web' });
  await a.json('PUT', `/api/release/${id}&${column.id}&1`, undefined);
  for (let i = 0; i < 2; i++) await page.request.get(`/api/web-publish/news/${id}`);

  await signIn(page, 'admin', 'Admin_123');
  // 今日报道 → 报道详情 of the item
  await page.goto('/todayReport');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/reportDetails\\?id=${id}$`));
  // the report first (a loaded two-core machine once took more than the default 10 s to load it;
  // until it shows, the 今日报道 tab it was opened from still shows the title as two links), then
  // the report's own title (the 今日报道 tab keeps its links, hidden)
  await expect(page.getByText('最近 14 天阅读')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(title, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('table', { name: '发布栏目' })).toContainText(`报表栏目${stamp}`);
  await docShot(page, 'content-report-details.png', { fullPage: true });
  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page.getByText('点击稿件标题查看详情')).toBeVisible();
  // 选题详情 without an id lists the topics to pick
  await page.goto('/chooseDetails');
  await expect(page.getByText('点击稿件标题查看详情')).toBeVisible();
  await expect(page.getByRole('table', { name: '待审核选题' }).or(page.getByRole('table', { name: '已通过选题' })).first()).toBeVisible();

  // 热门文章: documents ranked by reads, with figures
  await page.goto('/hotArticle');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '近 7 天阅读' })).toBeVisible();
  await docShot(page, 'content-hot-article.png', { fullPage: true });

  // 资源地图: the image → the story using it in its body
  await page.goto('/resourceMap');
  const fileRow = page.getByRole('row', { name: new RegExp(imageName) });
  await expect(fileRow.getByRole('link', { name: title })).toBeVisible();
  await expect(fileRow).toContainText('正文插图/视频');
  await docShot(page, 'content-resource-map.png', { fullPage: true });
  await fileRow.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/reportDetails\\?id=${id}$`));
});

test('the list date filter: 全部 / 近7天 / 近30天 / 近90天, and no day after today can be picked', async ({ page }) => {
  await apiSignIn(page, { account: 'admin', password: 'Admin_123' });
  await page.goto('/fusionRelease/webRelease/list');
  const filter = page.getByRole('group', { name: '日期范围' });
  await expect(filter.locator('button[aria-pressed]')).toHaveText(['全部', '近7天', '近30天', '近90天']);
  await expect(filter.getByRole('button', { name: '全部', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await filter.getByRole('button', { name: '近7天', exact: true }).click();
  await expect(filter.getByRole('button', { name: '近7天', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // today and six days before it, in the browser's zone (Asia/Shanghai, playwright.config.ts)
  const shanghai = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByRole('combobox', { name: '开始日期' })).toHaveValue(shanghai(-6));
  await expect(page.getByRole('combobox', { name: '结束日期' })).toHaveValue(shanghai(0));
  await page.getByRole('combobox', { name: '结束日期' }).click();
  const label = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number);
    const months = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
    return `${d}, ${months[m! - 1]}, ${y}`;
  };
  await expect(page.getByRole('button', { name: label(shanghai(0)), exact: true })).toBeEnabled();
  const tomorrow = page.getByRole('button', { name: label(shanghai(1)), exact: true });
  if (shanghai(1).slice(0, 7) === shanghai(0).slice(0, 7)) await expect(tomorrow).toBeDisabled();
  await docShot(page, 'list-date-filter.png');
  await page.keyboard.press('Escape');
});
