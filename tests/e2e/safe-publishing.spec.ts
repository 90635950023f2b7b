// What readers see changes only when a reviewer approves it: a reporter edits a live story while
// a reader keeps its public page open (unchanged after a reload), a reviewer opens the review
// dialog, sees what changes for readers (the diff against the live version) and approves; the
// reader reloads and sees the update. Also: the editor's history panel.
import { expect, test } from '@playwright/test';
import { consoleSession } from './support/console-session';
import { docShot } from './support/doc-shot';
import { call, releasedStory } from './support/released-story';

const stamp = Date.now().toString(36);
const LIVE_TITLE = `线上稿件${stamp}`;
const NEW_TITLE = `更新后的稿件${stamp}`;
const LIVE_BODY = '市政府今天召开新闻发布会，介绍城市更新计划。';
const REVIEWER = { account: `rev${stamp}`, password: 'Review_123' };

test('an edit of a live story reaches readers only after the reviewer approves what they saw', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = await releasedStory(page, LIVE_TITLE, `安全发布${stamp}`, `<p>${LIVE_BODY}</p>`);
  const admin = await consoleSession(page);
  const h = { token: admin.token, webTenId: String(admin.webTenId), platform: '1' };
  const get = async <T>(url: string, params: Record<string, string | number> = {}): Promise<T> => ((await (await page.request.get(url, { headers: h, params })).json()) as { data: T }).data;
  // the reviewer: a second user holding the review rights (role 稿件审核 seeded by the server)
  const roles = await get<{ list: { id: number }[] }>('/api/web-conf/role/manager/page', { name: '稿件审核', pageIndex: 1, pageSize: 10 });
  const orgs = await get<{ id: number }[]>('/api/weborganization/listForCombo');
  await call(page.request, h, 'POST', '/api/user', { account: REVIEWER.account, name: '值班审核', password: REVIEWER.password, organizationId: orgs[0]?.id, roleIds: [roles.list[0].id] });

  // the reader keeps the public page open
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/newsDetails/${id}`);
  await expect(reader.getByRole('heading', { name: LIVE_TITLE })).toBeVisible();

  // the reporter edits the live story: title and body
  await page.goto(`/contentProduction/edit?type=1&id=${id}`);
  const title = page.getByPlaceholder('请输入标题（不超过100个字）');
  await expect(title).toHaveValue(LIVE_TITLE);
  await title.fill(NEW_TITLE);
  const body = page.getByTestId('rich-text');
  await body.click();
  await page.keyboard.press('End');
  await page.keyboard.type('明天起征求市民意见。');
  await expect(page.getByTestId('save-state')).toContainText('已自动保存');
  await expect(page.getByTestId('editor-status')).toContainText('有待审修改');

  // the history panel: every revision and status change, two saved revisions compared
  await page.getByRole('button', { name: '版本历史' }).click();
  const history = page.getByRole('dialog', { name: '版本历史' });
  await expect(history.getByTestId('history-entry').first()).toBeVisible();
  await expect(history.getByTestId('history-entry').filter({ hasText: '通过' })).toHaveCount(1);
  // compare the newest revision with the first one, the version readers see
  await history.getByRole('checkbox', { name: '选择第 1 版进行比较' }).check();
  await expect(history.getByTestId('revision-diff')).toContainText('比较：第 1 版');
  await expect(history.getByTestId('diff-title')).toContainText(NEW_TITLE);
  await docShot(history, 'content-history-panel.png');
  await history.getByRole('button', { name: '关闭' }).click();

  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('稿件已进入审核队列。')).toBeVisible();

  // until approval the reader's page is the live version
  await reader.reload();
  await expect(reader.getByRole('heading', { name: LIVE_TITLE })).toBeVisible();
  await expect(reader.getByTestId('article-body')).not.toContainText('征求市民意见');

  // the reviewer sees the diff against the live version first, then approves
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await consoleSession(reviewer, REVIEWER);
  await reviewer.goto('/contentProduction/review/1');
  await reviewer.getByRole('row').filter({ hasText: LIVE_TITLE }).getByRole('button', { name: '审核' }).click();
  const dialog = reviewer.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: '修改对比' })).toHaveAttribute('aria-selected', 'true');
  const diff = dialog.getByTestId('revision-diff');
  await expect(diff).toContainText('比较：线上版本 → 第');
  await expect(diff.getByTestId('diff-title').locator('del').first()).toContainText('线上');
  await expect(diff.getByTestId('diff-title').locator('ins').first()).toContainText('更新');
  await expect(diff.getByTestId('diff-body').locator('ins')).toContainText('征求市民意见');
  await docShot(diff, 'content-revision-diff.png');
  await docShot(reviewer, 'content-review-diff.png');
  await dialog.getByRole('button', { name: '通过' }).click();
  await expect(dialog.getByText('通过', { exact: true })).toBeVisible();
  await reviewerContext.close();

  await reader.reload();
  await expect(reader.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
  await expect(reader.getByTestId('article-body')).toContainText('征求市民意见');
  await readerContext.close();
});
