// Waiting for a screen to be finished, shared by the screen walk and the crawler: the screen of
// the address is drawn (rendered), the requests a screen waits for are counted (inFlight), and
// settle waits until none has been open for a quiet window, no loading spinner is left and
// Fluent's finite animations have ended.
import { expect, type Page, type Request } from '@playwright/test';

/**
 * Counts the page's requests that a screen waits for (API calls, documents, scripts, styles; not
 * media, images or fonts, which may stream for long), so the walk can wait until the screen is
 * idle: nothing in flight for QUIET_MS, no spinner. QUIET_MS is networkidle's window; it outlasts
 * the spec's 300 ms delay before a list's first load.
 */
const QUIET_MS = 500;
export function inFlight(page: Page) {
  const counted = (r: Request) => ['xhr', 'fetch', 'document', 'script', 'stylesheet'].includes(r.resourceType());
  const state = { open: 0, lastChange: Date.now() };
  const change = (d: number) => (r: Request) => {
    if (!counted(r)) return;
    state.open += d;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return state;
}

export async function settle(page: Page, net: { open: number; lastChange: number }, hard: boolean, quietMs = QUIET_MS, animations = true) {
  await rendered(page);
  await expect
    .poll(() => net.open <= 0 && Date.now() - net.lastChange >= quietMs, { timeout: 30_000, intervals: [100] })
    .toBe(true)
    .catch(() => undefined);
  // the route checks demand a finished screen; axe alone waits for one as long as it reasonably can
  if (hard) await expect(page.getByRole('progressbar', { name: '正在加载…' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[role="progressbar"][aria-busy="true"], .fui-Spinner')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
  // a screen that has just mounted may still be fading or colouring in (Fluent's transitions);
  // axe measures colour contrast, so it waits for the finite animations to end (a check that
  // measures no colour passes animations=false)
  if (animations) await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Waits until the console shows the address it is at: a navigation changes the address at once and
 * renders the new screen (its sidebar, its tab) after, so a screen read in between is the previous
 * one. The layout's main region names the path it renders (data-path); pages outside the layout
 * have none. False when the two still differ after `timeout` ms.
 */
export async function rendered(page: Page, timeout = 10_000): Promise<boolean> {
  return page
    .waitForFunction(() => {
      const main = document.querySelector<HTMLElement>('main[data-path]');
      return !main || main.dataset.path === window.location.pathname;
    }, null, { timeout, polling: 50 })
    .then(() => true, () => false);
}

/** Client-side navigation inside the running console (react-router follows history's popstate). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
