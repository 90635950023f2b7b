// The tab strip's overflow: with more tabs than fit at 1440×900, the ones that do not fit move
// into the 更多标签 menu; 控制台 stays first and the open tab stays in the row; a menu item opens
// its tab (by mouse and by keyboard); 关闭其他 leaves nothing to overflow.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/login';
import { docShot } from './support/doc-shot';
import { navigateInApp } from './support/settle';

const home = '/dashboard/index';
/** Pages of the seeded menu the administrator holds: more than fit in one row. */
const PAGES = [
  ...['create', 'invitation', 'comment', 'politics', 'follow', 'collection', 'like', 'warning', 'contribution', 'explosive', 'clue'].map((m) => `/message/${m}/list`),
  '/contentProduction/manuscripts',
  '/contentProduction/newAtlas',
  '/contentProduction/newVideo',
  '/contentProduction/newAudio',
  '/contentProduction/externalLinks',
  '/fusionRelease/webRelease/list',
  '/fusionRelease/appRelease/list',
  '/interaction/contributions',
  '/interaction/forbiddenWords',
  '/terminal/app/list',
];

const tabOf = (page: Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);

test('tabs that do not fit go into 更多标签; a menu item opens its tab; the open tab and 控制台 stay in the row', async ({ page }) => {
  await signIn(page);
  // the first page by its address, the rest opened inside the running console, as a user's clicks
  // on the menu open them (a fresh page load each made the test outlast its minute on a busy machine)
  await page.goto(PAGES[0]!);
  await expect(tabOf(page, PAGES[0]!)).toHaveCount(1);
  for (const path of PAGES.slice(1)) {
    await navigateInApp(page, path);
    await expect(tabOf(page, path)).toHaveCount(1);
  }
  const last = PAGES.at(-1)!;
  const strip = page.getByTestId('tab-strip');
  const more = page.getByTestId('tab-overflow');
  await expect(more).toBeVisible();
  await expect(more).toHaveText(/^更多标签（\d+）$/);
  // 控制台 first, the open tab visible, the others partly hidden; the row does not scroll
  await expect(strip.locator('[data-testid="tab"]').first()).toHaveAttribute('data-path', home);
  await expect(tabOf(page, home)).toBeVisible();
  await expect(tabOf(page, last)).toBeVisible();
  await expect(tabOf(page, last).getByRole('link')).toHaveAttribute('aria-current', 'page');
  expect(await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const hidden = strip.locator('[data-testid="tab"][data-overflowing]');
  const count = await hidden.count();
  expect(count).toBeGreaterThan(0);
  await expect(more).toHaveText(`更多标签（${count}）`);

  // a hidden tab picked from the menu opens, and joins the row as the open tab
  const picked = (await hidden.first().getAttribute('data-path'))!;
  const title = (await tabOf(page, picked).locator('a').textContent())!;
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(count);
  await expect(menu.getByRole('menuitem', { name: title, exact: true })).toBeVisible();
  // the picture once the menu's opening animation has ended
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  await docShot(page, 'tabs-overflow.png', { clip: { x: 0, y: 0, width: 1440, height: 560 } });
  await menu.getByRole('menuitem', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${picked}$`));
  await expect(tabOf(page, picked)).toBeVisible();
  await expect(tabOf(page, picked).getByRole('link')).toHaveAttribute('aria-current', 'page');
  await expect(tabOf(page, home)).toBeVisible();

  // by keyboard: Enter opens the menu, the first item takes focus, Enter opens its tab
  const next = (await strip.locator('[data-testid="tab"][data-overflowing]').first().getAttribute('data-path'))!;
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(tabOf(page, next)).toBeVisible();

  // the open tab's close button still works (to the last remaining tab); 关闭其他 leaves 控制台
  // and the open tab, nothing overflows
  await tabOf(page, next).getByRole('button', { name: /关闭/ }).click();
  await expect(tabOf(page, next)).toHaveCount(0);
  await expect(page).not.toHaveURL(new RegExp(`${next}$`));
  await page.getByRole('button', { name: '关闭其他' }).click();
  await expect(strip.locator('[data-testid="tab"]')).toHaveCount(2);
  await expect(more).toHaveCount(0);
});
