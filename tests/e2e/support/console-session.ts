// A console session opened through the API: the token of apiLogin set as the session cookie the
// console reads at start (src/services/storage.ts), without going through the login page.
import { test, type Page } from '@playwright/test';
import { apiLogin, type Credentials } from './login';

export async function consoleSession(page: Page, credentials: Credentials = {}) {
  const me = await apiLogin(page, credentials);
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page.context().addCookies([{ name: 'token', value: me.token, domain: base.hostname, path: '/', sameSite: 'Strict' }]);
  await page.context().addInitScript((domain) => localStorage.setItem('domainName', domain), credentials.domain ?? 'demo');
  return me;
}
