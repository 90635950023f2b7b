// Cached tabs (issue 12 part 5): a list filtered and paged keeps its filter and page when the
// operator switches to another tab and back; a closed tab releases its state, so opening the
// page again starts fresh. Against the real server: the items are written through the API.
import { expect, test } from '@playwright/test';
import { apiLogin, login } from './support/login';

const stamp = `保留${Date.now().toString(36)}`;

test('a tab keeps its list filter and page; a closed tab opens fresh', async ({ page }) => {
  // twelve documents sharing one word: with 10 a page, the filtered list has two pages
  const session = await apiLogin(page);
  const headers = { token: session.token, webTenId: String(session.webTenId), platform: '1' };
  for (let i = 1; i <= 12; i++) {
    const res = await page.request.post('/api/web-publish/content/save', { headers, data: { type: 1, title: `${stamp}-${i}`, body: '<p>正文</p>' } });
    expect((await res.json()).code).toBe(200);
  }

  await login(page);
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
  await page.screenshot({ path: 'docs/screenshots/kept-tab-list.png' });

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
