// The 三审 chain end to end: the administrator builds a three-level chain for 文稿 from the role
// presets (初审, 复审, 终审) on the 审核流程 screen; a 记者's story passes 初审 and 复审 through
// the API as users of those roles; the 终审 reviewer sees it waiting at 终审 in the queue and
// sends it back to the author with a reason in the review dialog; the 记者 reads the reason in the
// editor. The chain is put back to the default one level afterwards (other specs review 文稿 as
// the administrator on the same server).
import { expect, test } from '@playwright/test';
import { consoleSession } from './support/console-session';
import { axeFindings } from './support/axe';
import { docShot } from './support/doc-shot';
import { call } from './support/released-story';

const stamp = Date.now().toString(36);
const TITLE = `三审稿件${stamp}`;
const REASON = '标题与事实不符，请核实后再送审';
const PASSWORD = 'Pass_1234';

test('a story climbs the 三审 chain and 终审 sends it back to the author with a reason', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await consoleSession(page);
  const h = { token: admin.token, webTenId: String(admin.webTenId), platform: '1' };
  const get = async <T>(url: string, params: Record<string, string | number> = {}): Promise<T> => ((await (await page.request.get(url, { headers: h, params })).json()) as { data: T }).data;
  const roles = (await get<{ list: { id: number; name: string }[] }>('/api/web-conf/role/manager/page', { pageIndex: 1, pageSize: 100 })).list;
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const dept = await call(page.request, h, 'POST', '/api/weborganization', { name: `三审部${stamp}` });
  const people: Record<string, { account: string; headers?: Record<string, string> }> = {};
  for (const [key, role] of [['reporter', '记者'], ['first', '初审'], ['second', '复审'], ['third', '终审']] as const) {
    const account = `${key}${stamp}`;
    await call(page.request, h, 'POST', '/api/user', { account, name: `${role}${stamp.slice(-3)}`, password: PASSWORD, organizationId: dept.id, roleIds: [roleId(role)] });
    people[key] = { account };
  }
  const headersOf = async (account: string) => {
    const res = await page.request.post('/api/web-basic/login/back/remix', { form: { domainName: 'demo', account, password: PASSWORD } });
    const me = (await res.json()).data as { token: string; webTenId: number };
    return { token: me.token, webTenId: String(me.webTenId), platform: '1' };
  };

  try {
    // the administrator builds the chain on the screen
    await page.goto('/contentProduction/reviewFlow');
    await expect(page.getByRole('tab', { name: '文稿' })).toHaveAttribute('aria-selected', 'true');
    const level1 = page.getByTestId('flow-level-1');
    await level1.getByLabel('第 1 级名称').fill('初审');
    await level1.getByRole('checkbox', { name: '初审', exact: true }).check();
    await page.getByRole('button', { name: '添加一级' }).click();
    const level2 = page.getByTestId('flow-level-2');
    await expect(level2.getByLabel('第 2 级名称')).toHaveValue('复审');
    await level2.getByRole('checkbox', { name: '复审', exact: true }).check();
    await page.getByRole('button', { name: '添加一级' }).click();
    const level3 = page.getByTestId('flow-level-3');
    await expect(level3.getByLabel('第 3 级名称')).toHaveValue('终审');
    await level3.getByRole('checkbox', { name: '终审', exact: true }).check();
    await expect(page.getByRole('button', { name: '添加一级' })).toBeDisabled();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('审核流程已保存')).toBeVisible();
    await docShot(page, 'review-chain-settings.png');
    expect((await axeFindings(page)).failing).toEqual([]);
    const flows = await get<{ type: number; levels: { name: string; roleIds: number[] }[] }[]>('/api/web-publish/review/flow');
    expect(flows.find((f) => f.type === 1)!.levels).toEqual([
      { level: 1, name: '初审', roleIds: [roleId('初审')] },
      { level: 2, name: '复审', roleIds: [roleId('复审')] },
      { level: 3, name: '终审', roleIds: [roleId('终审')] },
    ]);

    // the reporter's story passes 初审 and 复审 through the API
    const reporter = await headersOf(people.reporter!.account);
    const { id } = await call(page.request, reporter, 'POST', '/api/web-publish/content/save', { type: 1, title: TITLE, body: '<p>本台记者报道，全市今天开展消防演练。</p>' });
    await call(page.request, reporter, 'POST', '/api/web-publish/content/submit', { id });
    await call(page.request, await headersOf(people.first!.account), 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '' });
    await call(page.request, await headersOf(people.second!.account), 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '同意' });

    // 终审 sends it back to the author with a reason in the review dialog
    const thirdContext = await browser.newContext();
    const third = await thirdContext.newPage();
    await consoleSession(third, { account: people.third!.account, password: PASSWORD });
    await third.goto('/contentProduction/review/1');
    const row = third.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByTestId('waiting-level')).toHaveText('终审');
    await docShot(third, 'review-chain-queue.png');
    await row.getByRole('button', { name: '审核' }).click();
    const dialog = third.getByRole('dialog');
    await expect(dialog.getByTestId('review-level')).toHaveText('审核级别：终审（第 3 级，共 3 级）');
    await expect(dialog.getByText(/【初审】/)).toBeVisible();
    await dialog.getByLabel('审核意见').fill(REASON);
    await expect(dialog.getByLabel('退回到')).toHaveValue('0');
    await docShot(dialog, 'review-chain-dialog.png');
    expect((await axeFindings(third)).failing).toEqual([]);
    await dialog.getByRole('button', { name: '驳回' }).click();
    await expect(dialog.getByText(`驳回：${REASON}`)).toBeVisible();
    await thirdContext.close();

    // the reporter reads the reason in the editor
    const reporterContext = await browser.newContext();
    const author = await reporterContext.newPage();
    await consoleSession(author, { account: people.reporter!.account, password: PASSWORD });
    await author.goto(`/contentProduction/edit?type=1&id=${id}`);
    await expect(author.getByTestId('rejection-reason')).toContainText(REASON);
    await reporterContext.close();
  } finally {
    await call(page.request, h, 'POST', '/api/web-publish/review/flow', { type: 1, levels: [{ name: '审核', roleIds: [] }] });
  }
});
