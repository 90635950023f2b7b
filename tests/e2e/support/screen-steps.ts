// Steps the list-screen specs share: open a screen and wait for its heading; open its 新增…
// dialog; save a dialog and wait until it closes.
import { expect, type Locator, type Page } from '@playwright/test';

/** Goes to `path` and waits for the screen's heading. */
export async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** Opens the screen at `path` (its heading `heading`), presses `addButton` and returns the dialog it opens. */
export async function openAddDialog(page: Page, path: string, heading: string, addButton: string): Promise<Locator> {
  await openScreen(page, path, heading);
  await page.getByRole('button', { name: addButton }).click();
  return page.getByRole('dialog');
}

/** Presses the dialog's 保存 and waits until it has closed. */
export async function saveDialog(dialog: Locator, options?: { timeout?: number }) {
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden(options);
}
