// The 点赞 message leads to its item (docs/interaction.md), end to end against the real server: a
// story is released (through the API); a reader without a session likes and collects it on the
// public page (once: the buttons then say 已点赞 / 已收藏 and a reload keeps them, the reader id
// being kept in the browser); the author's 点赞 list shows the folded message of the hour
// (1 人点赞了《…》) with its link; following it opens the item in the editor, and the message is
// then 已读. The 关注 message likewise leads to the release list filtered to the followed column.
import { expect, test } from '@playwright/test';
import { login } from './support/login';
import { releasedStory } from './support/released-story';
import { docShot } from './support/doc-shot';

const stamp = Date.now().toString(36);
const TITLE = `点赞测试稿件${stamp}`;

test('a reader likes a public item; the 点赞 message leads the author to it and turns 已读', async ({ page, browser }) => {
  await login(page);
  const id = await releasedStory(page, TITLE, `点赞栏目${stamp}`, '<p>喜欢就点个赞吧。</p>');

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/newsDetails/${id}`);
  await expect(reader.getByRole('heading', { name: TITLE })).toBeVisible();
  await reader.getByRole('button', { name: '点赞 0' }).click();
  await expect(reader.getByRole('button', { name: '已点赞 1' })).toHaveAttribute('aria-pressed', 'true');
  await reader.getByRole('button', { name: '收藏 0' }).click();
  await expect(reader.getByRole('button', { name: '已收藏 1' })).toHaveAttribute('aria-pressed', 'true');
  // Pressing again changes nothing.
  await reader.getByRole('button', { name: '已点赞 1' }).click();
  await expect(reader.getByRole('button', { name: '已点赞 1' })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('button', { name: '已点赞 1' })).toBeVisible();
  await docShot(reader, 'message-links-news-reactions.png');
  await readerContext.close();

  await page.goto('/message/like/list');
  const row = page.getByTestId('message-row').filter({ hasText: TITLE });
  await expect(row).toContainText(`1 人点赞了《${TITLE}》`);
  await expect(row).toContainText('共有1位读者点赞');
  await docShot(page, 'message-links-like-list.png');
  await expect(row.getByText('未读')).toBeVisible();
  await row.getByTestId('message-item-link').click();
  await expect(page).toHaveURL(new RegExp(`/contentProduction/edit\\?id=${id}$`));
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(TITLE);

  await page.goto('/message/like/list');
  await expect(page.getByTestId('message-row').filter({ hasText: TITLE }).getByText('已读')).toBeVisible();
  await page.goto('/message/collection/list');
  await expect(page.getByTestId('message-row').filter({ hasText: TITLE }).getByText('已读')).toBeVisible();
});

// The 关注 message leads to the release list of its column: a reader follows
// the story's column on the public page (关注「栏目」 0 → 已关注「栏目」 1, kept over a reload; pressing
// it again unfollows, and again follows); the 关注 list shows the message; following its link opens
// the web release list filtered to that column, and the message is then 已读.
test('a reader follows the column of a public item; the 关注 message leads to that column\'s release list and turns 已读', async ({ page, browser }) => {
  const title = `关注测试稿件${stamp}`;
  const column = `关注栏目${stamp}`;
  await login(page);
  const id = await releasedStory(page, title, column, '<p>喜欢这个栏目就关注吧。</p>');

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/newsDetails/${id}`);
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await reader.getByRole('button', { name: `关注「${column}」 0` }).click();
  await expect(reader.getByRole('button', { name: `已关注「${column}」 1` })).toHaveAttribute('aria-pressed', 'true');
  // Pressing again unfollows; once more follows (one message: the hour's, counting readers, not clicks).
  await reader.getByRole('button', { name: `已关注「${column}」 1` }).click();
  await expect(reader.getByRole('button', { name: `关注「${column}」 0` })).toHaveAttribute('aria-pressed', 'false');
  await reader.getByRole('button', { name: `关注「${column}」 0` }).click();
  // the follow is stored before the reload (a reload at once could cut the request off)
  await expect(reader.getByRole('button', { name: `已关注「${column}」 1` })).toHaveAttribute('aria-pressed', 'true');
  await reader.reload();
  await expect(reader.getByRole('button', { name: `已关注「${column}」 1` })).toBeVisible();
  await docShot(reader, 'message-links-news-follow.png');
  await readerContext.close();

  await page.goto('/message/follow/list');
  const row = page.getByTestId('message-row').filter({ hasText: column });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`1 人关注了栏目「${column}」`);
  await expect(row).toContainText('共有1位读者关注该栏目');
  await expect(row.getByText('未读')).toBeVisible();
  await docShot(page, 'message-links-follow-list.png');
  await row.getByTestId('message-item-link').click();
  await expect(page).toHaveURL(/\/fusionRelease\/webRelease\/list\?columnId=\d+$/);
  await expect(page.getByRole('combobox', { name: '栏目' })).toHaveText(column);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/message/follow/list');
  await expect(page.getByTestId('message-row').filter({ hasText: column }).getByText('已读')).toBeVisible();
});
