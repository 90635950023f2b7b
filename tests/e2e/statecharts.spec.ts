import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/login.js';
import { docShot } from './support/doc-shot';

// Statecharts as living documentation: 帮助 → 流程图 renders every machine's diagram (Mermaid,
// lazy) under its Chinese name, each state's Chinese label above its id; the page's old address
// under 系统设置 leads there; and ?inspect=panel shows the offline inspector panel.

async function openCloudProducts(page: Page) {
  await page.getByTestId('cloud-products').click();
  return page.getByRole('dialog', { name: '云产品' });
}

test('帮助 → 流程图 is found by the menu search and renders a machine chosen from the list, named in Chinese', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/index');
  // the group is found by 帮助 and opens its page
  let products = await openCloudProducts(page);
  await products.getByLabel('搜索产品').fill('帮助');
  const help = products.getByRole('group', { name: '帮助' });
  await expect(help.getByRole('button', { name: '流程图' })).toBeVisible();
  await expect(products.getByRole('group', { name: '系统设置' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // the page is found by 流程图
  products = await openCloudProducts(page);
  await products.getByLabel('搜索产品').fill('流程图');
  await expect(products.getByRole('group')).toHaveCount(1);
  await products.getByRole('group', { name: '帮助' }).getByRole('button', { name: '流程图' }).click();
  await expect(page).toHaveURL(/\/help\/diagrams$/);
  await expect(page.locator('[data-testid="tab"][data-path="/help/diagrams"]')).toContainText('流程图');
  await expect(page).toHaveTitle(/^流程图 - /);

  const nav = page.getByRole('navigation', { name: '流程图' });
  await nav.getByRole('button', { name: '登录会话 session' }).click();
  const detail = page.getByRole('region', { name: '登录会话' });
  await expect(detail.getByRole('heading', { name: '登录会话' })).toBeVisible();
  await expect(detail.getByTestId('machine-description')).toHaveText('登录、刷新后恢复会话、加载菜单、会话过期与退出登录');
  await expect(detail.getByText('src/machines/session.machine.ts')).toBeVisible();
  const svg = page.getByTestId('statechart-diagram').locator('svg');
  await expect(svg).toBeVisible();
  // the Chinese label and, smaller, the state's id
  await expect(svg).toContainText('登录中');
  await expect(svg).toContainText('loggingIn');
  const id = svg.locator('small', { hasText: /^loggingIn$/ }).first();
  await expect(id).toBeVisible();
  const size = (l: typeof id) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const caption = svg.locator('p, span, div').filter({ hasText: /^登录中loggingIn$/ }).first();
  expect(await size(id)).toBeLessThan(await size(caption));

  await nav.getByRole('button', { name: '消息中心连接 messageSocket' }).click();
  await expect(page.getByTestId('statechart-diagram').locator('svg')).toContainText('等待重连');
  await nav.getByRole('button', { name: '节目单编辑 schedule' }).click();
  await expect(page.getByRole('region', { name: '节目单编辑' }).getByTestId('machine-description')).toHaveText('一天节目单的编辑、撤销、校验与保存');
  await expect(page.getByTestId('statechart-diagram').locator('svg')).toContainText('核对频道权限');
  await docShot(page, 'diagrams-schedule.png', { fullPage: true });
});

test('the old address /system/statecharts leads to 帮助 → 流程图, and /help opens it', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/statecharts');
  await expect(page).toHaveURL(/\/help\/diagrams$/);
  await expect(page.getByRole('navigation', { name: '流程图' })).toBeVisible();
  await page.goto('/help');
  await expect(page).toHaveURL(/\/help\/diagrams$/);
  await expect(page.getByRole('navigation', { name: '流程图' })).toBeVisible();
});

test('?inspect=panel attaches the offline inspector to the session and the screens’ actors', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/index?inspect=panel');
  const panel = page.getByTestId('inspector-panel');
  await expect(panel).toContainText('session');
  await expect(panel).toContainText('ready');
  await expect(panel).toContainText('dashboard');
  await page.goto('/message/settings?inspect=panel');
  await expect(page.getByTestId('inspector-panel')).toContainText('messageSettings');
  await docShot(page, 'inspector-panel.png');
});
