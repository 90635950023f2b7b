// Rights changed while signed in (docs/realtime.md "Sockets", shared/rights-frame.ts), end to end:
// a narrow user has 点赞消息 and 消息设置 open as tabs, 消息设置 in front; in another browser the
// administrator takes 消息设置 out of that user's role on the role screen. The user's console
// hears it on the message socket, reloads its route tree at once, closes the 消息设置 tab with
// 你的权限已变更，已关闭无权访问的页面：消息设置 and lands on 控制台; 点赞消息 stays open.
import { expect, test } from '@playwright/test';
import { apiLogin, signIn } from './support/login';
import { call } from './support/released-story';
import { docShot } from './support/doc-shot';
import { openScreen, saveDialog } from './support/screen-steps';

const stamp = Date.now().toString(36);
const ROLE = `窄角色${stamp}`;
const ACCOUNT = `narrow${stamp}`;
const PASSWORD = 'Pass_1234';

test('a menu taken from a signed-in user\'s role closes its tab with a notice and lands on 控制台', async ({ page, browser }) => {
  // the narrow user: 控制台, 点赞消息 and 消息设置 (through the API; the role screen is the admin's part below)
  const me = await apiLogin(page);
  const h = { token: me.token, webTenId: String(me.webTenId), platform: '1' };
  const dept = await call(page.request, h, 'POST', '/api/weborganization', { name: `窄部门${stamp}` });
  const role = await call(page.request, h, 'POST', '/api/web-conf/role/manager/add', { name: ROLE, comMicsIds: [1, 2, 200, 201, 208, 215] });
  await call(page.request, h, 'POST', '/api/user', { account: ACCOUNT, name: '窄用户', password: PASSWORD, organizationId: dept.id, roleIds: [role.id] });

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, { account: ACCOUNT, password: PASSWORD });
  await user.goto('/message/like/list');
  await expect(user.getByTestId('message-bell')).toHaveAttribute('data-socket', 'open');
  await user.getByTestId('side-bar').getByRole('link', { name: '消息设置' }).click();
  await expect(user).toHaveURL(/\/message\/settings$/);
  const tab = (path: string) => user.locator(`[data-testid="tab"][data-path="${path}"]`);
  await expect(tab('/message/settings')).toBeVisible();
  await expect(tab('/message/like/list')).toBeVisible();

  await signIn(page);
  await openScreen(page, '/system/role', '角色管理');
  await page.getByRole('row').filter({ hasText: ROLE }).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: '消息设置', exact: true }).uncheck();
  await saveDialog(dialog, { timeout: 30_000 });

  const notice = user.getByTestId('toast').filter({ hasText: '你的权限已变更，已关闭无权访问的页面：消息设置' });
  await expect(notice).toBeVisible();
  await expect(user).toHaveURL(/\/dashboard\/index$/);
  await expect(tab('/dashboard/index').getByRole('link')).toHaveAttribute('aria-current', 'page');
  await expect(tab('/message/settings')).toHaveCount(0);
  await expect(tab('/message/like/list')).toBeVisible();
  await expect(notice).toHaveCSS('opacity', '1');
  await docShot(user, 'rights-change-notice.png');
  // the menus follow at once: the sidebar of the message centre no longer offers it
  await tab('/message/like/list').getByRole('link').click();
  await expect(user.getByTestId('side-bar').getByRole('link', { name: '点赞消息' })).toBeVisible();
  await expect(user.getByTestId('side-bar').getByRole('link', { name: '消息设置' })).toHaveCount(0);
  await userContext.close();
});
