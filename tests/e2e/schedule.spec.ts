import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, login, signIn } from './support/login';
import { docShot } from './support/doc-shot';

// The programme-list editor in the real console against the real server. The demo tenant is
// seeded with library clips (新闻联播片头.mp4 20 s, 彩条测试信号.mp4 15 s) and live channels
// (新闻综合频道直播 selectable, 融媒体演播室 not). Each test makes its own TV channel so the
// specs sharing the server do not see each other's days.

const EDITOR = '/contentManagement/cloudLiveBroadcast/programEdit';
const TV_LIST = '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast';

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyyMMdd of today + n in Asia/Shanghai (the browser's zone in playwright.config.ts). */
function dayIn(n: number): string {
  const d = new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}
const dashed = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;

async function newChannel(page: Page, name: string): Promise<{ id: number; token: string }> {
  const { token } = await apiLogin(page);
  const res = await page.request.post('/api/web-manager/live/tv/add', { form: { liveTvName: name }, headers: { token } });
  const body = await res.json();
  expect(body.code).toBe(200);
  return { id: body.data.liveTvId, token };
}

async function serverDay(request: APIRequestContext, token: string, id: number, day: string) {
  const res = await request.get(`/api/web-manager/live/program/page?liveTvId=${id}&beginTime=${day}`, { headers: { token } });
  return (await res.json()).data as { list: { liveProgramName: string; startTime: string; endTime: string }[]; revision: number };
}

const rows = (page: Page) => page.getByTestId('schedule-row');
const rowTimes = async (page: Page) =>
  rows(page).evaluateAll((els) =>
    els
      .sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')))
      .map((el) => {
        const [start, end] = [...el.querySelectorAll('input[data-time]')].map((i) => (i as HTMLInputElement).value);
        return `${el.querySelector('[data-testid="row-name"]')?.firstChild?.textContent}|${start}-${end}`;
      }),
  );

async function setEnd(page: Page, index: number, value: string) {
  const input = page.getByLabel(`第${index + 1}条结束时间`);
  await input.fill(value);
  await input.press('Enter');
}

async function pickPublicLibrary(page: Page) {
  await page.getByRole('button', { name: '文件库' }).click();
  await page.getByRole('menuitemradio', { name: '公共资源库' }).click();
}

/** A new channel (named `name`) open in the editor with 公共资源库 picked. */
async function openNewChannelEditor(page: Page, name: string) {
  const channel = await newChannel(page, name);
  await signIn(page);
  await page.goto(`${EDITOR}?liveTvId=${channel.id}`);
  await pickPublicLibrary(page);
  return channel;
}

async function select(page: Page, name: string) {
  await page.getByRole('button', { name: `选择：${name}` }).click();
}

/**
 * Opens a day of the editor by its tab, once the day before is in (复制节目单 enabled), and waits
 * until the tab is the chosen one and the day has loaded (a day chosen while another still loads
 * is taken too: the schedule machine's model tests cover that race).
 */
async function showDay(page: Page, day: string) {
  const copy = page.getByRole('button', { name: '复制节目单' });
  await expect(copy).toBeEnabled();
  const tab = page.locator(`[data-day="${day}"]`);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(copy).toBeEnabled();
}

test.describe('programme-list editor', () => {
  test('TV channels: list, search, create, edit, delete, and open a programme list', async ({ page }) => {
    await signIn(page);
    await page.goto(TV_LIST);
    // the other specs add channels to this shared list (ahead of the seeded ones, which sort
    // later): each channel is found by the search, not looked for on the first page
    const search = page.getByPlaceholder('搜索频道名称，回车查询');
    const find = async (name: string) => {
      await search.fill(name);
      await search.press('Enter');
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    };
    await expect(page.getByTestId('tv-channels').getByRole('row').nth(1)).toBeVisible(); // the first page is in
    await find('综合频道');
    await page.getByRole('button', { name: '新增频道' }).click();
    await page.getByRole('dialog').getByLabel('频道名称').fill('测试频道-列表');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await find('测试频道-列表');
    await page.getByRole('button', { name: '编辑：测试频道-列表' }).click();
    await page.getByRole('dialog').getByLabel('频道名称').fill('测试频道-已改名');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await search.fill('已改名');
    await search.press('Enter');
    await expect(page.getByRole('cell', { name: '测试频道-已改名', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '测试频道-列表', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: '综合频道', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '删除：测试频道-已改名' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('cell', { name: '测试频道-已改名', exact: true })).toHaveCount(0);
    // the list has loaded again after the delete
    await expect(page.getByText('共 0 个频道')).toBeVisible();
    await find('综合频道');
    await page.getByRole('button', { name: '节目单：综合频道' }).click();
    await expect(page).toHaveURL(/programEdit\?liveTvId=\d+/);
    await expect(page.getByRole('heading', { name: '节目编辑' })).toBeVisible();
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(new RegExp(`${TV_LIST}$`));
  });

  test('builds a day from videos and a live channel, re-chains, fills the day, undoes, saves and reloads', async ({ page }) => {
    const { id, token } = await newChannel(page, '测试频道-编排');
    await signIn(page);
    await page.goto(`${EDITOR}?liveTvId=${id}`);
    await expect(page.getByText('暂无节目，请从左侧选择视频或直播添加')).toBeVisible();

    await pickPublicLibrary(page);
    await select(page, '新闻联播片头.mp4');
    await select(page, '彩条测试信号.mp4');
    await page.getByRole('tab', { name: '直播' }).click();
    await expect(page.getByRole('button', { name: '选择：融媒体演播室' })).toBeDisabled();
    // a greyed live channel says why
    await expect(page.getByTestId('material-item').filter({ hasText: '融媒体演播室' })).toContainText('直播（未推流）');
    await select(page, '新闻综合频道直播');
    await expect.poll(() => rowTimes(page)).toEqual([
      '新闻联播片头.mp4|00:00:00-00:00:20',
      '彩条测试信号.mp4|00:00:20-00:00:35',
      '新闻综合频道直播|00:00:35-01:00:35',
    ]);
    await expect(page.getByLabel('第2条开始时间')).toBeDisabled();

    // a time window edit re-chains every later entry
    await setEnd(page, 0, '00:01:00');
    await expect.poll(() => rowTimes(page)).toEqual([
      '新闻联播片头.mp4|00:00:00-00:01:00',
      '彩条测试信号.mp4|00:01:00-00:01:15',
      '新闻综合频道直播|00:01:15-01:01:15',
    ]);
    await setEnd(page, 1, '00:00:50');
    await expect(page.getByText('开始时间不能大于结束时间请重新选择！').first()).toBeVisible();
    // the first start moves in one step: the first row keeps its duration and the rest re-chain
    const first = page.getByLabel('第1条开始时间');
    await first.fill('00:01:00');
    await first.press('Enter');
    await expect.poll(async () => (await rowTimes(page)).slice(0, 2)).toEqual(['新闻联播片头.mp4|00:01:00-00:02:00', '彩条测试信号.mp4|00:02:00-00:02:15']);

    // undo with Ctrl+Z (outside the inputs) and redo with Ctrl+Shift+Z
    await page.getByRole('heading', { name: '节目编辑' }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rowTimes(page))[0]).toBe('新闻联播片头.mp4|00:00:00-00:01:00');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rowTimes(page))[0]).toBe('新闻联播片头.mp4|00:00:00-00:00:20');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await rowTimes(page))[0]).toBe('新闻联播片头.mp4|00:00:00-00:01:00');

    // fill the day: the live entry runs to 23:59:59, one more live entry gets no time, then the day is full
    await setEnd(page, 2, '23:59:59');
    await select(page, '新闻综合频道直播');
    await expect(rows(page)).toHaveCount(4);
    await select(page, '新闻综合频道直播');
    await expect(page.getByText('今天时间已排满').first()).toBeVisible();
    await expect(rows(page)).toHaveCount(4);
    await docShot(page, 'schedule-editor-full-day.png');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('时间不能跨天 请删除错误时间从新保存！').first()).toBeVisible();
    await page.getByRole('button', { name: '删除：第4条' }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    await expect(page.getByTestId('dirty-badge')).toHaveCount(0);

    await page.reload();
    await expect(rows(page)).toHaveCount(3);
    await expect.poll(() => rowTimes(page)).toEqual([
      '新闻联播片头.mp4|00:00:00-00:01:00',
      '彩条测试信号.mp4|00:01:00-00:01:15',
      '新闻综合频道直播|00:01:15-23:59:59',
    ]);
    const stored = await serverDay(page.request, token, id, dayIn(0));
    expect(stored.revision).toBe(1);
    expect(stored.list.map((e) => e.liveProgramName)).toEqual(['新闻联播片头.mp4', '彩条测试信号.mp4', '新闻综合频道直播']);
  });

  test('reorders rows from the keyboard and drops a dragged item at a position', async ({ page }) => {
    await openNewChannelEditor(page, '测试频道-拖放');
    await select(page, '新闻联播片头.mp4');
    await select(page, '彩条测试信号.mp4');
    await expect(rows(page)).toHaveCount(2);
    await rows(page).first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => rowTimes(page)).toEqual(['彩条测试信号.mp4|00:00:00-00:00:15', '新闻联播片头.mp4|00:00:15-00:00:35']);

    // drag 新闻联播片头.mp4 from the left pane onto the first row: it is inserted there
    const source = page.getByTestId('material-item').filter({ hasText: '新闻联播片头.mp4' });
    const from = (await source.boundingBox())!;
    const to = (await rows(page).first().boundingBox())!;
    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => rowTimes(page)).toEqual([
      '新闻联播片头.mp4|00:00:00-00:00:20',
      '彩条测试信号.mp4|00:00:20-00:00:35',
      '新闻联播片头.mp4|00:00:35-00:00:55',
    ]);
  });

  test('keeps unsaved edits as a draft across a reload and asks before switching day', async ({ page }) => {
    await openNewChannelEditor(page, '测试频道-草稿');
    await select(page, '新闻联播片头.mp4');
    await expect(page.getByTestId('dirty-badge')).toBeVisible();
    await page.locator(`[data-day="${dayIn(1)}"]`).click();
    await expect(page.getByRole('dialog')).toContainText('放弃未保存的修改？');
    await page.getByRole('button', { name: '继续编辑' }).click();
    await expect(rows(page)).toHaveCount(1);
    // the draft is written after a short pause; reloading offers it back
    await expect.poll(() => page.evaluate(() => new Promise((r) => {
      const req = indexedDB.open('keyval-store');
      req.onsuccess = () => {
        const tx = req.result.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
        tx.onsuccess = () => r(tx.result.length);
      };
      req.onerror = () => r(0);
    }))).toBeGreaterThan(0);
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await expect(page.getByTestId('draft-banner')).toBeVisible();
    await page.getByRole('button', { name: '恢复草稿' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('dirty-badge')).toBeVisible();
  });

  test('asks before the shell navigation leaves unsaved edits: 取消 stays, 离开 goes', async ({ page }) => {
    const { id } = await openNewChannelEditor(page, '测试频道-离开');
    await select(page, '新闻联播片头.mp4');
    await expect(page.getByTestId('dirty-badge')).toBeVisible();
    const strip = page.getByTestId('tab-strip');
    await strip.getByRole('link', { name: '控制台' }).click();
    const dialog = page.getByTestId('leave-guard-dialog');
    await expect(dialog).toContainText('当前节目单有未保存的修改，确定离开吗？');
    await docShot(page, 'schedule-leave-guard.png');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`programEdit\\?liveTvId=${id}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('dirty-badge')).toBeVisible();
    await strip.getByRole('link', { name: '控制台' }).click();
    await dialog.getByRole('button', { name: '离开' }).click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
  });

  test('copies the day to two other days, and exports XMLTV', async ({ page }) => {
    const { id, token } = await openNewChannelEditor(page, '测试频道-复制');
    await select(page, '新闻联播片头.mp4');
    await page.getByRole('tab', { name: '直播' }).click();
    await select(page, '新闻综合频道直播');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();

    await page.getByRole('button', { name: '复制节目单' }).click();
    const dialog = page.getByTestId('copy-dialog');
    await dialog.getByRole('button', { name: '复制', exact: true }).click();
    await expect(dialog.getByText('请选择粘贴方式')).toBeVisible();
    await dialog.getByRole('radio', { name: '按天' }).check();
    await dialog.getByRole('button', { name: '复制', exact: true }).click();
    await expect(dialog.getByText('请选择日期')).toBeVisible();
    for (const d of [dayIn(2), dayIn(3)]) {
      const field = dialog.getByRole('combobox', { name: '粘贴日期', exact: true });
      await field.fill(dashed(d));
      await field.blur();
      await dialog.getByRole('button', { name: '添加' }).click();
    }
    await docShot(page, 'schedule-copy-dialog.png');
    await dialog.getByRole('button', { name: '复制', exact: true }).click();
    await expect(dialog.getByTestId('day-preview').locator('tbody tr')).toHaveCount(2);
    await dialog.getByRole('button', { name: '确认复制' }).click();
    await expect(page.getByText('复制成功').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);

    for (const d of [dayIn(2), dayIn(3)]) {
      await showDay(page, d);
      await expect(rows(page)).toHaveCount(2);
      await expect.poll(async () => (await rowTimes(page))[1]).toBe('新闻综合频道直播|00:00:20-01:00:20');
    }
    expect((await serverDay(page.request, token, id, dayIn(3))).list).toHaveLength(2);

    await showDay(page, dayIn(0));
    await page.getByRole('button', { name: '导出 XMLTV' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出 7 天' }).click();
    const file = await (await downloading).path();
    const xml = fs.readFileSync(file, 'utf8');
    expect(xml).toContain('<tv ');
    expect(xml).toContain('测试频道-复制');
    expect(xml.match(/<programme /g)).toHaveLength(6);
    expect(xml).toContain('<category lang="zh">直播</category>');
  });

  test('two operators editing one day: the second save gets the conflict and re-applies on top', async ({ browser, page }) => {
    const { id, token } = await newChannel(page, '测试频道-冲突');
    const a = page;
    await login(a);
    const other = await browser.newContext();
    const b = await other.newPage();
    await login(b);
    for (const p of [a, b]) {
      await p.goto(`${EDITOR}?liveTvId=${id}`);
      await expect(p.getByText('暂无节目，请从左侧选择视频或直播添加')).toBeVisible();
      await pickPublicLibrary(p);
    }
    await select(a, '新闻联播片头.mp4');
    await a.getByRole('button', { name: '保存', exact: true }).click();
    await expect(a.getByText('保存成功').first()).toBeVisible();

    await select(b, '彩条测试信号.mp4');
    await b.getByRole('button', { name: '保存', exact: true }).click();
    const banner = b.getByTestId('conflict-banner');
    await expect(banner).toContainText('节目单已被他人修改');
    await expect(banner).toContainText('新增：新闻联播片头.mp4');
    await b.getByRole('button', { name: '在最新版本上重新应用我的修改' }).click();
    await expect.poll(() => rowTimes(b)).toEqual(['新闻联播片头.mp4|00:00:00-00:00:20', '彩条测试信号.mp4|00:00:20-00:00:35']);
    await b.getByRole('button', { name: '保存', exact: true }).click();
    await expect(b.getByText('保存成功').first()).toBeVisible();
    const stored = await serverDay(a.request, token, id, dayIn(0));
    expect(stored.revision).toBe(2);
    expect(stored.list.map((e) => e.liveProgramName)).toEqual(['新闻联播片头.mp4', '彩条测试信号.mp4']);
    await other.close();
  });
  test('a user whose role grants only view on a channel sees its list read-only', async ({ browser, page }) => {
    const viewOnly = await newChannel(page, '测试频道-只读');
    const editable = await newChannel(page, '测试频道-可编');
    const { token } = viewOnly;
    // the administrator puts one programme on the view-only channel's day
    await signIn(page);
    await page.goto(`${EDITOR}?liveTvId=${viewOnly.id}`);
    await pickPublicLibrary(page);
    await select(page, '新闻联播片头.mp4');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();

    // a role holding the TV channel screens, editing one channel and only viewing the other
    const call = async (url: string, data: unknown) => {
      const body = await (await page.request.post(url, { data, headers: { token } })).json();
      expect(body.code, JSON.stringify(body)).toBe(200);
      return body.data as { id: number };
    };
    const role = await call('/api/web-conf/role/manager/add', {
      name: '节目查看员',
      // 控制台 (where sign-in lands) and the TV channel screens
      comMicsIds: [2, 10, 120, 150, 151, 152],
      tvChannels: [
        { liveTvId: editable.id, mode: 'edit' },
        { liveTvId: viewOnly.id, mode: 'view' },
      ],
    });
    const dep = await call('/api/weborganization', { name: '节目编排部' });
    await call('/api/user', { account: 'tvviewer', name: '节目查看员', password: 'Viewer_123', organizationId: dep.id, roleIds: [role.id] });

    const context = await browser.newContext();
    const viewer = await context.newPage();
    await login(viewer, { account: 'tvviewer', password: 'Viewer_123' });
    await viewer.goto(`${EDITOR}?liveTvId=${viewOnly.id}`);
    const banner = viewer.getByTestId('read-only-banner');
    await expect(banner).toContainText('当前频道仅可查看');
    await expect.poll(() => rowTimes(viewer)).toEqual(['新闻联播片头.mp4|00:00:00-00:00:20']);
    await expect(viewer.getByRole('button', { name: '保存', exact: true })).toBeDisabled();
    await expect(viewer.getByRole('button', { name: '复制节目单' })).toBeDisabled();
    // no templates on a channel the role may only view (no dead link): neither in the editor nor the week view
    await expect(viewer.getByRole('button', { name: '节目单模板' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: '删除：第1条' })).toBeDisabled();
    await expect(viewer.getByLabel('第1条结束时间')).toBeDisabled();
    await expect(viewer.getByLabel('第1条开始时间')).toBeDisabled();
    // the keyboard cannot delete a row either
    await viewer.getByTestId('schedule-row').first().focus();
    await viewer.keyboard.press('Delete');
    await expect.poll(() => rowTimes(viewer)).toEqual(['新闻联播片头.mp4|00:00:00-00:00:20']);
    await expect(viewer.getByTestId('dirty-badge')).toHaveCount(0);
    // the material pane loads no libraries the role does not hold: no 403 toast
    await expect(viewer.getByTestId('material-pane-locked')).toContainText('当前频道仅可查看，不能从资源库添加节目');
    await expect(viewer.getByText('没有该操作的权限')).toHaveCount(0);
    await docShot(viewer, 'schedule-read-only.png');

    // the channel the role may edit is editable as usual
    await viewer.goto(`${EDITOR}?liveTvId=${editable.id}`);
    await expect(viewer.getByText('暂无节目，请从左侧选择视频或直播添加')).toBeVisible();
    await expect(viewer.getByRole('button', { name: '复制节目单' })).toBeEnabled();
    await expect(viewer.getByRole('button', { name: '节目单模板' })).toBeEnabled();
    await expect(viewer.getByTestId('read-only-banner')).toHaveCount(0);
    await viewer.goto(`/contentManagement/cloudLiveBroadcast/programWeek?liveTvId=${viewOnly.id}`);
    await expect(viewer.getByTestId('week-day')).toHaveCount(7);
    await expect(viewer.getByRole('button', { name: '节目单模板' })).toHaveCount(0);
    await context.close();
  });

  test('moves the first start to 06:00:00 in one step, shifts the day by +00:10:00, and exports edited titles and metadata to XMLTV', async ({ page }) => {
    await openNewChannelEditor(page, '测试频道-节目信息');
    await select(page, '新闻联播片头.mp4');
    await select(page, '彩条测试信号.mp4');
    await expect.poll(() => rowTimes(page)).toEqual(['新闻联播片头.mp4|00:00:00-00:00:20', '彩条测试信号.mp4|00:00:20-00:00:35']);

    // one step: no end to stretch first
    const first = page.getByLabel('第1条开始时间');
    await first.fill('06:00:00');
    await first.press('Enter');
    await expect.poll(() => rowTimes(page)).toEqual(['新闻联播片头.mp4|06:00:00-06:00:20', '彩条测试信号.mp4|06:00:20-06:00:35']);

    // 整体平移: +00:10:00 moves every row; a shift past 23:59:59 is refused with its message
    await page.getByRole('button', { name: '整体平移' }).click();
    const shift = page.getByRole('dialog', { name: '整体平移节目单' });
    await expect(shift.getByRole('textbox', { name: '平移时长' })).toHaveValue('+00:10:00');
    await shift.getByRole('button', { name: '平移' }).click();
    await expect(shift).toHaveCount(0);
    await expect.poll(() => rowTimes(page)).toEqual(['新闻联播片头.mp4|06:10:00-06:10:20', '彩条测试信号.mp4|06:10:20-06:10:35']);
    await page.getByRole('button', { name: '整体平移' }).click();
    await shift.getByRole('textbox', { name: '平移时长' }).fill('+18:00:00');
    await shift.getByRole('button', { name: '平移' }).click();
    await expect(page.getByTestId('editor-error')).toHaveText('整体平移后节目单将超过23:59:59，无法平移');
    await expect.poll(async () => (await rowTimes(page))[0]).toBe('新闻联播片头.mp4|06:10:00-06:10:20');

    // the display title defaults to the file name without its extension, and is edited in the table
    const title = page.getByLabel('第1条节目名称');
    await expect(title).toHaveValue('新闻联播片头');
    await expect(page.getByLabel('第2条节目名称')).toHaveValue('彩条测试信号');
    await title.fill('晚间新闻片头');
    await title.press('Enter');
    await expect(page.getByTestId('dirty-badge')).toBeVisible();

    // the side panel of the second row, from the keyboard: 集数, 分类, 分级, 简介
    await page.getByRole('button', { name: '节目信息：第2条' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('meta-drawer');
    await expect(panel.getByRole('textbox', { name: '节目名称' })).toHaveValue('彩条测试信号');
    await panel.getByRole('textbox', { name: '集数' }).fill('第5集');
    await panel.getByRole('textbox', { name: '分类' }).fill('测试');
    await panel.getByRole('textbox', { name: '分级' }).fill('全年龄');
    await panel.getByRole('textbox', { name: '简介' }).fill('开播前的彩条与测试音');
    await page.screenshot({ path: test.info().outputPath('meta-drawer.png') });
    await page.getByRole('button', { name: '完成' }).click();
    await expect(panel).toHaveCount(0);

    // each field left is an edit: undo takes back the last (简介) like any other; redo puts it back
    await page.getByRole('heading', { name: '节目编辑' }).click();
    await page.keyboard.press('Control+z');
    await page.getByRole('button', { name: '节目信息：第2条' }).click();
    await expect(panel.getByRole('textbox', { name: '简介' })).toHaveValue('');
    await expect(panel.getByRole('textbox', { name: '集数' })).toHaveValue('第5集');
    await page.getByRole('button', { name: '完成' }).click();
    await page.getByRole('heading', { name: '节目编辑' }).click();
    await page.keyboard.press('Control+Shift+z');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    await page.getByRole('button', { name: '导出 XMLTV' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出当天' }).click();
    const xml = fs.readFileSync(await (await downloading).path(), 'utf8');
    expect([...xml.matchAll(/<title lang="zh">([^<]*)<\/title>/g)].map((m) => m[1])).toEqual(['晚间新闻片头', '彩条测试信号']);
    expect(xml).not.toContain('.mp4');
    expect(xml).toContain('start="' + dayIn(0) + '061000 +0800"');
    expect(xml).toContain('<episode-num system="onscreen">第5集</episode-num>');
    expect(xml).toContain('<desc lang="zh">开播前的彩条与测试音</desc>');
    expect(xml).toContain('<category lang="zh">测试</category>');
    expect(xml).toContain('<value>全年龄</value>');
  });
});
