// The 点赞 message leads to its item (issue 16 item 6), end to end against the real server: a
// story is released (through the API); a reader without a session likes and collects it on the
// public page (once: the buttons then say 已点赞 / 已收藏 and a reload keeps them, the reader id
// being kept in the browser); the author's 点赞 list shows the message with its link; following
// it opens the item in the editor, and the message is then 已读.
import { expect, test } from '@playwright/test';
import { login } from './support/login';
import { releasedStory } from './support/released-story';

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
  await reader.screenshot({ path: 'docs/screenshots/message-links-news-reactions.png' });
  await readerContext.close();

  await page.goto('/message/like/list');
  const row = page.getByTestId('message-row').filter({ hasText: TITLE });
  await expect(row).toContainText('共有1位读者点赞');
  await expect(row.getByText('未读')).toBeVisible();
  await row.getByTestId('message-item-link').click();
  await expect(page).toHaveURL(new RegExp(`/contentProduction/edit\\?id=${id}$`));
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(TITLE);

  await page.goto('/message/like/list');
  await expect(page.getByTestId('message-row').filter({ hasText: TITLE }).getByText('已读')).toBeVisible();
  await page.goto('/message/collection/list');
  await expect(page.getByTestId('message-row').filter({ hasText: TITLE }).getByText('已读')).toBeVisible();
});
