import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeFindings, seriousViolations } from './support/axe.js';
import { ADMIN_PASSWORD } from './support/login.js';

// axe-core (Deque's engine, run in the page by support/axe.ts) on every signed-out screen, with axe's
// default rules and WCAG 2.5.3 label in name (support/axe.ts): no serious or critical violation;
// moderate and minor ones are printed. The signed-in screens are checked by the walk (walk.spec.ts).

/** Waits until the screen has settled: no spinner, no skeleton shown. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[role="progressbar"][aria-busy="true"], .fui-Spinner')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
}


/**
 * The public pages with real data: a released article, a live channel's public id, a QR ticket.
 * Fetched through a request context of its own, so the page stays signed out.
 */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const news = (await (await request.get('/api/web-publish/news/latest?domainName=demo&limit=1')).json()).data as { id: number }[];
  expect(news.length, 'a released article of the seed').toBeGreaterThan(0);
  const login = (await (await request.post('/api/web-basic/login/back/remix', { form: { domainName: 'demo', account: 'admin', password: ADMIN_PASSWORD } })).json()).data as { token: string };
  const channels = (await (await request.get('/api/web-manager/live/view/channels', { headers: { token: login.token } })).json()).data as { publicId: string }[];
  expect(channels.length, 'a live channel of the seed').toBeGreaterThan(0);
  const ticket = (await (await request.get('/api/web-basic/login/back/qrcode?domainName=demo')).json()).data.ticket as string;
  const live = encodeURIComponent(channels[0]!.publicId);
  return [`/newsDetails/${news[0]!.id}`, '/show?domain=demo', '/newsDetails/audience?domain=demo', `/liveView?passagewayId=${live}`, `/liveViewAudio?passagewayId=${live}`, `/qrConfirm?ticket=${encodeURIComponent(ticket)}`];
}

test('signed-out screens have no serious or critical axe violations', async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL });
  const open = await publicPaths(request);
  await request.dispose();
  const found: string[] = [];
  const advisory: string[] = [];
  for (const path of ['/login', '/login/demo', '/login4token', '/error/404', '/error/403', '/error/500', ...open]) {
    await page.goto(path);
    await settle(page);
    const { failing, advisory: minor } = await axeFindings(page);
    console.log(`[axe] signed out ${path}: ${failing.length}`);
    for (const v of failing) found.push(`${path}: ${v}`);
    for (const v of minor) advisory.push(`${path}: ${v}`);
  }
  console.log(`[axe] signed out: ${found.length} serious/critical violations, ${advisory.length} moderate/minor (printed, not failed)`);
  for (const f of found) console.log(`  ${f}`);
  for (const f of advisory) console.log(`  (advisory) ${f}`);
  expect(found).toEqual([]);
});

test('the axe check itself reports a serious violation it is shown (a nameless button, an image without text, a name without the shown text)', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  // a first check puts axe into the document; the checks below reuse it, as the walk does on the
  // screens of one document, and must see what changed since
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const bad = document.createElement('div');
    bad.innerHTML = '<button type="button" id="axe-control-button"></button><img id="axe-control-img" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button type="button" id="axe-control-label" aria-label="关闭窗口">提交稿件</button>';
    document.body.append(bad);
  });
  const violations = await seriousViolations(page);
  expect(violations.some((v) => v.startsWith('button-name') && v.includes('#axe-control-button'))).toBe(true);
  expect(violations.some((v) => v.startsWith('image-alt') && v.includes('#axe-control-img'))).toBe(true);
  // WCAG 2.5.3 label in name, an experimental rule of this axe version: it runs because it is enabled
  expect(violations.some((v) => v.startsWith('label-content-name-mismatch') && v.includes('#axe-control-label'))).toBe(true);
  // and a run after the faults are gone reports none of them (nothing kept from the run before)
  await page.evaluate(() => document.getElementById('axe-control-button')?.parentElement?.remove());
  expect(await seriousViolations(page)).toEqual([]);
});
