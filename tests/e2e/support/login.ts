import { expect, test, type Page } from '@playwright/test';

/** The administrator's password of the end-to-end server (playwright.config.ts). */
export const ADMIN_PASSWORD = 'Admin_123';

export interface Credentials {
  domain?: string;
  account?: string;
  password?: string;
}

/** Signs in through the real login page and waits for the console. */
export async function login(page: Page, { domain = 'demo', account = 'admin', password = ADMIN_PASSWORD }: Credentials = {}) {
  await page.goto(`/login/${domain}`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/index$/);
}

/** Signs in through the API (faster, for tests that are not about login) and returns the session. */
export async function apiLogin(page: Page, { domain = 'demo', account = 'admin', password = ADMIN_PASSWORD }: Credentials = {}) {
  const res = await page.request.post('/api/web-basic/login/back/remix', {
    form: { domainName: domain, account, password },
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data as { token: string; webTenId: number; webUserId: number; webUserName: string };
}

/**
 * Signs in through the API and hands the browser the session cookie the login page would have
 * set; the next `page.goto` opens the console signed in, its user and route tree loaded from the
 * token as after a reload. For tests that are not about signing in (the login page itself is
 * exercised by the session, keyboard and a11y specs). Returns the session.
 */
export async function signIn(page: Page, credentials: Credentials = {}) {
  const session = await apiLogin(page, credentials);
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('signIn needs the project baseURL');
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(session.token), url, sameSite: 'Strict' }]);
  return session;
}
