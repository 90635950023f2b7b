// The readers' page of a unit end to end against the real server (docs/interaction.md): a reader
// without an account opens a released story, follows 我要投稿 · 报料 · 问政 to /newsDetails/audience, is
// told what is missing, sends a contribution with an image (uploaded through the ticketed chunked
// protocol), a tip-off and a question (a forbidden word first: the server's message shows and
// nothing typed is lost). Staff find them in 投稿审核 (with the image), 报料管理 and 问政; passing
// the contribution makes a 图集 draft carrying the image.
//
// Named to run after contributions.spec and politics-tasks.spec: the public calls allow 3
// submissions per address and minute, and every spec's browser is 127.0.0.1.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, login } from './support/login';
import { solidPng } from './support/png';
import { releasedStory } from './support/released-story';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);
const STORY = `读者互动稿件${stamp}`;
const CONTRIBUTION = `带图投稿${stamp}`;
const TIP = `新闻线索${stamp}`;
const QUESTION = `问政提问${stamp}`;
const IMAGE = `现场${stamp}.png`;

async function staffCall(page: Page, headers: Record<string, string>, method: string, url: string, data?: unknown) {
  const res = await page.request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  return (await res.json()) as { code: number; msg: string; data: any };
}

test('a reader contributes with an image, tips off and asks; staff find all three and the draft carries the image', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const storyId = await releasedStory(page, STORY, `读者互动栏目${stamp.slice(-4)}`);
  const me = await apiLogin(page);
  const staff = { token: me.token, webTenId: String(me.webTenId), platform: '1' };
  await login(page);

  // The reader: no account, a phone-sized screen.
  const readerContext = await browser.newContext({ viewport: { width: 420, height: 900 } });
  const reader = await readerContext.newPage();
  await reader.goto(`/newsDetails/${storyId}`);
  await expect(reader.getByRole('heading', { name: STORY })).toBeVisible();
  await reader.getByRole('link', { name: '我要投稿 · 报料 · 问政' }).click();
  await expect(reader).toHaveURL(/\/newsDetails\/audience\?domain=demo$/);
  await expect(reader.getByRole('heading', { name: '读者互动' })).toBeVisible();

  // 我要投稿: an empty submit says what is missing; then the text and an image.
  const contribute = reader.getByRole('form', { name: '我要投稿' });
  await contribute.getByRole('button', { name: '提交投稿' }).click();
  await expect(contribute.getByText('请填写标题')).toBeVisible();
  await expect(contribute.getByText('请填写内容')).toBeVisible();
  await expect(contribute.getByText('请填写联系人')).toBeVisible();
  await contribute.getByLabel('标题').fill(CONTRIBUTION);
  await contribute.getByLabel('内容').fill('今天傍晚江边出现了晚霞。\n拍下了这张照片。');
  await contribute.getByLabel('联系人').fill('摄影爱好者');
  await contribute.getByLabel('联系电话').fill('13900000000');
  await contribute.getByTestId('audience-files').setInputFiles({ name: IMAGE, mimeType: 'image/png', buffer: solidPng(160, 120, [70, 150, 220]) });
  await expect(contribute.getByTestId('audience-file').filter({ hasText: IMAGE })).toBeVisible();
  await expect(contribute.getByText('请填写标题')).toBeHidden();
  await docShot(reader, 'public-audience-contribute.png', { fullPage: true });
  await contribute.getByRole('button', { name: '提交投稿' }).click();
  const done = reader.getByTestId('audience-done');
  await expect(done).toContainText('提交成功，感谢您的参与');

  // 我要报料
  await reader.getByRole('tab', { name: '我要报料' }).click();
  const report = reader.getByRole('form', { name: '我要报料' });
  await report.getByLabel('标题').fill(TIP);
  await report.getByLabel('内容').fill('人民路与解放路路口的信号灯坏了，早高峰很拥堵。');
  await report.getByLabel('联系人').fill('上班族');
  await report.getByLabel('联系电话').fill('abc');
  await report.getByRole('button', { name: '提交报料' }).click();
  await expect(report.getByText('联系电话格式不正确')).toBeVisible();
  await docShot(reader, 'public-audience-report.png', { fullPage: true });
  await report.getByLabel('联系电话').fill('13700000000');
  await report.getByRole('button', { name: '提交报料' }).click();
  await expect(reader.getByTestId('audience-done').filter({ visible: true })).toContainText('提交成功');

  // 我要问政: a forbidden word is refused with the server's message, and what was typed stays.
  expect((await staffCall(page, staff, 'POST', '/api/web-publish/forbidden/word', { words: [`禁词${stamp}`] })).code).toBe(200);
  await reader.getByRole('tab', { name: '我要问政' }).click();
  const ask = reader.getByRole('form', { name: '我要问政' });
  await ask.getByLabel('问题标题').fill(QUESTION);
  await ask.getByLabel('问题内容').fill(`小区旁边的工地夜间施工，禁词${stamp}，什么时候能停？`);
  await ask.getByLabel('昵称').fill('失眠的居民');
  await ask.getByRole('button', { name: '提交问题' }).click();
  await expect(ask.getByRole('alert')).toContainText('内容含有违禁词，请修改后再提交');
  await expect(ask.getByLabel('问题标题')).toHaveValue(QUESTION);
  await docShot(reader, 'public-audience-question.png', { fullPage: true });
  await ask.getByLabel('问题内容').fill('小区旁边的工地夜间施工，什么时候能停？');
  await ask.getByRole('button', { name: '提交问题' }).click();
  await expect(reader.getByTestId('audience-done').filter({ visible: true })).toContainText('问题已提交，回答公开后可见');
  await docShot(reader, 'public-audience-done.png', { fullPage: true });
  await readerContext.close();

  // Staff: 投稿审核 shows the contribution with its image; passing it makes a 图集 draft.
  await page.goto('/interaction/contributions');
  const row = page.getByTestId('contribution-row').filter({ hasText: CONTRIBUTION });
  await expect(row.getByRole('img', { name: IMAGE })).toBeVisible();
  await docShot(page, 'public-audience-queue.png');
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog');
  const shown = view.getByRole('img', { name: IMAGE });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await docShot(page, 'public-audience-review.png', { animations: 'disabled' });
  await view.getByRole('button', { name: '采用' }).click();
  // 采用 asks first
  const confirm = page.getByRole('dialog', { name: '请确认' });
  await expect(confirm).toContainText('确定采用这条投稿吗？');
  await confirm.getByRole('button', { name: '采用' }).click();
  await expect(page.getByText('已采用，已生成草稿').first()).toBeVisible();

  const list = await staffCall(page, staff, 'GET', `/api/web-publish/publish/contribute/page?status=1&keyWord=${encodeURIComponent(CONTRIBUTION)}&pageIndex=1&pageSize=10`);
  const draftId = list.data.list[0].contentId as number;
  expect(draftId).toBeGreaterThan(0);
  await page.goto('/contentProduction/newAtlas');
  await expect(page.getByText(CONTRIBUTION).first()).toBeVisible();
  await page.goto(`/contentProduction/edit?type=4&id=${draftId}`);
  const galleryImage = page.getByRole('img', { name: IMAGE }).first();
  await expect(galleryImage).toBeVisible();
  await expect.poll(() => galleryImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await docShot(page, 'public-audience-draft.png');

  // 报料管理 and 问政 have the other two.
  await page.goto('/interaction/reportSubjects');
  await expect(page.getByTestId('report-row').filter({ hasText: TIP })).toContainText('网友报料');
  await page.goto('/askingQuestions/list');
  await expect(page.getByTestId('question-row').filter({ hasText: QUESTION })).toBeVisible();
});
