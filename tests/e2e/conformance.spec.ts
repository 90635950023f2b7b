import { expect, test } from '@playwright/test';
import { signIn } from './support/login';
import { docShot } from './support/doc-shot';

// Spec conformance of the shared parts: the paged table every list uses and
// copy-to-clipboard wherever an address is shown. Against the real server and its demo data.
const CHANNELS = '/contentManagement/cloudLiveBroadcast/channel';

test('the shared paged table: loading, total, page-size selector, jumper; rank and merged rows', async ({ page }) => {
  await signIn(page);
  await page.goto(CHANNELS);
  const rows = page.getByTestId('channel-row');
  await expect(rows.filter({ hasText: '新闻综合频道直播' })).toBeVisible();
  const pager = page.getByTestId('table-pager');
  await expect(pager).toContainText(/共 \d+ 条/);
  await expect(pager.getByRole('combobox', { name: '每页条数' })).toHaveText('20 条/页');
  await expect(pager.getByRole('textbox', { name: '前往' })).toBeVisible();
  await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
  await docShot(page, 'paged-table.png');

  // a smaller page size goes back to page 1 and asks the server again
  const asked = page.waitForRequest((r) => r.url().includes('/live/passageway/page') && r.url().includes('pageSize=10'));
  await pager.getByRole('combobox', { name: '每页条数' }).click();
  await page.getByRole('option', { name: '10 条/页' }).click();
  await asked;
  await expect(pager.getByRole('combobox', { name: '每页条数' })).toHaveText('10 条/页');

  // the terminal list: a 序号 column and one merged cell over the rows of the same client
  await page.goto('/terminal/app/list');
  await expect(page.getByRole('columnheader', { name: '序号' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '融媒体客户端' })).toHaveAttribute('rowspan', '2');
});

test('copy-to-clipboard: 复制成功 with the address, the warning 复制内容为空 for an empty one', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto(CHANNELS);
  const pushChannel = page.getByTestId('channel-row').filter({ hasText: '新闻综合频道直播' });
  await pushChannel.getByRole('button', { name: '复制推流地址' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '复制成功' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^rtmp:\/\/.+\/live\//);
  await docShot(page, 'clipboard-copy.png');

  // a pull channel has no push address
  const pullChannel = page.getByTestId('channel-row').filter({ hasText: '体育赛事转播' });
  await pullChannel.getByRole('button', { name: '复制推流地址' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '复制内容为空' })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: '复制内容为空' })).toHaveAttribute('data-type', 'warning');
});
