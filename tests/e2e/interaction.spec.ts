// Audience interaction end to end against the real server (docs/interaction.md): a story is
// released (set up through the API); the moderator adds a forbidden word on its screen; a reader
// without an account comments on the public page — a forbidden word hidden with spaces and
// full-width letters is caught, two clean comments wait for moderation; the 评论 message leads the
// moderator to the queue, where one comment is approved (the message turns read), replied to and
// pinned, the other deleted after a confirmation; the public page then shows the approved comment
// with the reply.
import { expect, test, type Page } from '@playwright/test';
import { login } from './support/login';
import { releasedStory as story } from './support/released-story';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);
const TITLE = `互动测试稿件${stamp}`;
const WORD = `违规${stamp.slice(-3)}`;
const GOOD = `说得好${stamp}`;
const OTHER = `另一条${stamp}`;

const releasedStory = (page: Page) => story(page, TITLE, `互动栏目${stamp}`);

async function comment(reader: Page, nickname: string, text: string) {
  await reader.getByLabel('昵称').fill(nickname);
  await reader.getByLabel('写下你的评论').fill(text);
  await reader.getByRole('button', { name: '发表评论' }).click();
}

test('a reader comments, a forbidden word is caught, the moderator approves from the 评论 message', async ({ page, browser }) => {
  await login(page);
  const id = await releasedStory(page);

  // The moderator adds a forbidden word on its screen.
  await page.goto('/interaction/forbiddenWords');
  await expect(page.getByRole('heading', { name: '违禁词' })).toBeVisible();
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('请填写违禁词')).toBeVisible();
  await page.getByLabel('添加违禁词').fill(WORD);
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByTestId('forbidden-row').filter({ hasText: WORD })).toBeVisible();
  await docShot(page, 'interaction-forbidden-words.png');

  // A reader without an account, on the public page.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/newsDetails/${id}`);
  await expect(reader.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(reader.getByText('还没有评论，来说两句吧')).toBeVisible();
  await reader.getByRole('button', { name: '发表评论' }).click();
  await expect(reader.getByText('请填写昵称')).toBeVisible();
  await expect(reader.getByText('请填写评论内容')).toBeVisible();
  // The word hidden with a space and full-width letters is still caught.
  const hidden = `${WORD.slice(0, 2)} ${[...WORD.slice(2)].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')}`;
  await comment(reader, '读者甲', `这里有${hidden}内容`);
  await expect(reader.getByText('评论含有违禁词，请修改后再提交')).toBeVisible();
  await comment(reader, '读者甲', GOOD);
  await expect(reader.getByText('评论已提交，审核通过后显示')).toBeVisible();
  await comment(reader, '读者乙', OTHER);
  await expect(reader.getByText('评论已提交，审核通过后显示')).toBeVisible();
  await expect(reader.getByTestId('public-comment')).toHaveCount(0);
  await docShot(reader, 'interaction-news-comments-form.png', { fullPage: true });

  // The 评论 message leads to the queue.
  await page.goto('/message/comment/list');
  const row = page.getByTestId('message-row').filter({ hasText: GOOD });
  await expect(row).toBeVisible();
  await expect(row.getByText('未读')).toBeVisible();
  await row.getByTestId('message-item-link').click();
  await expect(page).toHaveURL(/\/interaction\/comments\?commentId=\d+$/);
  await expect(page.getByRole('heading', { name: '评论审核' })).toBeVisible();
  const good = page.getByTestId('comment-row').filter({ hasText: GOOD });
  await expect(good).toBeVisible();
  await docShot(page, 'interaction-comments.png');
  await good.getByRole('button', { name: '通过' }).click();
  await expect(page.getByText('已通过').first()).toBeVisible();
  await expect(good).toBeHidden(); // the queue shows waiting comments

  // Acting on the comment marked its message read.
  await page.goto('/message/comment/list');
  await expect(page.getByTestId('message-row').filter({ hasText: GOOD }).getByText('已读')).toBeVisible();

  // Reply and pin among the approved; delete the other after a confirmation.
  await page.goto('/interaction/comments');
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已通过' }).click();
  const approved = page.getByTestId('comment-row').filter({ hasText: GOOD });
  await approved.getByRole('button', { name: '回复' }).click();
  await page.getByRole('dialog').getByLabel('回复').fill('感谢您的关注');
  await page.getByRole('dialog').getByRole('button', { name: '发送' }).click();
  await expect(approved).toContainText('感谢您的关注');
  await approved.getByRole('button', { name: '置顶', exact: true }).click();
  await expect(approved.getByRole('button', { name: '取消置顶' })).toBeVisible();
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '待审核' }).click();
  const other = page.getByTestId('comment-row').filter({ hasText: OTHER });
  await other.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('确定删除这条评论吗');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(other).toBeHidden();

  // The public page shows the approved comment, pinned, with the reply; the deleted one never appears.
  await reader.reload();
  const shown = reader.getByTestId('public-comment');
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toContainText(GOOD);
  await expect(shown.first()).toContainText('回复：感谢您的关注');
  await expect(shown.first()).toContainText('置顶');
  await docShot(reader, 'interaction-news-comments.png', { fullPage: true });
  await readerContext.close();

  await page.goto('/interaction/forbiddenUsers');
  await expect(page.getByRole('heading', { name: '禁言用户' })).toBeVisible();
  await expect(page.getByText('暂无禁言用户')).toBeVisible();
  await docShot(page, 'interaction-forbidden-users.png');
});
