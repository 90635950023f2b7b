import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, apiLogin, login } from './support/login';
import { docShot } from './support/doc-shot';

test.describe('login, session and navigation guard', () => {
  test('shows the tenant login page and refuses a wrong password with the server message, keeping what was typed', async ({ page }) => {
    await page.goto('/login/demo');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await docShot(page, 'foundation-login.png');
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('wrong_pass');
    await page.getByLabel('密码').press('Enter');
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/demo$/);
    await expect(page.getByLabel('账号')).toHaveValue('admin');
  });

  test('validates the form in Chinese before calling the server', async ({ page }) => {
    await page.goto('/login/demo');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('bad pass!');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('密码中只能包含数字字母或_$@')).toBeVisible();
  });

  test('logs in, shows real data on the console, and a reload on a deep link stays there', async ({ page }) => {
    await login(page);
    await expect(page.getByText('演示广播电视台').first()).toBeVisible();
    await docShot(page, 'foundation-frame.png');
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await expect(page.getByText('演示广播电视台').first()).toBeVisible();
  });

  test('a signed-in user visiting /login goes to the console; an unknown path lands on 404', async ({ page }) => {
    await login(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
  });

  test('without a token a deep link goes to the tenant login page', async ({ page }) => {
    await page.goto('/login/demo');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.goto('/dashboard/index');
    await expect(page).toHaveURL(/\/login\/demo$/);
  });

  test('/login4token signs in with a token', async ({ page }) => {
    const { token } = await apiLogin(page);
    await page.goto(`/login4token?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/dashboard\/index$/);
  });

  test('logout asks first: cancel keeps the session, confirm ends it server-side', async ({ page }) => {
    await login(page);
    const token = await page.evaluate(() => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '');
    expect(token).not.toBe('');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByText('确认退出该用户吗？')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByText('取消退出')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/index$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login/);
    const res = await page.request.post('/api/web-basic/login/back/user', { headers: { token: decodeURIComponent(token) } });
    expect((await res.json()).code).toBe(99995);
  });

  test('an expired session with 50 requests in flight shows exactly one message and lands on login after 3 s', async ({ page }) => {
    await login(page);
    const token = await page.evaluate(() => decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? ''));
    // End the session behind the console's back, as an expiry would.
    await page.request.post('/api/web-basic/login/back/out', { headers: { token } });
    const started = Date.now();
    await page.evaluate(() => {
      const http = (window as unknown as { __consoleHttp: { get(url: string): Promise<unknown> } }).__consoleHttp;
      for (let i = 0; i < 50; i++) void http.get('/api/web-conf/user/manager/my/detail').catch(() => undefined);
    });
    const toast = page.getByText(/请重新登陆/);
    await expect(toast).toHaveCount(1);
    await expect(page).toHaveURL(/\/login\/demo$/, { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('wrong credentials give the same message for an unknown account', async ({ page }) => {
    const res = await page.request.post('/api/web-basic/login/back/remix', {
      form: { domainName: 'demo', account: 'nobody', password: ADMIN_PASSWORD },
    });
    expect((await res.json()).msg).toBe('账号或密码错误');
  });
});
