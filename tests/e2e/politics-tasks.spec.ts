// 问政 and collaborative tasks end to end against the real server (docs/interaction.md).
// 问政: a unit is created and the administrator bound to it on its screen; a member of the public
// asks without an account (the public API); the 问政 message leads to the question, which is
// assigned to the unit; the bound user answers it on /answer/list; it is published and the public
// sees the answer. Tasks: a task is created on /collaborativeTasks inviting the administrator;
// the 邀请 message's link leads to the task, accepted there; the message turns read and answered.
// The list remembers its filter across visits.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, login } from './support/login';
import { openAddDialog, openScreen } from './support/screen-steps';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);
const UNIT = `城管局${stamp}`;
const QUESTION = `路灯不亮${stamp}`;
const ANSWER = `已安排维修${stamp}`;
const TASK = `两会采访${stamp}`;

/** The screen is idle (no dialog, its main button enabled): a screenshot shows it settled. */
async function settled(page: Page, button: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
}

test('a 问政 question is answered by its bound unit and published', async ({ page }) => {
  await login(page);

  // The unit and its user.
  await openScreen(page, '/politics/units', '回答单位');
  await page.getByRole('button', { name: '新建单位' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog').getByText('请填写单位名称')).toBeVisible();
  await page.getByRole('dialog').getByLabel('单位名称').fill(UNIT);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  const unitRow = page.getByTestId('unit-row').filter({ hasText: UNIT });
  const bound = unitRow.getByRole('cell').nth(1);
  await expect(bound).toHaveText('0');
  await unitRow.getByRole('button', { name: '绑定用户' }).click();
  await page.getByRole('dialog').getByLabel(/^管理员/).check();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(bound).toHaveText('1');
  await settled(page, '新建单位');
  await docShot(page, 'politics-units.png');

  // A member of the public asks, without an account.
  const asked = await page.request.post('/api/politics/public/question', { data: { domain: 'demo', nickname: '市民', title: QUESTION, content: '幸福路的路灯坏了一周' } });
  expect((await asked.json()).msg).toBe('问题已提交，回答公开后可见');

  // The 问政 message leads to the question; assigning it marks the message read.
  await page.goto('/message/politics/list');
  const msg = page.getByTestId('message-row').filter({ hasText: `新问政：${QUESTION}` });
  await expect(msg.getByText('未读')).toBeVisible();
  await msg.getByTestId('message-item-link').click();
  await expect(page).toHaveURL(/\/askingQuestions\/list\?questionId=\d+$/);
  const row = page.getByTestId('question-row').filter({ hasText: QUESTION });
  await expect(row).toHaveAttribute('data-focus', 'true');
  await expect(row).toContainText('待分配');
  await row.getByRole('button', { name: '分配' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog').getByText('请选择回答单位')).toBeVisible();
  await page.getByRole('dialog').getByRole('combobox', { name: '回答单位' }).click();
  await page.getByRole('option', { name: UNIT }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('待回答');
  await expect(row).toContainText(UNIT);
  await page.goto('/message/politics/list');
  await expect(page.getByTestId('message-row').filter({ hasText: `新问政：${QUESTION}` }).getByText('已读')).toBeVisible();

  // The bound user is told and answers on /answer/list.
  const waiting = page.getByTestId('message-row').filter({ hasText: `待回答的问政：${QUESTION}` });
  await waiting.getByTestId('message-item-link').click();
  await expect(page).toHaveURL(/\/answer\/list\?questionId=\d+$/);
  const mine = page.getByTestId('question-row').filter({ hasText: QUESTION });
  await mine.getByRole('button', { name: '回答' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog').getByText('请填写回答内容')).toBeVisible();
  await page.getByRole('dialog').getByLabel('回答').fill(ANSWER);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(mine).toContainText('已回答');
  await expect(mine).toContainText(ANSWER);
  await settled(page, '查询');
  await docShot(page, 'politics-answers.png');

  // Published, the answer is public.
  await page.goto('/askingQuestions/list');
  const done = page.getByTestId('question-row').filter({ hasText: QUESTION });
  await done.getByRole('button', { name: '公开', exact: true }).click();
  await expect(done.getByText('已公开')).toBeVisible();
  await settled(page, '查询');
  await docShot(page, 'politics-questions.png');
  const pub = await (await page.request.get('/api/politics/public/questions?domain=demo')).json();
  expect(pub.data.list.find((q: { title: string }) => q.title === QUESTION)).toMatchObject({ answer: ANSWER, unitName: UNIT });
});

test('a task invitation is accepted from its message, which is marked read; the list remembers its filter', async ({ page }) => {
  await login(page);
  const dialog = await openAddDialog(page, '/collaborativeTasks', '协同任务', '新建任务');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写任务名称')).toBeVisible();
  await dialog.getByLabel('任务名称').fill(TASK);
  await dialog.getByLabel('开始时间').fill('2030-03-01T09:00');
  await dialog.getByLabel('截止时间').fill('2030-03-05T18:00');
  await dialog.getByLabel('任务内容').fill('准备采访提纲，联系代表');
  await dialog.getByLabel('管理员').check();
  await docShot(page, 'tasks-new.png');
  await dialog.getByRole('button', { name: '保存' }).click();
  const row = page.getByTestId('task-row').filter({ hasText: TASK });
  await expect(row).toContainText('管理员 待接受');

  // The 邀请 message leads to the task; accepting it there answers and reads the message.
  await page.goto('/message/invitation/list');
  const invite = page.getByTestId('message-row').filter({ hasText: `协同任务邀请：${TASK}` });
  await expect(invite.getByText('未读')).toBeVisible();
  await invite.getByTestId('message-item-link').click();
  await expect(page).toHaveURL(/\/collaborativeTasks\?taskId=\d+$/);
  const focused = page.getByTestId('task-row').filter({ hasText: TASK });
  await expect(focused).toHaveAttribute('data-focus', 'true');
  await focused.getByRole('button', { name: '接受' }).click();
  await expect(focused).toContainText('管理员 已接受');
  await settled(page, '查询');
  await docShot(page, 'tasks-list.png');
  await page.goto('/message/invitation/list');
  const answered = page.getByTestId('message-row').filter({ hasText: `协同任务邀请：${TASK}` });
  await expect(answered.getByText('已接受')).toBeVisible();
  await expect(answered.getByRole('button', { name: '接受' })).toHaveCount(0);
  const me = await apiLogin(page);
  const msgs = await (await page.request.get('/api/web-manager/message/manager/msg/page?msgType=1&pageIndex=1&pageSize=50', { headers: { token: me.token, webTenId: String(me.webTenId), platform: '1' } })).json();
  expect(msgs.data.list.find((m: { title: string }) => m.title === `协同任务邀请：${TASK}`)).toMatchObject({ readFlag: 1, inviteStatus: 1 });

  // The list remembers its filter across visits.
  await page.goto('/collaborativeTasks');
  await page.getByLabel('关键字').fill(TASK);
  await expect(page.getByLabel('关键字')).toHaveValue(TASK);
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已完成' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无协同任务')).toBeVisible();
  await page.goto('/message/invitation/list');
  await page.goto('/collaborativeTasks');
  await expect(page.getByLabel('关键字')).toHaveValue(TASK);
  await expect(page.getByRole('combobox', { name: '状态' })).toHaveText('已完成');
  await expect(page.getByText('暂无协同任务')).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByTestId('task-row').filter({ hasText: TASK })).toBeVisible();
});
