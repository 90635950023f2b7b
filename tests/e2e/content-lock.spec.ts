// The soft edit lock with two browsers as two users: 王晓 opens a story and holds the lock; the
// administrator sees 「王晓 正在编辑」 in the list and in the editor and takes over; 王晓's editor
// says so at once (message socket) and stops autosaving; 王晓's text stays, and the save after
// the administrator's refused with 409 shows both versions side by side.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin } from './support/login';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);
const WANG = { account: `wx${stamp}`.slice(0, 20), password: 'Editor_123' };

/** One call's `data` (throws unless code 200). */
async function call<T>(page: Page, headers: Record<string, string>, method: string, url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A page of its own browser context signed in with `token` (through /login4token). */
async function signedIn(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/login4token?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  return page;
}

test('two editors: presence, take-over, and the first editor’s text kept after a 409', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(page);
  const h = { token: admin.token, webTenId: String(admin.webTenId), platform: '1' };
  const roles = await call<{ list: { id: number }[] }>(page, h, 'GET', `/api/web-conf/role/manager/page?name=${encodeURIComponent('稿件编辑')}&pageIndex=1&pageSize=10`);
  const orgs = await call<{ id: number }[]>(page, h, 'GET', '/api/weborganization/listForCombo');
  await call(page, h, 'POST', '/api/user', { account: WANG.account, name: '王晓', password: WANG.password, organizationId: orgs[0]?.id, roleIds: [roles.list[0]!.id] });
  const title = `两人同改${stamp}`;
  const { id } = await call<{ id: number }>(page, h, 'POST', '/api/web-publish/content/save', { type: 1, title, body: '<p>原来的正文</p>' });
  const editorUrl = `/contentProduction/edit?type=1&id=${id}`;

  // 王晓 opens the story first and holds the lock
  const wangPage = await signedIn(browser, (await apiLogin(page, { account: WANG.account, password: WANG.password })).token);
  await wangPage.goto(editorUrl);
  await expect(wangPage.getByPlaceholder('请输入标题（不超过100个字）')).toHaveValue(title);

  // the administrator sees who edits it, in the list and in the editor, and takes over
  const adminPage = await signedIn(browser, admin.token);
  await adminPage.goto('/contentProduction/manuscripts');
  await expect(adminPage.getByRole('row').filter({ hasText: title }).getByTestId('locked-by')).toHaveText('王晓 正在编辑');
  await adminPage.goto(editorUrl);
  const banner = adminPage.getByTestId('lock-banner');
  await expect(banner).toContainText('王晓 正在编辑');
  await docShot(adminPage, 'content-lock-presence.png');
  await banner.getByRole('button', { name: '接管编辑' }).click();
  await expect(banner).toBeHidden();

  // 王晓 is told at once; autosave stops, the text stays
  const wangBanner = wangPage.getByTestId('lock-banner');
  await expect(wangBanner).toContainText('管理员 接管了编辑');
  await wangPage.getByPlaceholder('请输入摘要').fill('王晓写的摘要');

  // the administrator edits and the autosave stores it
  await adminPage.getByPlaceholder('请输入标题（不超过100个字）').fill(`${title}（管理员改）`);
  await expect(adminPage.getByTestId('save-state')).toContainText('已自动保存');

  // 王晓 saves anyway: refused (409), both versions on screen, nothing typed lost
  await expect(wangPage.getByTestId('save-state')).toContainText('有未保存的修改');
  await wangPage.getByRole('button', { name: '保存草稿' }).click();
  const conflict = wangPage.getByTestId('save-conflict');
  await expect(conflict.getByTestId('conflict-mine')).toContainText('王晓写的摘要');
  await expect(conflict.getByTestId('conflict-theirs')).toContainText(`${title}（管理员改）`);
  // and what differs: the summary 王晓 added, the title words the administrator added
  const diff = conflict.getByTestId('conflict-diff');
  await expect(diff.getByTestId('diff-summary').locator('ins').first()).toBeVisible();
  await expect(diff.getByTestId('diff-summary')).toContainText('王晓写的摘要');
  await expect(diff.getByTestId('diff-title').locator('del').first()).toBeVisible();
  await expect(diff.getByTestId('diff-title')).toContainText('管理员');
  await expect(wangPage.getByPlaceholder('请输入摘要')).toHaveValue('王晓写的摘要');
  await docShot(wangPage, 'content-lock-conflict.png', { fullPage: true });
  await wangPage.context().close();
  await adminPage.context().close();
});
