// Lucky-draw activities (docs/activities.md) end to end, against the real server: an activity is
// created on /addOrEdit (the form's Chinese message first), drawn on /goLotteryDraw after a
// confirmation, and the winners on /winningList match the recorded draw, re-run here from the
// record alone (shared/lottery-draw.ts with node:crypto) and re-checked by the server; the quick
// invoice lottery refuses a bad invoice number; the big-screen draw; the delete asks first.
import { createHash, createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { drawWinners, participantsHashOf, type DrawHashes } from '../../shared/lottery-draw';
import { apiLogin, login } from './support/login';
import { docShot } from './support/doc-shot';

const hashes: DrawHashes = {
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacHex: (seed, message) => createHmac('sha256', Buffer.from(seed, 'hex')).update(message, 'utf8').digest('hex'),
};
const NAME = '迎新春年会抽奖';
const PEOPLE = ['A001 张三', 'A002 李四', 'A003 王五', 'A004 赵六', 'A005 钱七'];

// Full page loads of a cold console can take long on a loaded CI machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A full page load of `path`; the console's first paint may take a while on a loaded machine. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { name: heading })).toBeVisible({ timeout: 45_000 });
}

test.describe('lucky-draw activities', () => {
  let page: Page;
  let activityId = 0;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await login(page);
  });

  test('creates an activity on /addOrEdit', async () => {
    await open(page, '/goLuckDraw', '抽奖活动');
    await expect(page.getByTestId('table-empty')).toBeVisible();
    await docShot(page, 'activities-list-empty.png');
    await page.getByRole('main').getByRole('button', { name: '新建活动' }).click();
    await expect(page).toHaveURL(/\/addOrEdit$/);
    await page.getByRole('main').getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('请输入活动名称');
    await page.getByLabel('活动名称').fill(NAME);
    await page.getByLabel('活动说明').fill('年会现场抽奖，每人最多中奖一次');
    await page.getByLabel('奖品 1 名称').fill('一等奖：平板电脑');
    await page.getByLabel('奖品 1 数量').fill('2');
    await page.getByRole('main').getByRole('button', { name: '添加奖品' }).click();
    await page.getByLabel('奖品 2 名称').fill('二等奖：电影票');
    await page.getByLabel('奖品 2 数量').fill('3');
    await page.getByLabel('参与者名单').fill([...PEOPLE, 'A001 重复'].join('\n'));
    await page.getByRole('main').getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('参与者编号重复：A001');
    await page.getByLabel('参与者名单').fill(PEOPLE.join('\n'));
    await docShot(page, 'activities-edit.png');
    await page.getByRole('main').getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/goLuckDraw$/);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('5 / 5');
    await docShot(page, 'activities-list.png');
  });

  test('draws on /goLotteryDraw after a confirmation; the winners match the recorded draw', async () => {
    await page.getByRole('row').filter({ hasText: NAME }).getByRole('button', { name: '开奖', exact: true }).click();
    await expect(page).toHaveURL(/\/goLotteryDraw\?id=\d+$/);
    activityId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByText('可抽取 5 人（已中奖者不再参与）')).toBeVisible();
    await page.getByLabel('奖品', { exact: true }).selectOption({ label: '一等奖：平板电脑（剩余 2 / 2）' });
    await page.getByLabel('本次抽取人数').fill('3');
    await page.getByLabel('本次抽取人数').press('Enter');
    await page.getByRole('main').getByRole('button', { name: '开始抽奖' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('奖品库存不足');
    await page.getByLabel('本次抽取人数').fill('2');
    await page.getByLabel('本次抽取人数').press('Enter');
    await page.getByRole('main').getByRole('button', { name: '开始抽奖' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('确定为「一等奖：平板电脑」抽取 2 名中奖者吗？');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('draw-winner')).toHaveCount(2);
    await expect(page.getByText('可抽取 3 人（已中奖者不再参与）')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: '开始抽奖' })).toBeEnabled();
    await docShot(page, 'activities-draw.png', { fullPage: true });
    const shown = (await page.getByTestId('draw-result').first().textContent())!.split('、');

    // The record, read through the API, re-run here from its own inputs.
    const { token } = await apiLogin(page);
    const res = await page.request.get(`/api/web-operate/activity/draws?activityId=${activityId}`, { headers: { token, platform: '1' } });
    const draws = (await res.json()).data as { id: number; seed: string; commitment: string; participants: string[]; participantsHash: string; count: number; result: string[] }[];
    expect(draws).toHaveLength(1);
    const d = draws[0]!;
    expect(d.result).toEqual(shown);
    expect(hashes.sha256Hex(d.seed)).toBe(d.commitment);
    expect(participantsHashOf(hashes, d.participants)).toBe(d.participantsHash);
    expect(d.participants).toEqual(['A001', 'A002', 'A003', 'A004', 'A005']);
    expect(drawWinners(hashes, d.seed, d.participants, d.count)).toEqual(d.result);

    // /winningList shows exactly those winners, and the server's re-check passes.
    await page.getByRole('main').getByRole('button', { name: '中奖名单' }).click();
    await expect(page).toHaveURL(new RegExp(`/winningList\\?id=${activityId}$`));
    const rows = page.getByTestId('winner-row');
    await expect(rows).toHaveCount(2);
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(d.result);
    await page.getByRole('main').getByRole('button', { name: '复核 #1' }).click();
    await expect(page.getByTestId('verify-result')).toHaveText('复核通过：种子、名单哈希与结果一致');
    const download = page.waitForEvent('download');
    await page.getByRole('main').getByRole('button', { name: '导出 CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`中奖名单-${activityId}.csv`);
    await docShot(page, 'activities-winners.png', { fullPage: true });
  });

  test('the big-screen draw and the edit lock after a draw', async () => {
    await open(page, `/goLotteryDraw2?id=${activityId}`, '大屏开奖');
    await expect(page.getByRole('region', { name: '大屏开奖' })).toContainText(NAME);
    await page.getByRole('main').getByRole('button', { name: '开始抽奖' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('draw-winner')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('button', { name: '开始抽奖' })).toBeEnabled();
    await docShot(page, 'activities-draw-screen.png');
    await open(page, `/addOrEdit?id=${activityId}`, '编辑活动');
    await expect(page.getByText('活动已开奖，奖品和参与者不能再修改。')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: '保存' })).toBeDisabled();
  });

  test('quick-creates an invoice lottery on /addOrEditlist', async () => {
    await open(page, '/addOrEditlist', '快速创建发票抽奖');
    await page.getByLabel('活动名称').fill('消费发票抽奖');
    await page.getByLabel('奖品 1 名称').fill('购物卡');
    await page.getByLabel('奖品 1 数量').fill('1');
    await page.getByLabel('发票号码').fill('044001900111 张三\n12');
    await page.getByRole('main').getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('发票号码格式不正确：12（应为 8–20 位数字或字母）');
    await page.getByLabel('发票号码').fill('044001900111 张三\n044001900222');
    await docShot(page, 'activities-quick-invoice.png');
    await page.getByRole('main').getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/goLuckDraw$/);
    await expect(page.getByRole('row').filter({ hasText: '消费发票抽奖' })).toContainText('发票抽奖');
  });

  test('deletes an activity after a confirmation', async () => {
    const row = page.getByRole('row').filter({ hasText: '消费发票抽奖' });
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('确定删除活动「消费发票抽奖」吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('row').filter({ hasText: '消费发票抽奖' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(1);
  });
});
