import { expect, test, type Page } from '@playwright/test';
import { apiLogin, login } from './support/login.js';
import { partOf, tally, WALK_PARTS } from './support/tally.js';

// the parts of the walk run side by side on parallel workers
test.describe.configure({ mode: 'parallel' });

// Every route of spec 001 §2, visited signed in: none ends at /error/404 and none shows
// placeholder text. {id} routes get a real id; the message lists, the content-production
// prefixes and the 2.0 report variants are expanded.
//
// PENDING_ROUTES: spec routes not built yet (none today). A route here still ends at 404; each
// leaves this set the day its screen lands, and the test then visits it too.
export const PENDING_ROUTES = new Set<string>([
]);

const REPORTS = ['manuscriptShows', 'todayReport', 'todayChoose', 'newPublish', 'fileSource', 'reportDetails', 'chooseDetails', 'hotList', 'hotArticle', 'resourceMap'];
const MESSAGE_LISTS = ['create', 'invitation', 'comment', 'politics', 'follow', 'collection', 'like', 'warning', 'contribution', 'explosive', 'clue'];

/** Every route of spec 001 §2 ({id} filled in by the test). */
export function specRoutes(ids: { news: number; details: number }): string[] {
  return [
    '/login',
    '/login/demo',
    '/login4token',
    '/dashboard/index',
    '/terminal/shop/list',
    '/terminal/app/list',
    '/terminal/special/publish/list',
    '/show',
    `/newsDetails/${ids.news}`,
    '/newsDetails',
    `/review/preview?id=${ids.news}`,
    `/review/previewCopy?id=${ids.news}`,
    '/upload',
    '/screenList',
    '/liveView',
    '/liveViewAudio',
    '/bigscreen',
    '/broadcast',
    '/cloudGuide/preview',
    '/contentManagement/filelibrary/preview',
    '/activityManagement/preview',
    '/activityList/preview',
    '/applicationPay/preview',
    ...REPORTS.flatMap((r) => [`/${r}`, `/${r}2`]),
    '/newMediaScreen',
    '/newMediaScreenXy',
    '/mergeScreen',
    '/collaborativeTasks',
    '/askingQuestions/list',
    '/answer/list',
    '/goLuckDraw',
    '/goLotteryDraw',
    '/goLotteryDraw2',
    '/winningList',
    '/addOrEditlist',
    '/addOrEdit',
    '/certificationDetails',
    '/rechargeRecord',
    '/RechargePayment',
    '/courseAdd',
    '/courseManagement',
    '/seriesCourses',
    '/courseClassification',
    '/seriesCoursesAdd',
    '/manuscript',
    '/home5566/index',
    `/details/${ids.details}`,
    '/noPermission',
    '/excessive',
    '/cloudLiveBroadcast/channelMinitor',
    '/user/center',
    '/fusionRelease/webRelease/list',
    '/fusionRelease/appRelease/list',
    ...MESSAGE_LISTS.map((m) => `/message/${m}/list`),
    '/contentProduction/manuscripts',
    '/contentProduction/newAtlas',
    '/contentProduction/newVideo',
    '/contentProduction/newAudio',
    '/contentProduction/externalLinks',
    '/contentManagement/cloudLiveBroadcast/liveBroadcastActivities',
    '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast',
    '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation',
    '/contentManagement/cloudLiveBroadcast/liveVroadcastFictitious',
    ...[1, 2, 3, 4, 5].map((type) => `/contentProduction/review/${type}`),
  ];
}

const PLACEHOLDER = /TODO|FIXME|占位|敬请期待|开发中|coming soon|lorem ipsum|placeholder/i;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.getByRole('progressbar', { name: '正在加载…' })).toHaveCount(0, { timeout: 30_000 });
}

// The walk is cut into WALK_PARTS tests that parallel workers share; the teardown prints the
// routes visited by all parts together.
for (let part = 0; part < WALK_PARTS; part += 1) {
  test(`every route of spec 001 §2 reaches a real screen (not 404, no placeholder) (part ${part + 1} of ${WALK_PARTS})`, async ({ page }) => {
    test.setTimeout(600_000);
    const { token } = await apiLogin(page);
    // a released item for the {id} routes and a recharge for /details/{id}
    const release = (await (await page.request.get('/api/release?pageSize=1', { headers: { token } })).json()).data.list[0];
    const recharge = (await (await page.request.post('/api/web-manager/pay/recharge/create', { headers: { token }, data: { amount: 100 } })).json()).data.recharge;
    await login(page);
    const routes = partOf(specRoutes({ news: release?.contentId ?? 1, details: recharge.id }), part);
    const problems: string[] = [];
    let visited = 0;
    for (const route of routes) {
      if (PENDING_ROUTES.has(route)) continue;
      await page.goto(route);
      await settled(page);
      visited += 1;
      const url = new URL(page.url());
      if (url.pathname === '/error/404') problems.push(`${route} → 404`);
      const text = await page.locator('body').innerText();
      if (PLACEHOLDER.test(text)) problems.push(`${route} shows placeholder text: ${text.match(PLACEHOLDER)?.[0]}`);
    }
    tally('[routes] {n} spec routes visited by all parts', visited);
    expect(problems).toEqual([]);
  });
}

test('the error pages themselves render', async ({ page }) => {
  await login(page);
  for (const [path, code] of [['/error/404', '404'], ['/error/403', '403'], ['/error/500', '500']] as const) {
    await page.goto(path);
    await expect(page.getByText(code).first()).toBeVisible();
  }
  await page.goto('/no/such/route');
  await expect(page).toHaveURL(/\/error\/404$/);
});
