// Contributions and tip-offs end to end against the real server (docs/interaction.md): an
// audience member (no account) sends a contribution and a tip-off through the public calls; the
// 投稿 message leads to the queue, where the contribution is read and passed (采用 asks first) — it
// becomes a draft in content production, which 查看草稿 opens in the editor, and the message turns
// read; the 报料 message opens the tip-off, which is dispatched to a department and a user and
// finished (a note is required), and its message turns read; a class is added on the
// classification screen.
import { expect, test, type Page } from '@playwright/test';
import { login } from './support/login';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);
const CONTRIBUTION = `网友投稿${stamp}`;
const TIP = `网友报料${stamp}`;
const CLASS = `测试分类${stamp.slice(-4)}`;

async function submit(page: Page, what: 'contribute' | 'report', body: Record<string, string>) {
  const res = await page.request.post(`/api/web-publish/audience/demo/${what}`, { data: body });
  const json = (await res.json()) as { code: number; msg: string };
  expect(json, JSON.stringify(json)).toMatchObject({ code: 200, msg: '提交成功，感谢您的参与' });
}

/** Opens the message list of a type and follows the message about `text` to its item (it was unread). */
async function followMessage(page: Page, route: string, text: string) {
  await page.goto(route);
  const row = page.getByTestId('message-row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row.getByText('未读')).toBeVisible();
  await row.getByTestId('message-item-link').click();
}

async function expectRead(page: Page, route: string, text: string) {
  await page.goto(route);
  await expect(page.getByTestId('message-row').filter({ hasText: text }).getByText('已读')).toBeVisible();
}

test('a contribution becomes a draft; a tip-off is dispatched and finished; their messages lead there and turn read', async ({ page }) => {
  await login(page);
  await submit(page, 'contribute', { title: CONTRIBUTION, content: '社区篮球赛今天开幕。\n十六支队伍参赛。', name: '热心市民', phone: '13800000000' });
  await submit(page, 'report', { title: TIP, content: '建设路的井盖松动，车辆经过声音很大。', name: '路过的司机' });

  // 投稿: the message leads to the queue; pass makes a draft.
  await followMessage(page, '/message/contribution/list', CONTRIBUTION);
  await expect(page).toHaveURL(/\/interaction\/contributions\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '投稿审核' })).toBeVisible();
  const row = page.getByTestId('contribution-row').filter({ hasText: CONTRIBUTION });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('contribution-row').filter({ hasText: '周末社区义诊现场' })).toBeVisible(); // seeded
  await docShot(page, 'interaction-contributions.png');
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog');
  await expect(view).toContainText('十六支队伍参赛。');
  await expect(view).toContainText('热心市民');
  await view.getByRole('button', { name: '采用' }).click();
  // 采用 asks first
  const confirm = page.getByRole('dialog', { name: '请确认' });
  await expect(confirm).toContainText('确定采用这条投稿吗？');
  await confirm.getByRole('button', { name: '采用' }).click();
  await expect(page.getByText('已采用，已生成草稿').first()).toBeVisible();
  await expect(row).toBeHidden(); // the queue shows waiting contributions
  const made = page.getByTestId('contribution-draft');
  await expect(made).toContainText(/已生成草稿（编号 \d+）/);
  const draftId = /编号 (\d+)/.exec((await made.textContent()) ?? '')![1];
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已采用' }).click();
  await expect(page.getByTestId('contribution-row').filter({ hasText: CONTRIBUTION })).toContainText(`已生成草稿（编号 ${draftId}）`);
  // 查看草稿 opens the draft in the content editor
  await made.getByRole('button', { name: '查看草稿' }).click();
  await expect(page).toHaveURL(new RegExp(`/contentProduction/edit\\?type=\\d+&id=${draftId}$`));
  await expect(page.getByPlaceholder('请输入标题（不超过100个字）')).toHaveValue(CONTRIBUTION);
  await expectRead(page, '/message/contribution/list', CONTRIBUTION);
  await page.goto('/contentProduction/manuscripts');
  await expect(page.getByText(CONTRIBUTION).first()).toBeVisible();

  // 退回 asks for a reason (a seeded contribution).
  await page.goto('/interaction/contributions');
  const seeded = page.getByTestId('contribution-row').filter({ hasText: '小区门口的老槐树开花了' });
  await seeded.getByRole('button', { name: '退回' }).click();
  const back = page.getByRole('dialog');
  await back.getByRole('button', { name: '退回' }).click();
  await expect(back.getByText('请填写退回原因')).toBeVisible();
  await docShot(page, 'interaction-contribution-back.png');
  await back.getByLabel('退回原因').fill('画面不够清晰，请补充照片');
  await back.getByRole('button', { name: '退回' }).click();
  await expect(seeded).toBeHidden();

  // 报料: the message opens the tip-off; dispatch, then finish with a note.
  await followMessage(page, '/message/explosive/list', TIP);
  await expect(page).toHaveURL(/\/interaction\/reportSubjects\?id=\d+$/);
  const detail = page.getByRole('dialog', { name: '报料详情' });
  await expect(detail).toContainText(TIP);
  await expect(detail).toContainText('待分派');
  await detail.getByRole('button', { name: '分派' }).click();
  const dispatch = page.getByRole('dialog').filter({ hasText: `分派：${TIP}` });
  await dispatch.getByRole('button', { name: '确定' }).click();
  await expect(dispatch.getByText('请选择分派的部门或人员')).toBeVisible();
  await dispatch.getByRole('combobox', { name: '部门' }).click();
  await page.getByRole('option', { name: '新闻中心' }).click();
  await dispatch.getByRole('combobox', { name: '人员' }).click();
  await page.getByRole('option', { name: '管理员' }).click();
  await dispatch.getByLabel('分派说明').fill('请记者到现场核实');
  await docShot(page, 'interaction-report-dispatch.png');
  await dispatch.getByRole('button', { name: '确定' }).click();
  await expect(detail).toContainText('已分派');
  await expect(detail.getByTestId('report-history')).toContainText('分派 → 新闻中心 / 管理员');
  await detail.getByRole('button', { name: '办结' }).click();
  const finish = page.getByRole('dialog').filter({ hasText: `办结：${TIP}` });
  await finish.getByRole('button', { name: '确定' }).click();
  await expect(finish.getByText('请填写办理情况')).toBeVisible();
  await finish.getByLabel('办理情况').fill('已通知市政维修，井盖已固定');
  await finish.getByRole('button', { name: '确定' }).click();
  await expect(detail).toContainText('已办结');
  await expect(detail.getByTestId('report-history')).toContainText('已通知市政维修，井盖已固定');
  await expect(finish).toBeHidden();
  await docShot(page, 'interaction-report-detail.png', { animations: 'disabled' });
  await detail.getByRole('button', { name: '关闭' }).click();
  await expect(detail).toBeHidden();
  await expect(page.getByTestId('report-row').filter({ hasText: TIP })).toContainText('已办结');
  await docShot(page, 'interaction-report-subjects.png');
  await expectRead(page, '/message/explosive/list', TIP);

  // Classes: add one.
  await page.goto('/interaction/reportClassify');
  await expect(page.getByRole('heading', { name: '报料分类' })).toBeVisible();
  await page.getByRole('button', { name: '新增分类' }).click();
  await page.getByRole('dialog').getByLabel('分类名称').fill(CLASS);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('class-row').filter({ hasText: CLASS })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await docShot(page, 'interaction-report-classify.png');
});
