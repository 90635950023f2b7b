// The newsroom workflow end to end: the administrator builds a three-level chain for 文稿 from the
// role presets (初审, 复审, 终审) on the 审核流程 screen; a 记者's story passes 初审 and 复审
// through the API as users of those roles; meanwhile the newsroom bans a word the story holds and
// 智能审核 is on. The 终审 reviewer finds the story in the queue (待我审核, its default view), sees
// the forbidden word marked in the review dialog and sends it back to the author with a reason;
// the 记者 reads the reason in the editor, is refused on 提交审核 with the word marked, fixes the
// summary and resubmits; it climbs the chain again, passes 终审 and is released (readers see it).
// A second 记者 in another department never sees the story in any list, at any stage. The chain
// and the switch are put back afterwards (other specs review 文稿 as the administrator on the
// same server).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { consoleSession } from './support/console-session';
import { axeFindings } from './support/axe';
import { docShot } from './support/doc-shot';
import { call } from './support/released-story';

const stamp = Date.now().toString(36);
const TITLE = `三审稿件${stamp}`;
const REASON = '摘要含违禁词，标题与事实不符，请核实后再送审';
const WORD = `禁用语${stamp.slice(-4)}`;
const PASSWORD = 'Pass_1234';
type Headers = Record<string, string>;

/** The ids a list call answers (data.list or data), or null when the caller may not open that list (403). */
async function listed(request: APIRequestContext, h: Headers, url: string, key = 'id'): Promise<number[] | null> {
  const res = await request.get(url, { headers: h });
  if (res.status() === 403) return null;
  const body = (await res.json()) as { code: number; data: { list?: Record<string, number>[] } | Record<string, number>[] };
  expect(body.code, url).toBe(200);
  const rows = Array.isArray(body.data) ? body.data : (body.data.list ?? []);
  return rows.map((r) => r[key]!);
}

test('the newsroom workflow: 三审 with a send-back, smart audit, resubmission, release, and another desk that never sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await consoleSession(page);
  const h = { token: admin.token, webTenId: String(admin.webTenId), platform: '1' };
  const get = async <T>(url: string, params: Record<string, string | number> = {}): Promise<T> => ((await (await page.request.get(url, { headers: h, params })).json()) as { data: T }).data;
  const roles = (await get<{ list: { id: number; name: string }[] }>('/api/web-conf/role/manager/page', { pageIndex: 1, pageSize: 100 })).list;
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const dept = await call(page.request, h, 'POST', '/api/weborganization', { name: `三审部${stamp}` });
  const otherDept = await call(page.request, h, 'POST', '/api/weborganization', { name: `评论部${stamp}` });
  const people: Record<string, { account: string }> = {};
  for (const [key, role, organizationId] of [
    ['reporter', '记者', dept.id],
    ['first', '初审', dept.id],
    ['second', '复审', dept.id],
    ['third', '终审', dept.id],
    ['outsider', '记者', otherDept.id],
  ] as const) {
    const account = `${key}${stamp}`;
    await call(page.request, h, 'POST', '/api/user', { account, name: `${role}${key === 'outsider' ? '乙' : ''}${stamp.slice(-3)}`, password: PASSWORD, organizationId, roleIds: [roleId(role)] });
    people[key] = { account };
  }
  const headersOf = async (account: string) => {
    const res = await page.request.post('/api/web-basic/login/back/remix', { form: { domainName: 'demo', account, password: PASSWORD } });
    const me = (await res.json()).data as { token: string; webTenId: number };
    return { token: me.token, webTenId: String(me.webTenId), platform: '1' };
  };
  const smartAudit = (on: '0' | '1') => page.request.post('/api/web-conf/configuration/manager/add/30', { headers: h, form: { SmartAuditSwich: on } });
  const switches = await get<{ comConfKey: string; webConfValue: string }[]>('/api/web-conf/configuration/manager/tenant/list', { comConfType: 30 });
  const auditWas = switches.find((s) => s.comConfKey === 'SmartAuditSwich')?.webConfValue === '1' ? '1' : '0';

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
    const first = await headersOf(people.first!.account);
    const second = await headersOf(people.second!.account);
    const third = await headersOf(people.third!.account);
    const outsider = await headersOf(people.outsider!.account);
    const { id } = await call(page.request, reporter, 'POST', '/api/web-publish/content/save', {
      type: 1,
      title: TITLE,
      summary: `现场发现${WORD}字样`,
      body: '<p>本台记者报道，全市今天开展消防演练。</p>',
    });
    await call(page.request, reporter, 'POST', '/api/web-publish/content/submit', { id });
    await call(page.request, first, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '' });
    await call(page.request, second, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '同意' });

    // the other desk's 记者 sees it in no list and may not open it (404, as for another tenant's id)
    const column = await call(page.request, h, 'POST', '/api/release/webcolumn', { name: `三审栏目${stamp}`, portal: 'web' });
    const neverSeen = async () => {
      for (const [url, key] of [
        ['/api/web-publish/content/page?pageSize=100', 'id'],
        [`/api/web-publish/content/page?pageSize=100&keyWord=${encodeURIComponent(TITLE)}`, 'id'],
        ['/api/web-publish/content/page?status=1&pageSize=100', 'id'],
        ['/api/web-publish/content/page?status=1&mine=1&pageSize=100', 'id'],
        ['/api/web-publish/content/page?status=4&pageSize=100', 'id'],
        [`/api/release?columnId=${column.id}&pageSize=100`, 'contentId'],
        ['/api/release/Newest?limit=50', 'contentId'],
        ['/api/web-publish/report/newest?limit=50', 'contentId'],
      ] as const) {
        expect((await listed(page.request, outsider, url, key)) ?? [], url).not.toContain(id);
      }
      const detail = await page.request.get('/api/web-publish/content/detail', { headers: outsider, params: { id } });
      expect(detail.status()).toBe(404);
    };
    await neverSeen();

    // the newsroom bans a word the story holds, with 智能审核 on
    expect((await smartAudit('1')).ok()).toBe(true);
    await call(page.request, h, 'POST', '/api/web-publish/forbidden/word', { words: [WORD] });

    // 终审 finds it waiting at its level (待我审核), sees the word marked and sends it back to the author
    const thirdContext = await browser.newContext();
    const thirdPage = await thirdContext.newPage();
    await consoleSession(thirdPage, { account: people.third!.account, password: PASSWORD });
    await thirdPage.goto('/contentProduction/review/1');
    await expect(thirdPage.getByRole('combobox', { name: '审核范围' })).toHaveText('待我审核');
    const row = thirdPage.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByTestId('waiting-level')).toHaveText('终审');
    await docShot(thirdPage, 'review-chain-queue.png');
    await row.getByRole('button', { name: '审核' }).click();
    const dialog = thirdPage.getByRole('dialog');
    await expect(dialog.getByTestId('review-level')).toHaveText('审核级别：终审（第 3 级，共 3 级）');
    await expect(dialog.getByText(/【初审】/)).toBeVisible();
    const hits = dialog.getByTestId('review-audit-hits');
    await expect(hits.locator('mark')).toHaveText(WORD);
    await expect(hits.getByTestId('audit-hit')).toContainText('摘要');
    await dialog.getByLabel('审核意见').fill(REASON);
    await expect(dialog.getByLabel('退回到')).toHaveValue('0');
    await docShot(dialog, 'review-chain-dialog.png');
    expect((await axeFindings(thirdPage)).failing).toEqual([]);
    await dialog.getByRole('button', { name: '驳回' }).click();
    await expect(dialog.getByText(`驳回：${REASON}`)).toBeVisible();
    await thirdContext.close();

    // the reporter reads the reason; 提交审核 is refused with the word marked; the fixed story goes in
    const reporterContext = await browser.newContext();
    const author = await reporterContext.newPage();
    await consoleSession(author, { account: people.reporter!.account, password: PASSWORD });
    await author.goto(`/contentProduction/edit?type=1&id=${id}`);
    await expect(author.getByTestId('rejection-reason')).toContainText(REASON);
    await author.getByRole('button', { name: '提交审核' }).click();
    await expect(author.getByTestId('audit-hits').locator('mark')).toHaveText(WORD);
    await expect(author.getByText(`稿件含有违禁词：${WORD}，请修改后再提交`).first()).toBeVisible();
    await expect(author.getByTestId('editor-status')).not.toContainText('待审核');
    await author.getByLabel('摘要').fill('现场秩序井然');
    await author.getByRole('button', { name: '提交审核' }).click();
    await expect(author.getByTestId('editor-status')).toContainText('待审核');
    await reporterContext.close();

    // it climbs the chain again (from 初审), passes 终审 and is released; readers see the fixed story
    await neverSeen();
    await call(page.request, first, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '' });
    await call(page.request, second, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '' });
    await call(page.request, third, 'POST', '/api/web-publish/content/review', { id, pass: 1, opinion: '可以发' });
    await call(page.request, h, 'PUT', `/api/release/${id}&${column.id}&1`);
    const news = (await (await page.request.get(`/api/web-publish/news/${id}`)).json()) as { data: { title: string; summary: string } };
    expect(news.data).toMatchObject({ title: TITLE, summary: '现场秩序井然' });
    await neverSeen();
  } finally {
    await call(page.request, h, 'POST', '/api/web-publish/review/flow', { type: 1, levels: [{ name: '审核', roleIds: [] }] });
    await smartAudit(auditWas);
  }
});
