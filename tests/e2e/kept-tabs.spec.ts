// Cached tabs (docs/wiring.md): a list filtered and paged keeps its filter and page when the
// operator switches to another tab and back; a closed tab releases its state, so opening the
// page again starts fresh. Against the real server: the items are written through the API.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, signIn } from './support/login';
import { docShot } from './support/doc-shot';

const stamp = `保留${Date.now().toString(36)}`;

test('a tab keeps its list filter and page; a closed tab opens fresh', async ({ page }) => {
  // twelve documents sharing one word: with 10 a page, the filtered list has two pages
  const session = await apiLogin(page);
  const headers = { token: session.token, webTenId: String(session.webTenId), platform: '1' };
  for (let i = 1; i <= 12; i++) {
    const res = await page.request.post('/api/web-publish/content/save', { headers, data: { type: 1, title: `${stamp}-${i}`, body: '<p>正文</p>' } });
    expect((await res.json()).code).toBe(200);
  }

  await signIn(page);
  await page.goto('/contentProduction/manuscripts');
  const table = page.getByRole('table', { name: '文稿' });
  const pager = page.getByTestId('table-pager');
  const keyword = page.getByLabel('关键词');
  await keyword.fill(stamp);
  await keyword.press('Enter');
  await expect(pager).toContainText('共 12 条');
  await expect(pager).toContainText('1 / 2');
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(pager).toContainText('2 / 2');
  await expect(table.getByRole('row')).toHaveCount(3); // the header and the last two

  // another tab, then back through the tab strip: filter and page are as they were left
  await page.getByTestId('side-bar').getByRole('link', { name: '视频' }).click();
  await expect(page).toHaveURL(/\/contentProduction\/newVideo$/);
  await expect(page.getByRole('table', { name: '视频' })).toBeVisible();
  const manuscriptsTab = page.locator('[data-testid="tab"][data-path="/contentProduction/manuscripts"]');
  await manuscriptsTab.getByRole('link').click();
  await expect(page).toHaveURL(/\/contentProduction\/manuscripts$/);
  await expect(keyword).toHaveValue(stamp);
  await expect(pager).toContainText('共 12 条');
  await expect(pager).toContainText('2 / 2');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(`${stamp}-1`);
  await docShot(page, 'kept-tab-list.png');

  // closed (from another tab) and opened again: a fresh list
  await page.getByTestId('side-bar').getByRole('link', { name: '视频' }).click();
  await expect(page).toHaveURL(/\/contentProduction\/newVideo$/);
  await manuscriptsTab.getByRole('button', { name: /关闭/ }).click();
  await expect(manuscriptsTab).toHaveCount(0);
  await page.getByTestId('side-bar').getByRole('link', { name: '文稿' }).click();
  await expect(page).toHaveURL(/\/contentProduction\/manuscripts$/);
  await expect(keyword).toHaveValue('');
  await expect(pager).toContainText('1 / ');
});

/** The 控制台 tab (always open). */
const home = '/dashboard/index';
/** The tab of `path` in the tab strip. */
const tabOf = (page: Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);

/** Leaves the tab of `path` for the 控制台 tab and comes back through the tab strip. */
async function awayAndBack(page: Page, path: string) {
  await tabOf(page, home).getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await tabOf(page, path).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Closes the tab of `path` from the 控制台 tab and opens the page again (the browser's back, inside the app). */
async function closeAndReopen(page: Page, path: string) {
  await tabOf(page, home).getByRole('link').click();
  // on 控制台 before the close: closing the tab still shown would itself move to a neighbour
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await tabOf(page, path).getByRole('button', { name: /关闭/ }).click();
  await expect(tabOf(page, path)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('违禁词 keeps its keyword and page across tabs; closed, it opens fresh', async ({ page }) => {
  const words = '/interaction/forbiddenWords';
  await signIn(page);
  await page.goto(words);
  // twenty-two words sharing the stamp: with 20 a page, the filtered list has two pages
  await page.getByLabel('添加违禁词').fill(Array.from({ length: 22 }, (_, i) => `${stamp}词${i + 1}`).join('\n'));
  await page.getByRole('button', { name: '添加' }).click();
  const pager = page.getByTestId('table-pager');
  const keyword = page.getByLabel('关键字');
  // the filter is typed once the list is back (added, then loaded)
  await expect(page.getByText('已添加22个违禁词')).toBeVisible();
  await expect(page.getByTestId('forbidden-row').filter({ hasText: stamp }).first()).toBeVisible(); // newest first
  await expect(page.getByRole('button', { name: '查询' })).toBeEnabled();
  await keyword.fill(stamp);
  await expect(keyword).toHaveValue(stamp);
  await page.getByRole('button', { name: '查询' }).click();
  // on a fresh tenant the unfiltered list holds the same 22 words: wait for the filtered page itself
  await expect(page.getByRole('button', { name: '查询' })).toBeEnabled();
  await expect(pager).toContainText('共 22 条');
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(pager).toContainText('2 / 2');
  await expect(page.getByTestId('forbidden-row')).toHaveCount(2);

  // the 控制台 tab, then back through the tab strip: keyword and page as they were left
  await awayAndBack(page, words);
  await expect(keyword).toHaveValue(stamp);
  await expect(pager).toContainText('共 22 条');
  await expect(pager).toContainText('2 / 2');
  await expect(page.getByTestId('forbidden-row')).toHaveCount(2);

  // closed (from the 控制台 tab) and opened again (the browser's back, inside the app): a fresh list
  await closeAndReopen(page, words);
  await expect(keyword).toHaveValue('');
  await expect(pager).toContainText('1 / ');
});

test('电视直播 keeps its search and page across tabs; closed, it opens fresh', async ({ page }) => {
  const tv = '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast';
  const { token } = await apiLogin(page);
  for (let i = 1; i <= 22; i++) {
    const res = await page.request.post('/api/web-manager/live/tv/add', { form: { liveTvName: `${stamp}台${i}` }, headers: { token } });
    expect((await res.json()).code).toBe(200);
  }
  try {
    await signIn(page);
    await page.goto(tv);
    const list = page.getByTestId('tv-channels');
    const pager = page.getByTestId('table-pager');
    const search = page.getByLabel('搜索频道名称，回车查询');
    await expect(list.getByRole('row').nth(1)).toBeVisible(); // the first page is in
    await search.fill(stamp);
    await search.press('Enter');
    await expect(pager).toContainText('共 22 条');
    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(pager).toContainText('2 / 2');
    await expect(list.getByRole('row')).toHaveCount(3); // the header and the last two

    // the 控制台 tab, then back through the tab strip
    await awayAndBack(page, tv);
    await expect(search).toHaveValue(stamp);
    await expect(pager).toContainText('2 / 2');
    await expect(list.getByRole('row')).toHaveCount(3);

    // closed (from the 控制台 tab) and opened again (the browser's back, inside the app): a fresh list
    await closeAndReopen(page, tv);
    await expect(search).toHaveValue('');
    await expect(pager).toContainText('1 / ');
  } finally {
    // other specs share this server and find the seeded 综合频道 on the list's first page: the
    // twenty-two channels go again, also when a step above failed
    const made = await page.request.get('/api/web-manager/live/tv/page', { params: { keyword: stamp, pageIndex: 1, pageSize: 100 }, headers: { token } });
    const ids = ((await made.json()).data.list as { liveTvId: number }[]).map((c) => c.liveTvId);
    expect(ids).toHaveLength(22);
    const gone = await page.request.post('/api/web-manager/live/tv/delete', { form: { liveTvId: ids.join(',') }, headers: { token } });
    expect((await gone.json()).data.deleted).toBe(22);
  }
});

test('用户管理 keeps its name filter and page across tabs; closed, it opens fresh', async ({ page }) => {
  const users = '/system/user';
  const session = await apiLogin(page);
  const headers = { token: session.token, webTenId: String(session.webTenId), platform: '1' };
  // eleven users sharing the stamp in one new department: with 10 a page, the filtered list has two pages
  const dept = await page.request.post('/api/weborganization', { headers, data: { name: `${stamp}部`, parentId: 0, remark: '' } });
  const organizationId = (await dept.json()).data.id as number;
  const roles = await page.request.get('/api/web-conf/role/manager/page', { headers, params: { pageIndex: 1, pageSize: 10 } });
  const roleId = (await roles.json()).data.list[0].id as number;
  const account = `kept${Date.now().toString(36)}`;
  for (let i = 1; i <= 11; i++) {
    const res = await page.request.post('/api/user', { headers, data: { account: `${account}${i}`, name: `${stamp}用户${i}`, password: 'Kept_123456', organizationId, roleIds: [roleId] } });
    expect((await res.json()).code).toBe(200);
  }

  await signIn(page);
  await page.goto(users);
  const table = page.getByRole('table', { name: '用户管理' });
  const pager = page.getByTestId('table-pager');
  const name = page.getByLabel('姓名');
  await expect(table.getByRole('row').nth(1)).toBeVisible(); // the first page is in
  await name.fill(stamp);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(pager).toContainText('共 11 条');
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(pager).toContainText('2 / 2');
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the last one

  // the 控制台 tab, then back through the tab strip: name filter and page as they were left
  await awayAndBack(page, users);
  await expect(name).toHaveValue(stamp);
  await expect(pager).toContainText('共 11 条');
  await expect(pager).toContainText('2 / 2');
  await expect(table.getByRole('row')).toHaveCount(2);

  // closed (from the 控制台 tab) and opened again (the browser's back, inside the app): a fresh list
  await closeAndReopen(page, users);
  await expect(name).toHaveValue('');
  await expect(pager).toContainText('1 / ');
  await expect(pager).not.toContainText('共 11 条');
});
