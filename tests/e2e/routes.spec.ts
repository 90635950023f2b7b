import { expect, test } from '@playwright/test';
import { login } from './support/login.js';

// The error pages and the fallback of an unknown address. Every route of spec 001 §2 is visited by
// the signed-in walk (walk.spec.ts).
test('the error pages themselves render', async ({ page }) => {
  await login(page);
  for (const [path, code] of [['/error/404', '404'], ['/error/403', '403'], ['/error/500', '500']] as const) {
    await page.goto(path);
    await expect(page.getByText(code).first()).toBeVisible();
  }
  await page.goto('/no/such/route');
  await expect(page).toHaveURL(/\/error\/404$/);
});
