import { expect, test } from '@playwright/test';
import { apiLogin, login, signIn } from './support/login.js';
import { makeFile, removeMadeFiles } from './support/upload-files.js';
import { chooseUploadFiles, holdChunkChecks, openUploadPage } from './support/upload-steps.js';
import { docShot } from './support/doc-shot';

// The offline live statechart view (?inspect=panel): each running machine's chart drawn from its
// definition with the active state lit, redrawn as events arrive; and the review page stepping
// through a generated path on the diagram. No network is needed for either.

test.afterAll(() => removeMadeFiles());

// No network but the loopback: every request to another host is aborted, and every attempt
// (HTTP, WebSocket) is counted; each test ends with none attempted.
const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;
const isLocal = (url: string) => LOCAL.test(url) || /^(data|blob|about):/.test(url);
let outside: string[] = [];
let local = 0;

test.beforeEach(async ({ context }) => {
  outside = [];
  local = 0;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (isLocal(url)) return route.fallback();
    outside.push(url);
    return route.abort('internetdisconnected');
  });
  context.on('request', (r) => (isLocal(r.url()) ? (local += 1) : outside.includes(r.url()) || outside.push(r.url())));
  context.on('page', (p) => p.on('websocket', (ws) => !isLocal(ws.url()) && outside.push(ws.url())));
});

test.afterEach(async ({ page }) => {
  // A page's own WebSockets (message centre) are reported through the page, not the context.
  expect(local, 'the console did talk to the loopback server').toBeGreaterThan(0);
  expect(outside, 'requests to anything but the loopback').toEqual([]);
  console.log(`[offline] ${test.info().title}: ${local} loopback requests, ${outside.length} outside`);
  await page.close();
});

test('the inspector panel draws the programme editor’s live chart with the active state lit, with no network', async ({ page }) => {
  page.on('websocket', (ws) => !isLocal(ws.url()) && outside.push(ws.url()));
  await login(page);
  const { token } = await apiLogin(page);
  const res = await page.request.post('/api/web-manager/live/tv/add', { form: { liveTvName: '检查器演示频道' }, headers: { token } });
  const id = (await res.json()).data.liveTvId as number;
  await page.goto(`/contentManagement/cloudLiveBroadcast/programEdit?liveTvId=${id}&inspect=panel&inspectMachine=schedule`);
  const panel = page.getByTestId('inspector-panel');
  await expect(panel).toContainText('schedule');
  const chart = page.getByTestId('inspector-chart');
  await expect(chart.locator('svg')).toBeVisible({ timeout: 20_000 });
  // the lit states carry Mermaid's class "active"
  await expect(chart.locator('svg g.active, svg .active').first()).toBeAttached();
  const before = await chart.getAttribute('data-state');
  expect(before).toBeTruthy();
  await docShot(page, 'inspector-live-chart-editor.png');
});

test('the inspector panel follows the upload machine mid-upload, with no network', async ({ page }) => {
  page.on('websocket', (ws) => !isLocal(ws.url()) && outside.push(ws.url()));
  const big = makeFile('检查器-上传中.mp4', 60);
  await openUploadPage(page, '?inspect=panel');
  // hold the chunk checks after the 3rd so that the upload is caught mid-way
  const { held, release } = await holdChunkChecks(page, 3);
  await chooseUploadFiles(page, big.file);
  await held;
  const panel = page.getByTestId('inspector-panel');
  const row = panel.locator('[data-actor]').filter({ hasText: 'uploadFile' }).first();
  await expect(row).toBeVisible();
  const chart = page.getByTestId('inspector-chart');
  // the actor list is redrawn with every event of the running upload, so a click can meet a row
  // that is being replaced: it is repeated until the chart opens
  await expect(async () => {
    await row.click({ timeout: 5_000 });
    await expect(chart.locator('svg')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(chart).toHaveAttribute('data-state', /upload/i);
  await docShot(page, 'inspector-live-chart-upload.png');
  release();
});

test('帮助 → 流程图 shows path coverage and steps through a generated path on the diagram, with no network', async ({ page }) => {
  page.on('websocket', (ws) => !isLocal(ws.url()) && outside.push(ws.url()));
  await signIn(page);
  await page.goto('/help/diagrams');
  const nav = page.getByRole('navigation', { name: '流程图' });
  await nav.getByRole('button', { name: '登录会话 session' }).click();
  const bar = page.getByTestId('path-review');
  await expect(bar).toContainText('生成路径覆盖：状态');
  await expect(page.getByTestId('path-step')).toContainText('第 1/');
  const svg = page.getByTestId('statechart-diagram').locator('svg');
  await expect(svg).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('path-step')).toContainText('第 2/');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('path-step')).toContainText('第 3/');
  // the step names the state it reaches in Chinese, with its id
  await expect(page.getByTestId('path-step')).toContainText(/→ \p{Script=Han}+.*（[A-Za-z.]+）/u);
  await expect(svg.locator('.active').first()).toBeAttached();
  await docShot(page, 'diagrams-path-step.png', { fullPage: true });
});
