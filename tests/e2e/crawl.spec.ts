// The dead-end crawler: for the administrator, every role of the tenant's presets and a role that
// holds a single menu, a user of that role signs in and the crawler opens what that user can reach:
// the page they land on, every entry of 云产品, every entry of each sidebar reached, every in-app
// link on each page reached (one row link per list: links that differ only in a query value lead to
// the same screen), the header's 首页, and every notification in the bell (each user is first sent a
// message of every type, half of them linking to pages the user may not hold). It fails on any
// 404/403/500 page, any uncaught error or console error, and any page still showing only a
// spinner after 10 s; it prints how many entries, links and notifications it visited. Each user
// is a test of its own, so parallel workers share the crawl.
import { expect, test, type Page } from '@playwright/test';
import { MESSAGE_TYPES } from '../../shared/message-types.js';
import { ADMIN_PASSWORD, apiLogin, signIn } from './support/login.js';
import { inFlight, navigateInApp, rendered, settle } from './support/settle.js';
import { tally } from './support/tally.js';
import { docShot } from './support/doc-shot.js';

test.describe.configure({ mode: 'parallel' });

/** The roles every tenant starts with (contract.md "Role presets"; server/seed/role-presets.ts). */
const ROLE_PRESETS = ['记者', '编辑', '初审', '复审', '终审', '值班主任', '系统管理员'] as const;
/** The all-menus preset is the administrator's own role: the administrator's crawl is its crawl. */
const ADMIN_PRESET = '系统管理员';

const PASSWORD = 'Crawl_123';
const ERROR_PAGES = /^\/error\/(404|403|500)$/;
/** Pages a signed-in crawl must not follow: leaving the console or ending the session. */
const NOT_FOLLOWED = /^\/(login|api|logout)(\/|$)|^\/(newsDetails|show|liveView|screenList)/;
/** Links that differ only in query values lead to one screen (one row link per list). */
const linkKey = (href: string) => {
  const url = new URL(href, 'http://x');
  return `${url.pathname}?${[...url.searchParams.keys()].sort().join('&')}`;
};

interface MenuNode {
  comMicsId: number;
  comMicsPath: string;
  comMicsComponent: string;
  comMicsShowJump: number;
  webMicsName: string;
  children?: MenuNode[];
}

type Headers = { token: string };

async function call<T>(page: Page, headers: Headers, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data: data as Record<string, unknown> });
  const body = (await res.json()) as { code: number; data: T; message?: string };
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

/** A user of `roleId` (made by the administrator), and one message of every type sent to them. */
async function userOf(page: Page, admin: Headers, roleId: number, label: string) {
  const depts = await call<{ id: number }[]>(page, admin, 'GET', '/api/weborganization/listForCombo');
  const account = `crawl_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { id } = await call<{ id: number }>(page, admin, 'POST', '/api/user', {
    account, name: `巡检${label}`, password: PASSWORD, organizationId: depts[0]!.id, roleIds: [roleId],
  });
  await sendMessages(page, admin, id);
  return account;
}

/** One message of every type to `userId`; every other one links to a screen of the console. */
async function sendMessages(page: Page, admin: Headers, userId: number) {
  const links = ['/contentManagement/filelibrary', '/system/organization', '/contentProduction/index', '/message/warning/list', '/dashboard/index', '/system/role'];
  for (const [i, t] of MESSAGE_TYPES.entries()) {
    const link = i % 2 === 0 ? links[(i / 2) % links.length] : undefined;
    const res = await page.request.post('/api/web-manager/message/manager/msg/send', {
      headers: admin,
      form: { userIds: String(userId), msgType: String(t.msgType), title: `巡检：${t.name}消息`, viewContent: `一条${t.name}消息${link ? `，指向 ${link}` : ''}。`, ...(link ? { link } : {}) },
    });
    expect(res.status()).toBe(200);
  }
}

async function crawl(page: Page, who: string) {
  const net = inFlight(page);
  const errors: string[] = [];
  const problems: string[] = [];
  page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: uncaught ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // a stream of the test's channels on a live server that is not running (the monitor's players)
    // fails outside the console; every failure of the console's own origin counts
    const from = m.location().url;
    if (from && new URL(from).origin !== new URL(page.url()).origin) return;
    // a failed call of the console's own server is told with its address below
    if (m.text().startsWith('Failed to load resource: the server responded')) return;
    errors.push(`${new URL(page.url()).pathname}: console ${m.text()}`);
  });
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.status() >= 400 && url.origin === new URL(page.url()).origin) errors.push(`${new URL(page.url()).pathname}: ${r.request().method()} ${url.pathname} answered ${r.status()}`);
  });
  const visited = { entries: 0, links: 0, notifications: 0 };
  const seenLinks = new Set<string>();
  const queue: string[] = [];

  const screens = new Set<string>();
  const spinner = page.getByRole('progressbar', { name: '正在加载…' });
  /**
   * Checks the screen reached by `how`: not an error page, no spinner left after 10 s. A screen
   * met for the first time is also waited on until idle and its in-app links are queued; a screen
   * already met (another entry leading to it) is only checked for where it landed.
   */
  const check = async (how: string) => {
    const started = Date.now();
    // the navigation lands (the screen of the new address is drawn, its sidebar included) and a
    // short quiet moment passes; a screen met for the first time is then waited on until its
    // lists have loaded (the spec's 300 ms delay included)
    if (!(await rendered(page))) problems.push(`${how} (${new URL(page.url()).pathname}) still shows the previous screen after 10 s`);
    await settle(page, net, false, 150, false);
    const first = !screens.has(linkKey(page.url()));
    if (first) await settle(page, net, false, undefined, false);
    const path = new URL(page.url()).pathname;
    if (ERROR_PAGES.test(path)) problems.push(`${how} → ${path}`);
    const left = await expect(spinner).toHaveCount(0, { timeout: 10_000 }).then(() => false, () => true);
    if (left) problems.push(`${how} (${path}) shows only a spinner after 10 s`);
    screens.add(linkKey(page.url()));
    seenLinks.add(linkKey(page.url()));
    if (first) {
      const hrefs = await page.locator('main a[href], [data-testid="side-bar"] a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        if (!href.startsWith('/') || href.startsWith('//') || NOT_FOLLOWED.test(href)) continue;
        const key = linkKey(href);
        if (seenLinks.has(key)) continue;
        seenLinks.add(key);
        queue.push(href);
      }
    }
    if (process.env.CRAWL_TRACE) console.log(`  [crawl] ${who} ${how} → ${path} ${first ? 'new' : 'again'} ${Date.now() - started} ms`);
  };

  await page.goto('/');
  await check('sign-in landing');
  if (who.startsWith('single menu')) await docShot(page, 'crawl-landing-single-menu.png');
  const landing = new URL(page.url()).pathname;

  // every entry of 云产品 (a group's entries; a group entry opens its first page)
  const products = page.getByTestId('cloud-products');
  await products.click();
  const surface = page.getByRole('dialog', { name: '云产品' });
  const entries = await surface.getByRole('group').evaluateAll((groups) =>
    groups.flatMap((g) => [...g.querySelectorAll('button')].map((b) => ({ group: g.getAttribute('aria-label') ?? '', name: b.textContent ?? '' }))),
  );
  await page.keyboard.press('Escape');
  for (const e of entries) {
    await products.click();
    await surface.getByRole('group', { name: e.group, exact: true }).getByRole('button', { name: e.name, exact: true }).click({ timeout: 10_000 });
    visited.entries += 1;
    await check(`云产品 ${e.group} → ${e.name}`);
    // the entries of the sidebar this entry shows
    const side = page.getByTestId('side-bar');
    if (await side.isVisible()) {
      const items = await side.getByRole('link').evaluateAll((as) => as.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
      for (const item of items) {
        if (seenLinks.has(`side:${item.href}`)) continue;
        seenLinks.add(`side:${item.href}`);
        await side.getByRole('link', { name: item.name, exact: true }).first().click({ timeout: 10_000 });
        visited.entries += 1;
        await check(`侧栏 ${e.name} → ${item.name}`);
      }
    }
  }

  // the header's 首页 leads where sign-in landed
  await page.getByRole('banner').getByRole('button', { name: '首页', exact: true }).click();
  visited.entries += 1;
  await check('首页');
  expect(new URL(page.url()).pathname, 'the header\'s 首页 goes where sign-in landed').toBe(landing);

  // every in-app link on each page reached, followed inside the running console
  while (queue.length) {
    const href = queue.shift()!;
    if (screens.has(linkKey(href))) continue;
    await navigateInApp(page, href);
    visited.links += 1;
    await check(`link ${href}`);
  }

  // every notification in the bell opens its item, its list or a notice: never a dead end (from
  // the console, since a link may have led to a big screen outside it)
  await page.goto('/');
  await settle(page, net, false, undefined, false);
  const bell = page.getByTestId('message-bell');
  await bell.click();
  const centre = page.getByTestId('message-centre');
  await expect(centre.getByTestId('bell-message').first()).toBeVisible();
  const count = await centre.getByTestId('bell-message').count();
  await page.keyboard.press('Escape');
  for (let i = 0; i < count; i += 1) {
    await bell.click();
    const item = centre.getByTestId('bell-message').nth(i);
    const title = (await item.innerText()).split('\n')[0];
    await item.click();
    visited.notifications += 1;
    await check(`notification ${title}`);
    if (await centre.isVisible()) await page.keyboard.press('Escape');
  }

  console.log(`[crawl] ${who}: landed on ${landing}; ${visited.entries} menu entries, ${visited.links} links, ${visited.notifications} notifications visited; ${problems.length} dead ends, ${errors.length} errors`);
  tally('[crawl] {n} menu entries opened by all users', visited.entries);
  tally('[crawl] {n} in-app links followed by all users', visited.links);
  tally('[crawl] {n} notifications opened by all users', visited.notifications);
  for (const p of [...problems, ...errors]) console.log(`  ${p}`);
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  return visited;
}

test('crawl as the administrator: no dead end, no error', async ({ page }) => {
  test.setTimeout(600_000);
  const admin = await apiLogin(page);
  // the administrator holds the all-menus preset 系统管理员 (the crawl of that preset)
  const roles = await call<{ list: { name: string; allMenus: boolean; userCount: number }[] }>(page, { token: admin.token }, 'GET', '/api/web-conf/role/manager/page?pageIndex=1&pageSize=100');
  expect(roles.list.find((r) => r.name === ADMIN_PRESET)).toMatchObject({ allMenus: true });
  await sendMessages(page, { token: admin.token }, admin.webUserId);
  await signIn(page, { password: ADMIN_PASSWORD });
  const visited = await crawl(page, 'admin');
  expect(visited.entries).toBeGreaterThan(20);
});

test('crawl as a user whose role holds a single menu', async ({ page }) => {
  test.setTimeout(300_000);
  const { token } = await apiLogin(page);
  const admin = { token };
  const tree = await call<MenuNode[]>(page, admin, 'GET', '/api/web-conf/role/perms/user');
  const find = (nodes: MenuNode[]): MenuNode | undefined => {
    for (const n of nodes) {
      if (n.comMicsPath === '/contentManagement/filelibrary') return n;
      const hit = find(n.children ?? []);
      if (hit) return hit;
    }
    return undefined;
  };
  const menu = find(tree);
  expect(menu, 'the 文件库 menu').toBeDefined();
  const role = await call<{ id: number }>(page, admin, 'POST', '/api/web-conf/role/manager/add', { name: `单菜单${Date.now().toString(36)}`, comMicsIds: [menu!.comMicsId] });
  const account = await userOf(page, admin, role.id, '单菜单');
  await signIn(page, { account, password: PASSWORD });
  await crawl(page, 'single menu (文件库)');
  expect(new URL(page.url()).pathname).not.toMatch(ERROR_PAGES);
});

for (const preset of ROLE_PRESETS.filter((p) => p !== ADMIN_PRESET)) {
  test(`crawl as a user of the preset role ${preset}`, async ({ page }) => {
    test.setTimeout(300_000);
    const { token } = await apiLogin(page);
    const admin = { token };
    const roles = await call<{ list: { id: number; name: string }[] }>(page, admin, 'GET', '/api/web-conf/role/manager/page?pageIndex=1&pageSize=100');
    const role = roles.list.find((r) => r.name === preset);
    expect(role, `the preset role ${preset}`).toBeDefined();
    const account = await userOf(page, admin, role!.id, preset);
    await signIn(page, { account, password: PASSWORD });
    await crawl(page, `preset ${preset}`);
  });
}
