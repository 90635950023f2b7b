// Scheduled release against the real server: 定时发布 from the release dialog (Beijing time)
// shows in the web release list with its time and a countdown and is cancelled there (asks
// first); a story scheduled a few seconds ahead appears on its own: the list turns it live and
// the public page, which answered 稿件不存在或已下架 before, shows it.
import { expect, test } from '@playwright/test';
import { apiLogin } from './support/login';
import { call } from './support/released-story';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);

test('定时发布: scheduled in the dialog, counted down and cancelled in the list; a story a few seconds ahead goes live on its own', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const me = await apiLogin(page);
  const h = { token: me.token, webTenId: String(me.webTenId), platform: '1' };
  const columnName = `定时栏目${stamp}`;
  const column = await call(page.request, h, 'POST', '/api/release/webcolumn', { name: columnName, portal: 'web' });
  const approved = async (title: string) => {
    const { id } = await call(page.request, h, 'POST', '/api/web-publish/content/save', { type: 1, title, body: `<p>${title}的正文</p>` });
    await call(page.request, h, 'POST', '/api/web-publish/content/submit', { id });
    await call(page.request, h, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '' });
    return id;
  };
  const later = `下周的独家专访${stamp}`;
  const soon = `几秒后解禁的快讯${stamp}`;
  const laterId = await approved(later);
  const soonId = await approved(soon);

  // 定时发布 in the release dialog of the production list.
  await page.goto(`/login4token?token=${encodeURIComponent(me.token)}`);
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  // From the editor of the approved story: 发布到网站 opens the same dialog on the list of its type.
  await page.goto(`/contentProduction/edit?type=1&id=${laterId}`);
  await page.getByRole('button', { name: '发布到网站' }).click();
  await expect(page).toHaveURL(new RegExp(`/contentProduction/manuscripts\\?release=${laterId}&portal=web$`));
  await expect(page.getByRole('dialog').getByRole('radio', { name: '定时发布' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/contentProduction\/manuscripts$/);
  const row = page.getByRole('row').filter({ hasText: later });
  await row.getByRole('button', { name: '发布到网站' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: columnName }).check();
  await dialog.getByRole('radio', { name: '定时发布' }).check();
  // The default: the next whole ten minutes at least half an hour ahead.
  const time = dialog.getByLabel('定时发布时间（北京时间）');
  await expect(time).toHaveValue(/^\d\d:\d0$/);
  const picked = await time.inputValue();
  // No time is refused with its message, shown until the field is right again.
  await time.fill('');
  await dialog.getByRole('button', { name: '定时发布' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请选择定时发布的日期和时间');
  await time.fill(picked);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: '定时下架' }).check();
  await expect(dialog.getByLabel('定时下架时间（北京时间）')).toHaveValue(picked);
  await docShot(dialog, 'content-release-dialog-schedule.png');
  await dialog.getByRole('checkbox', { name: '定时下架' }).uncheck();
  await dialog.getByRole('button', { name: '定时发布' }).click();
  await expect(page.getByText('已定时发布')).toBeVisible();

  // A second story, a few seconds ahead (through the API: the picker works in minutes); 20 s, so
  // a loaded machine still reaches the list before its time.
  await call(page.request, h, 'PUT', `/api/release/${soonId}&${column.id}&1?publishAt=${Date.now() + 20_000}`);
  const reader = await browser.newPage();
  await reader.goto(`/newsDetails/${soonId}`);
  await expect(reader.getByText('稿件不存在或已下架')).toBeVisible();

  await page.goto(`/fusionRelease/webRelease/list?columnId=${column.id}`);
  const soonRow = page.getByRole('row').filter({ hasText: soon });
  const laterRow = page.getByRole('row').filter({ hasText: later });
  await expect(laterRow.getByText('定时发布', { exact: true })).toBeVisible();
  await expect(laterRow.getByText(`将于`, { exact: false })).toContainText(picked);
  await expect(soonRow.getByTestId('release-countdown')).toHaveText(/倒计时 00:00:[0-2]\d/);
  await docShot(page, 'content-release-scheduled.png', { fullPage: true });

  // It goes live on its own: the list loads again at its time, the reader's page shows it.
  await expect(soonRow.getByRole('button', { name: '下架' })).toBeVisible({ timeout: 40_000 });
  await expect(soonRow.getByTestId('release-countdown')).toHaveCount(0);
  await reader.reload();
  await expect(reader.getByRole('heading', { name: soon })).toBeVisible();

  // 取消 asks first, then the scheduled release is gone.
  await laterRow.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText(`确定取消《${later}》的定时发布吗？`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消定时发布')).toBeVisible();
  await expect(laterRow).toHaveCount(0);
  await reader.close();
});
