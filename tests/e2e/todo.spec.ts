// 待我处理 end to end (docs/todo.md): a 记者 of one desk opens the dashboard and sees only the
// rows they can act on (their rejected story, no review row, no tenant counters); the count opens
// 文稿 filtered to 我的稿件 + 已驳回. A 初审 reviewer of the same desk watches 待我审核 move from 0
// to 1 without a reload when the 记者 submits a story, and the count opens the queue at their level.
import { expect, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { consoleSession } from './support/console-session';
import { docShot } from './support/doc-shot';
import { call } from './support/released-story';

const stamp = Date.now().toString(36);
const PASSWORD = 'Pass_1234';
const REJECTED = `被驳回的稿件${stamp}`;
const FRESH = `新送审稿件${stamp}`;

test('待我处理: a narrow user’s rows, a count opening its list, a count moving live', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await consoleSession(page);
  const h = { token: admin.token, webTenId: String(admin.webTenId), platform: '1' };
  const roles = ((await (await page.request.get('/api/web-conf/role/manager/page', { headers: h, params: { pageIndex: 1, pageSize: 100 } })).json()) as { data: { list: { id: number; name: string }[] } }).data.list;
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const dept = await call(page.request, h, 'POST', '/api/weborganization', { name: `待办部${stamp}` });
  const reporterAccount = `todorep${stamp}`;
  const reviewerAccount = `todorev${stamp}`;
  await call(page.request, h, 'POST', '/api/user', { account: reporterAccount, name: `记者${stamp.slice(-3)}`, password: PASSWORD, organizationId: dept.id, roleIds: [roleId('记者')] });
  await call(page.request, h, 'POST', '/api/user', { account: reviewerAccount, name: `初审${stamp.slice(-3)}`, password: PASSWORD, organizationId: dept.id, roleIds: [roleId('初审')] });

  // the 记者's story was sent back (through the API)
  const reporterPage = await (await browser.newContext()).newPage();
  const reporter = await consoleSession(reporterPage, { account: reporterAccount, password: PASSWORD });
  const rh = { token: reporter.token, webTenId: String(reporter.webTenId), platform: '1' };
  const old = await call(reporterPage.request, rh, 'POST', '/api/web-publish/content/save', { type: 1, title: REJECTED, body: '<p>本台记者报道。</p>' });
  await call(reporterPage.request, rh, 'POST', '/api/web-publish/content/submit', { id: old.id });
  await call(page.request, h, 'POST', '/api/web-publish/content/review', { id: old.id, pass: 0, opinion: '请补充采访' });

  // the 初审 reviewer of the same desk keeps the dashboard open
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await consoleSession(reviewer, { account: reviewerAccount, password: PASSWORD });
  await reviewer.goto('/dashboard/index');
  const reviewRow = reviewer.getByTestId('todo-review');
  await expect(reviewRow.getByTestId('todo-count')).toHaveText('0');

  // the 记者's dashboard: only what they can act on
  await reporterPage.goto('/dashboard/index');
  const panel = reporterPage.getByRole('region', { name: '待我处理' });
  const rejected = panel.getByTestId('todo-rejected');
  await expect(rejected.getByTestId('todo-count')).toHaveText('1');
  await expect(panel.getByTestId('todo-review')).toHaveCount(0);
  await expect(reporterPage.getByRole('region', { name: '业务数据' })).toHaveCount(0);
  await docShot(reporterPage, 'todo-dashboard.png', { fullPage: true });
  expect((await axeFindings(reporterPage)).failing).toEqual([]);

  // the count opens 文稿 filtered to 我的稿件 + 已驳回: exactly that story
  await rejected.getByTestId('todo-count').click();
  await expect(reporterPage).toHaveURL(/\/contentProduction\/manuscripts\?own=1&status=2$/);
  await expect(reporterPage.getByRole('row').filter({ hasText: REJECTED })).toBeVisible();
  await expect(reporterPage.getByRole('table').getByRole('row')).toHaveCount(2);

  // the 记者 submits a new story: the reviewer's count moves without a reload
  const fresh = await call(reporterPage.request, rh, 'POST', '/api/web-publish/content/save', { type: 1, title: FRESH, body: '<p>全市今天开展消防演练。</p>' });
  await call(reporterPage.request, rh, 'POST', '/api/web-publish/content/submit', { id: fresh.id });
  await expect(reviewRow.getByTestId('todo-count')).toHaveText('1');
  await docShot(reviewer, 'todo-dashboard-reviewer.png', { fullPage: true });
  await reviewRow.getByTestId('todo-count').click();
  await expect(reviewer).toHaveURL(/\/contentProduction\/review\/1\?atMyLevel=1$/);
  await expect(reviewer.getByRole('combobox', { name: '审核范围' })).toHaveText('待我审核');
  await expect(reviewer.getByRole('row').filter({ hasText: FRESH })).toBeVisible();
  await reviewerContext.close();
  await reporterPage.context().close();

  // the administrator: every row, the tenant counters below
  await page.goto('/dashboard/index');
  await expect(page.getByTestId('todo-gaps')).toBeVisible();
  await expect(page.getByRole('region', { name: '业务数据' })).toBeVisible();
  await docShot(page, 'todo-dashboard-admin.png', { fullPage: true });
});
