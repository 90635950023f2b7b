import { expect, test } from '@playwright/test';
import { axeFindings } from './support/axe.js';
import { apiLogin, login } from './support/login.js';
import { partOf, tally, WALK_PARTS } from './support/tally.js';
import { PENDING_ROUTES, specRoutes } from './support/spec-routes.js';
import { walkData, type WalkData } from './support/walk-data.js';
import { inFlight, navigateInApp, settle } from './support/settle.js';

// the parts of the walk run side by side on parallel workers
test.describe.configure({ mode: 'parallel' });

// One signed-in walk over two lists of screens, each screen visited once:
// - every route of spec 001 §2 ({id} routes with a real id): opened by its address (a fresh load,
//   so each deep link is proved), it must reach a real screen: not /error/404, no placeholder
//   text, no loading spinner left;
// - every path of the administrator's route tree that has a screen: axe-core (Deque's engine,
//   run in the page by support/axe.ts) with its default rules and WCAG 2.5.3 label in name
//   (support/axe.ts) finds no serious or critical violation. A new screen is checked without anyone
//   adding it here. A path that is not also a spec route is
//   reached the way a user reaches it, inside the running console (a client-side navigation),
//   which spares the walk a page load per screen.
// The screens are checked with rows on them: before the visits, each worker's server gets a day of
// programme entries on a channel of the walk (the editor is opened on it) and a message of every
// type (support/walk-data.ts); the seed gives the libraries, content and audience lists theirs.
// The walk is cut into WALK_PARTS tests that parallel workers share (each worker on its own server
// with the same seed); the teardown prints the figures of all parts together.

interface MenuNode {
  comMicsPath: string;
  comMicsComponent: string;
  comMicsShowJump: number;
  children: MenuNode[];
}

interface Stop {
  path: string;
  /** a spec route: opened by address, must reach a real screen */
  route: boolean;
  /** a route-tree screen: checked by axe */
  axe: boolean;
}

const PLACEHOLDER = /TODO|FIXME|占位|敬请期待|开发中|coming soon|lorem ipsum|placeholder/i;

/** This worker's rows: the paths opened with a record on them, the released item. */
let data: WalkData = { opened: new Map(), news: 1 };
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  data = await walkData(request);
  await request.dispose();
});

for (let part = 0; part < WALK_PARTS; part += 1) {
  test(`every spec route reaches a real screen, and every screen of the route tree has no serious or critical axe violations (part ${part + 1} of ${WALK_PARTS})`, async ({ page }) => {
    test.setTimeout(600_000);
    const { token } = await apiLogin(page);
    const headers = { token };
    // a recharge for /details/{id} (the released item for the other {id} routes is the walk data's)
    const recharge = (await (await page.request.post('/api/web-manager/pay/recharge/create', { headers, data: { amount: 100 } })).json()).data.recharge;
    const tree = (await (await page.request.get('/api/web-conf/role/perms/user', { headers })).json()).data as MenuNode[];
    const stops = new Map<string, Stop>();
    for (const path of specRoutes({ news: data.news, details: recharge.id })) {
      if (!PENDING_ROUTES.has(path)) stops.set(path, { path, route: true, axe: false });
    }
    const screens: string[] = [];
    const walkTree = (nodes: MenuNode[]) => {
      for (const n of nodes) {
        if (n.comMicsComponent && !n.comMicsShowJump && !n.comMicsPath.includes(':') && !n.comMicsPath.includes('{')) screens.push(n.comMicsPath);
        walkTree(n.children ?? []);
      }
    };
    walkTree(tree);
    expect(screens.length).toBeGreaterThan(5);
    for (const path of screens) {
      // a screen opened with a query (a record on it) is one stop with the spec route of that address
      const at = data.opened.get(path) ?? path;
      stops.set(at, { path: at, route: stops.get(at)?.route ?? false, axe: true });
    }

    await login(page);
    const net = inFlight(page);
    const mine = partOf([...stops.values()], part);
    const problems: string[] = [];
    const violations: string[] = [];
    const advisory: string[] = [];
    for (const stop of mine) {
      if (stop.route) await page.goto(stop.path);
      else await navigateInApp(page, stop.path);
      await settle(page, net, stop.route);
      // a dead end is a failure whichever way the screen was reached
      if (new URL(page.url()).pathname === '/error/404') problems.push(`${stop.path} → 404`);
      if (stop.route) {
        const text = await page.locator('body').innerText();
        if (PLACEHOLDER.test(text)) problems.push(`${stop.path} shows placeholder text: ${text.match(PLACEHOLDER)?.[0]}`);
      }
      if (stop.axe) {
        const found = await axeFindings(page);
        for (const v of found.failing) violations.push(`${stop.path}: ${v}`);
        for (const v of found.advisory) advisory.push(`${stop.path}: ${v}`);
      }
    }
    const axed = mine.filter((s) => s.axe).length;
    const routes = mine.filter((s) => s.route).length;
    console.log(
      `[walk] part ${part + 1} of ${WALK_PARTS}: ${routes} spec routes visited, ${axed} screens checked by axe, ${violations.length} serious/critical violations, ${advisory.length} moderate/minor`,
    );
    tally('[axe] signed in: {n} screens checked by all parts', axed);
    tally('[axe] signed in: {n} moderate/minor violations (printed, not failed)', advisory.length);
    tally('[routes] {n} spec routes visited by all parts', routes);
    for (const v of violations) console.log(`  ${v}`);
    for (const v of advisory) console.log(`  (advisory) ${v}`);
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
  });
}
