// Steps the upload specs share: choosing the public library in an uploader, and holding the
// chunk checks so that an upload is caught mid-way, deterministically (no timing).
import type { Locator, Page } from '@playwright/test';
import { login } from './login';

/** Opens the uploader's library picker (inside `scope`, the whole page by default) and picks 公共资源库. */
export async function pickPublicLibrary(page: Page, scope: Page | Locator = page.locator('body')) {
  await scope.getByRole('button', { name: /文件库|上传到|请选择文件库/ }).first().click();
  await page.getByRole('menuitemradio', { name: '公共资源库' }).click();
}

/**
 * Lets the first `after` chunk checks through and holds every later one until `release()`:
 * `held` settles when the first check is held.
 */
export async function holdChunkChecks(page: Page, after: number) {
  let checks = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let heldResolve!: () => void;
  const held = new Promise<void>((r) => (heldResolve = r));
  await page.route('**/api/web-manager/file/manager/chunk/check', async (route) => {
    checks += 1;
    if (checks > after) {
      heldResolve();
      await gate;
    }
    await route.continue().catch(() => undefined);
  });
  return { held, release };
}

/** Signs in and opens the upload page (`/upload` plus `query`) with 公共资源库 picked. */
export async function openUploadPage(page: Page, query = '') {
  await login(page);
  await page.goto(`/upload${query}`);
  await pickPublicLibrary(page);
}

/** Drops files into the upload page's uploader. */
export async function chooseUploadFiles(page: Page, files: string | string[]) {
  await page.getByTestId('uploader-input').setInputFiles(files);
}

/** The upload page's row of a file, by its name. */
export function uploadRow(page: Page, name: string): Locator {
  return page.getByTestId('upload-row').filter({ hasText: name });
}

/** Answers every request to `url` with this JSON body (a fault injected on the way). */
export async function answerJson(page: Page, url: string, body: unknown, status = 200) {
  await page.route(url, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));
}
