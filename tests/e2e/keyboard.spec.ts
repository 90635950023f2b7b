import { expect, test, type FileChooser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiLogin } from './support/login.js';
import { makeFile, removeMadeFiles } from './support/upload-files.js';

// Keyboard-only paths: no mouse anywhere. Each control is reached with Tab (in the page's own
// tab order) and operated with Enter, Space, arrows and typing.

test.afterAll(() => removeMadeFiles());

/** The accessible name-ish of the focused element: aria-label, label text, or its text. */
const focusedName = (page: Page, inputOnly: boolean) =>
  page.evaluate((inputOnly) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    if (inputOnly && el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA') return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? labelled.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    // the text of a control names it; the text of a focusable region (the scrolling main) does not
    const control = el.matches('button, a, input, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="link"], [role="option"]');
    const text = control ? (el.textContent ?? '') : '';
    return `${el.getAttribute('aria-label') ?? ''} ${byId} ${label} ${text}`.replace(/\s+/g, ' ').trim();
  }, inputOnly);

/** Presses Tab until the focused element's name matches `name` (at most `max` presses); with
 *  `input`, only a text field counts (a tab or button of the same name is passed over). */
async function tabTo(page: Page, name: RegExp, max = 120, input = false): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (name.test(await focusedName(page, input))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${name} is not reachable with Tab (last focus: ${await focusedName(page, false)})`);
}

/** Tabs to a text field, types `text` and checks the field holds it (a slow first render may
 *  still move focus or replace the field while the keys arrive; then the field is typed again). */
async function typeInto(page: Page, name: RegExp, label: string, text: string) {
  const field = page.getByLabel(label);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tabTo(page, name, 60, true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(text);
    if ((await field.inputValue()) === text) return;
  }
  await expect(field).toHaveValue(text);
}

async function keyboardLogin(page: Page) {
  await page.goto('/login/demo');
  await typeInto(page, /账号/, '账号', 'admin');
  await typeInto(page, /密码/, '密码', ADMIN_PASSWORD);
  // Enter submits once the session may start a login (the button is enabled then)
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/index$/, { timeout: 30_000 });
}

test('signs in with the keyboard only', async ({ page }) => {
  await keyboardLogin(page);
});

test('programme editor by keyboard: add entries, edit a time, save', async ({ page }) => {
  const { token } = await apiLogin(page);
  const res = await page.request.post('/api/web-manager/live/tv/add', { form: { liveTvName: '键盘操作频道' }, headers: { token } });
  const id = (await res.json()).data.liveTvId as number;
  await keyboardLogin(page);
  await page.goto(`/contentManagement/cloudLiveBroadcast/programEdit?liveTvId=${id}`);
  await expect(page.getByText('暂无节目，请从左侧选择视频或直播添加')).toBeVisible();
  // choose the library from its menu with the keyboard
  await tabTo(page, /请选择资源库/);
  await page.keyboard.press('Enter');
  const publicLibrary = page.getByRole('menuitemradio', { name: '公共资源库' });
  await expect(publicLibrary).toBeVisible();
  // the menu takes focus once it is placed (on its first or checked item): arrows work from then on
  await expect(page.locator('[role="menuitemradio"]:focus, [role="menuitem"]:focus')).toHaveCount(1);
  for (let i = 0; i < 6 && !(await publicLibrary.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // add two videos
  await tabTo(page, /选择：新闻联播片头\.mp4/);
  await page.keyboard.press('Enter');
  await tabTo(page, /选择：彩条测试信号\.mp4/);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="schedule-row"], [data-index]').filter({ hasText: '彩条测试信号.mp4' }).first()).toBeVisible();
  // edit the first entry's end time
  await tabTo(page, /第1条结束时间/, 200, true);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('00:01:00');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('第2条开始时间')).toHaveValue('00:01:00');
  // save
  await tabTo(page, /^保存$/, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByText('保存成功').first()).toBeVisible();
});

test('upload manager by keyboard: open, choose a library and files, follow the transfer', async ({ page }) => {
  const file = makeFile('键盘上传-2M.mp4', 2);
  // the chooser is listened for from the start, so Playwright intercepts the dialog well before
  // Enter opens it and a chooser reported late is still caught (a listener added just before the
  // key press could miss its chooser on a busy machine, and the dialog left open then kept every
  // later Enter from opening another)
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await keyboardLogin(page);
  await tabTo(page, /上传管理|上传/);
  await page.keyboard.press('Enter');
  const popup = page.getByTestId('upload-manager');
  await expect(popup).toBeVisible();
  // the library menu: opened with Enter on its trigger (inside the popup), 公共资源库 reached with
  // the arrows and chosen with Enter; the trigger then names it
  const trigger = popup.getByRole('button', { name: /^文件库/ });
  const publicLibrary = page.getByRole('menuitemradio', { name: '公共资源库' });
  await tabTo(page, /^文件库/);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(publicLibrary).toBeVisible();
  // the menu takes focus once it is placed (on its first or checked item): arrows work from then on
  await expect(page.locator('[role="menuitemradio"]:focus, [role="menuitem"]:focus')).toHaveCount(1);
  for (let i = 0; i < 6 && !(await publicLibrary.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await expect(publicLibrary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText('公共资源库');
  // 选择文件 itself (not the library trigger, whose placeholder is 请选择文件库); Enter opens the
  // system's file chooser (caught by the listener set at the start)
  const choose = popup.getByRole('button', { name: '选择文件' });
  await tabTo(page, /^选择文件$/);
  await expect(choose).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length, { message: 'Enter on 选择文件 opens the file chooser', timeout: 30_000 }).toBe(1);
  await choosers[0].setFiles(file.file);
  // uploaded, or 已秒传 when the same file is already stored (a repeated run)
  await expect(popup.locator('[data-testid="manager-item"][data-status="success"], [data-testid="manager-item"][data-status="secondPass"]')).toHaveCount(1, { timeout: 30_000 });
});
