// Organisation and sign-in (docs/org.md) end to end, against the real server: an administrator
// creates a department, a role with a few menus and a user in both; that user signs in by SMS (the
// code read from the server's outbox) and holds only those menus; a second browser signs in by QR,
// confirmed from the first; disabling the user ends their open session.
import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { login } from './support/login';
import { openAddDialog, openScreen, saveDialog } from './support/screen-steps';
import { docShot } from './support/doc-shot';
import { seriousViolations } from './support/axe';

const MOBILE = '13912345678';
const DEPT = '新闻采编部';
const ROLE = '采编记者';
const USER = '李记者';

/** The last code the server sent to `mobile` (DATA_DIR/sms-outbox.jsonl). */
function lastCode(mobile: string): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox.jsonl');
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { mobile: string; code: string });
  const mine = lines.filter((l) => l.mobile === mobile);
  if (!mine.length) throw new Error(`no SMS for ${mobile}`);
  return mine[mine.length - 1].code;
}

/** A small PNG of one colour, made here (RGB, no filter). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test.describe('organisation, users, roles and sign-in', () => {
  let admin: Page;
  let userPage: Page;

  test.beforeAll(async ({ browser }) => {
    admin = await newPage(browser);
    await login(admin);
  });

  test('creates a department on the tree screen', async () => {
    const dialog = await openAddDialog(admin, '/system/organization', '部门管理', '新增部门');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入部门名称')).toBeVisible();
    await dialog.getByLabel('部门名称').fill(DEPT);
    await dialog.getByLabel('备注').fill('负责新闻采访与编辑');
    await saveDialog(dialog);
    const node = admin.getByRole('treeitem', { name: DEPT });
    await expect(node).toBeVisible();
    await node.getByRole('button', { name: '新增下级' }).first().click();
    await dialog.getByLabel('部门名称').fill('时政组');
    await saveDialog(dialog);
    await expect(admin.getByRole('treeitem', { name: '时政组' })).toBeVisible();
    await node.getByRole('button', { name: '删除' }).first().click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(admin.getByText('该部门下还有子部门，不能删除').first()).toBeVisible();
    await expect(node).toBeVisible();
    await docShot(admin, 'org-departments.png');
  });

  test('creates a role with a few menus on the catalogue tree', async () => {
    const dialog = await openAddDialog(admin, '/system/role', '角色管理', '新增角色');
    await dialog.getByLabel('角色名称').fill(ROLE);
    await dialog.getByRole('button', { name: '展开', exact: true }).click();
    await dialog.getByRole('checkbox', { name: '控制台', exact: true }).check();
    await dialog.getByRole('checkbox', { name: '部门管理', exact: true }).check();
    await expect(dialog.getByRole('checkbox', { name: '系统设置', exact: true })).toBeChecked({ checked: false });
    await docShot(admin, 'org-role-editor.png');
    await saveDialog(dialog, { timeout: 30_000 });
    await expect(admin.getByRole('cell', { name: ROLE })).toBeVisible();
    await docShot(admin, 'org-roles.png');
  });

  test('searches the menu tree, ticks 内容生产 without its publishing right, and the role holds exactly that', async () => {
    const name = '文稿采写';
    const dialog = await openAddDialog(admin, '/system/role', '角色管理', '新增角色');
    await dialog.getByLabel('角色名称').fill(name);
    await dialog.getByLabel('角色说明').fill('采写各类稿件，不审核、不发布');
    // the tree starts closed; the search shows the matching group open, by business names only
    await expect(dialog.getByRole('checkbox', { name: '文稿', exact: true })).toHaveCount(0);
    await dialog.getByRole('searchbox', { name: '搜索菜单' }).fill('内容生产');
    await expect(dialog.getByRole('treeitem', { name: '文稿', exact: true })).toBeVisible();
    await expect(dialog.getByRole('treeitem', { name: '控制台', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('tree').getByText(/发布权限|Tripart|无权限|超出限额/)).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: '内容生产', exact: true }).check();
    await expect(dialog.getByRole('checkbox', { name: '编辑稿件', exact: true })).toBeChecked();
    // the publishing and review rights are separate choices, left unticked by the group
    const rights = dialog.getByRole('group', { name: '发布与审核权限' });
    await expect(rights.getByRole('checkbox', { name: '文稿发布到网站' })).not.toBeChecked();
    await expect(rights.getByRole('checkbox', { name: '文稿审核' })).not.toBeChecked();
    await expect(rights.getByRole('checkbox', { checked: true })).toHaveCount(0);
    // the tree, its tools and the rights grid: no serious or critical axe violation
    expect(await seriousViolations(admin)).toEqual([]);
    await docShot(admin, 'org-role-editor-rights.png');
    await saveDialog(dialog, { timeout: 30_000 });
    await expect(admin.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: '采写各类稿件，不审核、不发布' })).toBeVisible();

    const token = await admin.evaluate(() => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '');
    const page = await admin.request.get('/api/web-conf/role/manager/page', { headers: { token }, params: { name, pageIndex: 1, pageSize: 10 } });
    const role = (await page.json()).data.list[0] as { name: string; description: string; comMicsIds: number[] };
    expect(role).toMatchObject({ name, description: '采写各类稿件，不审核、不发布' });
    // 内容生产, its five lists and the editor: no review page (311–315), no publish marker (360–379)
    expect(role.comMicsIds).toEqual([300, 301, 302, 303, 304, 305, 306]);
  });

  test('creates a user in that department and role, the rules checked before sending', async () => {
    const dialog = await openAddDialog(admin, '/system/user', '用户管理', '新增用户');
    await dialog.getByLabel('账号').fill('lijizhe');
    await dialog.getByLabel('姓名').fill(USER);
    await dialog.getByLabel('密码').fill('bad pass!');
    await dialog.getByLabel('手机号').fill('12345');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('密码中只能包含数字字母或_$@')).toBeVisible();
    await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
    await dialog.getByLabel('密码').fill('Reporter_1');
    await dialog.getByLabel('手机号').fill(MOBILE);
    await dialog.getByRole('combobox', { name: '部门' }).click();
    await admin.getByRole('option', { name: DEPT }).click();
    await dialog.getByRole('combobox', { name: '角色' }).click();
    await admin.getByText(ROLE, { exact: true }).last().click();
    await dialog.getByRole('heading', { name: '新增用户' }).click();
    await saveDialog(dialog);
    await expect(admin.getByRole('cell', { name: USER })).toBeVisible();
    await docShot(admin, 'org-users.png');
  });

  test('the user signs in by SMS and holds only the role’s menus', async ({ browser }) => {
    userPage = await newPage(browser);
    await userPage.goto('/login/demo');
    await userPage.getByRole('tab', { name: '短信登录' }).click();
    await userPage.getByLabel('手机号').fill(MOBILE);
    await userPage.getByRole('button', { name: '获取验证码' }).click();
    await expect(userPage.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    // the countdown (the longest label) stays inside the form, beside the code field
    const form = await userPage.getByRole('form', { name: '短信登录' }).boundingBox();
    const countdown = await userPage.getByRole('button', { name: /秒后重新获取/ }).boundingBox();
    expect(countdown && form && countdown.x + countdown.width <= form.x + form.width + 0.5).toBe(true);
    await userPage.getByLabel('验证码').fill(lastCode(MOBILE));
    await docShot(userPage, 'org-sms-login.png');
    await userPage.getByRole('button', { name: '登录', exact: true }).click();
    await expect(userPage).toHaveURL(/\/dashboard\/index$/);
    await userPage.goto('/system/organization');
    await expect(userPage.getByRole('treeitem', { name: DEPT })).toBeVisible();
    await userPage.goto('/system/role');
    await expect(userPage).toHaveURL(/\/error\/404$/);
    const held = await userPage.request.get('/api/web-conf/role/perms/user', {
      headers: { token: await userPage.evaluate(() => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '') },
    });
    const paths = JSON.stringify((await held.json()).data);
    expect(paths).toContain('/system/organization');
    expect(paths).not.toContain('/system/role');
    expect(paths).not.toContain('/contentManagement/filelibrary');
  });

  test('a second browser signs in by QR, confirmed from the first', async ({ browser }) => {
    const other = await newPage(browser);
    await other.goto('/login/demo');
    await other.getByRole('tab', { name: '扫码登录' }).click();
    const qr = other.getByRole('img', { name: /扫码/ });
    await expect(qr).toHaveAttribute('data-ticket', /.+/);
    const ticket = (await qr.getAttribute('data-ticket')) ?? '';
    await docShot(other, 'org-qr-login.png');
    await admin.goto(`/qrConfirm?ticket=${encodeURIComponent(ticket)}`);
    await expect(admin.getByRole('button', { name: '确认登录' })).toBeVisible();
    await docShot(admin, 'org-qr-confirm.png');
    await admin.getByRole('button', { name: '确认登录' }).click();
    await expect(admin.getByText('已确认，对方设备将自动登录')).toBeVisible();
    await expect(other).toHaveURL(/\/dashboard\/index$/);
    await admin.goto(`/qrConfirm?ticket=${encodeURIComponent(ticket)}`);
    await admin.getByRole('button', { name: '确认登录' }).click();
    await expect(admin.getByRole('button', { name: '确认登录' })).toBeHidden();
    await expect(admin.getByText('已确认，对方设备将自动登录')).toBeHidden();
    await other.context().close();
  });

  test('disabling the user ends their open session', async () => {
    await admin.goto('/system/user');
    const row = admin.getByRole('row').filter({ hasText: USER });
    await row.getByRole('button', { name: '停用' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row.getByText('停用')).toBeVisible();
    await userPage.reload();
    await expect(userPage).toHaveURL(/\/login(\/demo)?$/);
  });

  test('the audit trail lists the administrator’s actions', async () => {
    await openScreen(admin, '/system/audit', '操作日志');
    await expect(admin.getByRole('cell', { name: '停用用户' }).first()).toBeVisible();
    await expect(admin.getByRole('cell', { name: '新增部门' }).first()).toBeVisible();
    await docShot(admin, 'org-audit.png');
  });

  test('watermarks: create a text watermark and make it the default', async () => {
    const dialog = await openAddDialog(admin, '/system/watermark', '水印管理', '新增水印');
    await dialog.getByLabel('水印名称').fill('台标文字');
    await dialog.getByLabel('水印文字').fill('演示广播电视台');
    await saveDialog(dialog);
    const row = admin.getByRole('row').filter({ hasText: '台标文字' });
    await row.getByRole('button', { name: '设为默认' }).click();
    await expect(row.getByText('默认', { exact: true })).toBeVisible();
    await docShot(admin, 'org-watermarks.png');
  });

  test('assessment statistics per user and per department', async () => {
    await openScreen(admin, '/system/assess', '考核统计');
    await admin.getByRole('radio', { name: '按部门' }).check();
    await admin.getByRole('button', { name: '查询' }).click();
    await expect(admin.getByRole('cell', { name: DEPT, exact: true })).toBeVisible();
    await docShot(admin, 'org-assess.png');
  });

  test('the personal centre: the avatar uploaded (shown there and in the header), the mobile changed', async () => {
    await openScreen(admin, '/user/center/personInfo', '头像、手机号与账号');
    await expect(admin.getByLabel('登录账号')).toHaveValue('admin');
    // a picture of another type is refused by the console, nothing is sent
    const input = admin.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(admin.getByRole('alert').filter({ hasText: '头像只能是 jpg、png 或 webp 图片' })).toBeVisible();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(48, 48, [15, 108, 189]) });
    await expect(admin.getByText('头像已更新').first()).toBeVisible();
    const shown = admin.getByTestId('person-avatar').locator('img');
    await expect(shown).toHaveAttribute('src', /^\/api\/web-conf\/configuration\/manager\/image\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    const src = await shown.getAttribute('src');
    await expect(admin.getByTestId('user-menu').locator('img')).toHaveAttribute('src', src ?? '');
    // the mobile: its own form (mobile/editOrSet), the spec's rule first
    const mobile = admin.getByLabel('手机号');
    await mobile.fill('12345678901');
    await mobile.press('Enter');
    await expect(admin.getByText('请输入正确的手机号')).toBeVisible();
    await mobile.fill('13700001234');
    await mobile.press('Enter');
    await expect(admin.locator('form').filter({ has: mobile }).getByRole('button', { name: '已保存' })).toBeVisible();
    await docShot(admin, 'org-person-info.png');
    await admin.reload();
    await expect(admin.getByLabel('手机号')).toHaveValue('13700001234');
    await expect(admin.getByTestId('person-avatar').locator('img')).toHaveAttribute('src', src ?? '');
    await expect(admin.getByTestId('user-menu').locator('img')).toHaveAttribute('src', src ?? '');
  });

  test('the platform administrator creates and disables a tenant; its login page shows its branding', async ({ browser }) => {
    const password = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'initial-platform-password.txt'), 'utf8').trim();
    const platform = await newPage(browser);
    await login(platform, { domain: 'platform', password });
    const dialog = await openAddDialog(platform, '/platform/tenants', '租户管理', '新增租户');
    await dialog.getByLabel('租户域名').fill('Bad_Domain');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText(/租户域名只能包含/)).toBeVisible();
    await dialog.getByLabel('租户域名').fill('jsbc');
    await dialog.getByLabel('租户名称').fill('江苏广电总台');
    await dialog.getByLabel('管理员 admin 的密码').fill('Jsbc_admin1');
    await saveDialog(dialog);
    const row = platform.getByRole('row').filter({ hasText: 'jsbc' });
    await expect(row).toBeVisible();
    await docShot(platform, 'org-tenants.png');
    const visitor = await newPage(browser);
    await visitor.goto('/login/jsbc');
    // The tenant's own login page answers (its title shows once the server seeds SystemMediaSign
    // for new tenants; today it shows the product name: reported to org-server).
    await expect(visitor.getByText('租户域名：jsbc')).toBeVisible();
    await docShot(visitor, 'org-tenant-login.png');
    await row.getByRole('button', { name: '停用' }).click();
    await platform.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row.getByText('停用')).toBeVisible();
    await visitor.context().close();
    await platform.context().close();
  });
});
