import { expect, test, type Page } from '@playwright/test';
import { apiLogin, login } from './support/login.js';
import { docShot } from './support/doc-shot';

// The console shell: header menus, tabs, shortcuts, theme, password, permissions.

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function openCloudProducts(page: Page) {
  await page.getByTestId('cloud-products').click();
  return page.getByRole('dialog', { name: '云产品' });
}

test('cloud products, tabs, sidebar and reload', async ({ page }) => {
  await login(page);
  const products = await openCloudProducts(page);
  await expect(products.getByRole('group', { name: '内容管理' })).toBeVisible();
  await products.getByLabel('搜索产品').fill('文件库');
  await expect(products.getByRole('group', { name: '系统设置' })).toHaveCount(0);
  await products.getByRole('button', { name: '文件库' }).click();
  await expect(page).toHaveURL(/\/contentManagement\/filelibrary$/);
  const fileTab = page.locator('[data-testid="tab"][data-path="/contentManagement/filelibrary"]');
  await expect(fileTab).toBeVisible();
  await expect(page.getByTestId('side-bar')).toHaveCount(0);

  // a second-level container with a sidebar
  const again = await openCloudProducts(page);
  await again.getByRole('button', { name: '移动应用' }).click();
  await expect(page).toHaveURL(/\/terminal\/app\/list$/);
  await expect(page.getByTestId('side-bar')).toContainText('移动应用');
  await expect(page.getByTestId('side-bar').getByRole('link', { name: '商城终端' })).toBeVisible();
  await expect(page.getByRole('table', { name: '应用列表' })).toContainText('融媒体客户端');
  expect(await page.evaluate(() => localStorage.getItem('leftMenuTitle'))).toBe('移动应用');

  // close the open tab → the last remaining tab
  const appTab = page.locator('[data-testid="tab"][data-path="/terminal/app/list"]');
  await appTab.getByRole('button', { name: /关闭/ }).click();
  await expect(page).toHaveURL(/\/contentManagement\/filelibrary$/);
  await expect(appTab).toHaveCount(0);

  // a group entry (云直播, a container without a page of its own) opens its first page, and a
  // search finds the pages under the entries (电视 → 电视直播)
  const live = await openCloudProducts(page);
  await live.getByRole('button', { name: '云直播' }).click();
  await expect(page).toHaveURL(/\/contentManagement\/cloudLiveBroadcast\/\w+/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
  await expect(page.getByTestId('side-bar')).toContainText('电视直播');
  const search = await openCloudProducts(page);
  await search.getByLabel('搜索产品').fill('电视');
  await search.getByRole('button', { name: '电视直播' }).click();
  await expect(page).toHaveURL(/\/contentManagement\/cloudLiveBroadcast\/tvLiveBroadcast$/);

  await page.reload();
  await expect(fileTab).toBeVisible();
  await expect(page.locator('[data-testid="tab"][data-path="/dashboard/index"]')).toBeVisible();
  // the console tab cannot be closed
  await expect(page.locator('[data-testid="tab"][data-path="/dashboard/index"]').getByRole('button', { name: /关闭/ })).toHaveCount(0);
});

test('shortcut editor: at most 9, reorder by keyboard drag, save; quick navigation when narrow', async ({ page }) => {
  await login(page);
  await page.getByTestId('edit-shortcuts').click();
  const editor = page.getByRole('dialog', { name: '快捷菜单配置' });
  await expect(editor).toBeVisible();
  const candidates = editor.getByTestId('shortcut-candidate');
  expect(await candidates.count()).toBeGreaterThanOrEqual(10);
  for (let i = 0; i < 10; i++) await candidates.nth(i).click();
  await expect(toast(page, '最多添加9个快捷导航!')).toBeVisible();
  const rows = editor.getByTestId('shortcut-row');
  await expect(rows).toHaveCount(9);
  // adding a present entry removes it
  await candidates.nth(8).click();
  await expect(rows).toHaveCount(8);
  // search
  await editor.getByLabel('搜索菜单').fill('配置');
  await expect(candidates).toHaveCount(1);
  await editor.getByLabel('搜索菜单').fill('');

  const first = (await rows.nth(0).innerText()).replace(/^1\.\s*/, '');
  const second = (await rows.nth(1).innerText()).replace(/^2\.\s*/, '');
  // drag with the mouse: the first row below the second
  const handle = rows.nth(0).getByTestId('shortcut-handle');
  const target = await rows.nth(1).boundingBox();
  const start = await handle.boundingBox();
  await page.mouse.move(start!.x + start!.width / 2, start!.y + start!.height / 2);
  await page.mouse.down();
  await page.mouse.move(start!.x + 10, start!.y + 10, { steps: 3 });
  await page.mouse.move(target!.x + 20, target!.y + target!.height * 0.9, { steps: 8 });
  await page.mouse.up();
  await expect(rows.nth(0)).toContainText(second);
  await expect(rows.nth(1)).toContainText(first);
  // and back with the keyboard
  await rows.nth(1).getByTestId('shortcut-handle').focus();
  await page.keyboard.press('Space');
  await expect(rows.nth(1).getByTestId('shortcut-handle')).toHaveAttribute('aria-pressed', 'true');
  // the keyboard sensor listens from the next task after picking up: press until it moved
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${first} 移到了 ${second} 的位置`)).toBeAttached({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(rows.nth(0)).toContainText(first);
  await docShot(page, 'shell-shortcut-editor.png');

  await editor.getByRole('button', { name: '完成' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(editor).toBeHidden();
  const bar = page.getByTestId('shortcut-bar');
  await expect(bar.getByRole('button', { name: first })).toBeVisible();

  // 取消 restores the saved list
  await page.getByTestId('edit-shortcuts').click();
  await rows.nth(0).getByRole('button', { name: /移除/ }).click();
  await expect(rows).toHaveCount(7);
  await editor.getByRole('button', { name: '取消' }).click();
  await page.getByTestId('edit-shortcuts').click();
  await expect(rows).toHaveCount(8);
  await editor.getByRole('button', { name: '取消' }).click();

  await page.reload();
  await expect(bar.getByRole('button', { name: first })).toBeVisible();
  await docShot(page.locator('header[data-header-style]'), 'shell-header-wide.png');
  await page.setViewportSize({ width: 900, height: 700 });
  await expect(page.getByTestId('quick-nav')).toBeVisible();
  await page.getByTestId('quick-nav').click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await docShot(page, 'shell-header-narrow.png', { clip: { x: 0, y: 0, width: 900, height: 360 } });

  // other end-to-end files sign in as admin on the same server: leave no shortcut buttons behind
  const { token } = await apiLogin(page);
  const cleared = await page.request.post('/api/web-conf/role/perms/used/set', { headers: { token }, form: { comMicsIds: '' } });
  expect((await cleared.json()).code).toBe(200);
});

test('theme drawer: header style, colour and dark mode survive a reload', async ({ page }) => {
  await login(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '主题风格' }).click();
  const drawer = page.getByRole('dialog', { name: '主题风格设置' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('radio', { name: '浅色顶栏' }).check();
  await drawer.getByRole('radio', { name: '#52C41A' }).click();
  await expect(page.locator('header[data-header-style]')).toHaveAttribute('data-header-style', '0');
  await docShot(page, 'shell-theme-drawer.png');
  await drawer.getByRole('switch', { name: '深色模式' }).check();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await page.reload();
  await expect(page.locator('header[data-header-style]')).toHaveAttribute('data-header-style', '0');
  await expect(page.locator('[data-theme="dark"]')).toHaveCount(1);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('styleIndex') ?? '{}'));
  expect(stored).toEqual({ navStyle: 0, headerStyle: 0, color: '#52C41A', dark: true });
});

test('config centre: the tenant title and logo change without a rebuild; personal centre', async ({ page }) => {
  await login(page);
  await page.getByTestId('config-center').click();
  await expect(page).toHaveURL(/\/system\/config$/);
  const title = page.getByLabel('后台标题');
  await expect(title).toBeVisible();
  const original = await title.inputValue();
  await title.fill('演示融媒体平台');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAGklEQVR42mNkYPhfz0AEYBxVSF+FoxpGNQAAMb8Pv4bNMQEAAAAASUVORK5CYII=',
    'base64',
  );
  await page.getByTestId('upload-SystemMediaLogo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: '标志（logo）' })).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('演示融媒体平台');
  await expect(page.getByTestId('header-logo')).toBeVisible();
  await expect(page).toHaveTitle(/演示融媒体平台/);

  // restore for the other end-to-end files
  await page.getByLabel('后台标题').fill(original);
  await page.getByRole('button', { name: '清除' }).first().click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('header-title')).toHaveText(original || '融媒体管理平台');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/user\/center\/personInfo$/);
  await page.getByLabel('手机号').fill('123');
  // the mobile is its own small form (mobile/editOrSet): Enter submits it
  await page.getByLabel('手机号').press('Enter');
  await expect(toast(page, '请完善表单')).toBeVisible();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
});

test('a restricted user does not see what their route tree lacks, and changes the password', async ({ page }) => {
  const admin = await apiLogin(page);
  const res = await page.request.post('/api/web-conf/user/manager/add', {
    headers: { token: admin.token },
    form: { account: 'shellstaff', name: '编辑员', password: 'Staff_123' },
  });
  expect((await res.json()).code).toBe(200);

  await login(page, { account: 'shellstaff', password: 'Staff_123' });
  await expect(page.getByTestId('user-menu')).toContainText('编辑员');
  await expect(page.getByTestId('config-center')).toHaveCount(0);
  const products = await openCloudProducts(page);
  await expect(products.getByRole('group', { name: '系统设置' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '个人中心' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: '修改密码' }).click();

  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '请完善表单')).toBeVisible();
  await expect(dialog.getByText('请输入原密码')).toBeVisible();
  await dialog.getByPlaceholder('请输入原密码').fill('Staff_123');
  await dialog.getByPlaceholder('请输入新密码').fill('Staff_456');
  await dialog.getByPlaceholder('请再输入一次新密码').fill('Staff_457');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('您输入的两次密码不一致，请重试！')).toBeVisible();
  await dialog.getByPlaceholder('请再输入一次新密码').fill('Staff_456');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '修改密码,请重新登陆')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  await login(page, { account: 'shellstaff', password: 'Staff_456' });
});


test('a role without 控制台 lands on its first page; 首页, 返回控制台 and the tabs lead there; a role with no page gets 无可用菜单 with sign-out', async ({ page, browser }) => {
  const admin = await apiLogin(page);
  const call = async (url: string, data: unknown) => {
    const body = await (await page.request.post(url, { data, headers: { token: admin.token } })).json();
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data as { id: number };
  };
  // the TV channel screens only (no 首页 / 控制台), and a role with no menu at all
  const tvRole = await call('/api/web-conf/role/manager/add', { name: '频道值班', comMicsIds: [10, 120, 150, 151] });
  const emptyRole = await call('/api/web-conf/role/manager/add', { name: '无菜单角色', comMicsIds: [] });
  const dep = await call('/api/weborganization', { name: '落地页测试部' });
  await call('/api/user', { account: 'tvduty', name: '频道值班员', password: 'Duty_1234', organizationId: dep.id, roleIds: [tvRole.id] });
  await call('/api/user', { account: 'nomenu', name: '无菜单用户', password: 'None_1234', organizationId: dep.id, roleIds: [emptyRole.id] });

  const signInThroughPage = async (p: Page, account: string, password: string) => {
    await p.goto('/login/demo');
    await p.getByLabel('账号').fill(account);
    await p.getByLabel('密码').fill(password);
    await p.getByRole('button', { name: '登录' }).click();
    await expect(p).not.toHaveURL(/\/login/);
  };

  await signInThroughPage(page, 'tvduty', 'Duty_1234');
  await expect(page).not.toHaveURL(/\/dashboard|\/error/);
  await expect(page.getByTestId('user-menu')).toContainText('频道值班员');
  const landing = new URL(page.url()).pathname;
  // no 控制台 tab to lead to a 404
  await expect(page.getByTestId('tab').filter({ hasText: '控制台' })).toHaveCount(0);
  await page.goto('/error/404');
  await page.getByRole('button', { name: '返回控制台' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  await page.getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInThroughPage(other, 'nomenu', 'None_1234');
  await expect(other).toHaveURL(/\/noMenu$/);
  await expect(other.getByRole('heading', { name: '无可用菜单，请联系管理员' })).toBeVisible();
  await other.getByRole('button', { name: '退出登录' }).click();
  await expect(other).toHaveURL(/\/login/);
  await context.close();
});
