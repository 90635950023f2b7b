import { expect, test } from '@playwright/test';
import { apiLogin, login } from './support/login';
import { docShot } from './support/doc-shot';
import { beijingDayOf, beijingSecondOfDay, dashedDay, hms } from '../../shared/time.js';

// The rest of the live programmes (docs/schedule.md) in the real console against the real server:
// the radio, event and virtual live lists (the TV list screen by kind), the channel monitor playing
// a pull channel whose source is a library clip on this server, and the public programme guide
// without a session.

const KIND_LISTS = [
  { path: '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation', title: '电台直播', seeded: '交通广播', kind: 7 },
  { path: '/contentManagement/cloudLiveBroadcast/liveBroadcastActivities', title: '活动直播', seeded: '新春联欢晚会', kind: 8 },
  { path: '/contentManagement/cloudLiveBroadcast/liveVroadcastFictitious', title: '虚拟直播', seeded: '虚拟新闻主播台', kind: 10 },
];
const MONITOR = '/cloudLiveBroadcast/channelMinitor';


test('radio, event and virtual live lists: each lists its own kind and adds to it', async ({ page }) => {
  await login(page);
  const { token } = await apiLogin(page);
  for (const k of KIND_LISTS) {
    await page.goto(k.path);
    const list = page.getByTestId('tv-channels');
    await expect(list).toHaveAttribute('data-kind', String(k.kind));
    await expect(list.getByRole('heading', { name: k.title })).toBeVisible();
    await expect(list.getByText(k.seeded)).toBeVisible();
    // TV channels are not listed here
    await expect(list.getByText('综合频道')).toHaveCount(0);
  }
  // add a radio frequency through the dialog: it lands in radio, not TV
  await page.goto(KIND_LISTS[0]!.path);
  await page.getByRole('button', { name: '新增频道' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '频道名称' }).fill('经济广播');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('tv-channels').getByText('经济广播')).toBeVisible();
  const radio = await (await page.request.get('/api/web-manager/live/tv/page?kind=7&keyword=' + encodeURIComponent('经济广播'), { headers: { token } })).json();
  expect(radio.data.list.map((c: { liveKind: number }) => c.liveKind)).toEqual([7]);
  const tv = await (await page.request.get('/api/web-manager/live/tv/page?kind=6&keyword=' + encodeURIComponent('经济广播'), { headers: { token } })).json();
  expect(tv.data.total).toBe(0);
  await docShot(page, 'live-radio-list.png');
});

test('the channel monitor shows every channel’s state and plays a live pull channel', async ({ page, baseURL }) => {
  await login(page);
  const { token } = await apiLogin(page);
  // a pull channel whose source is a library clip served by this server (a real, playable HTTP source)
  const files = await (await page.request.get(`/api/web-manager/file/manager/page?pageIndex=1&pageSize=5&keyword=${encodeURIComponent('新闻联播片头')}`, { headers: { token } })).json();
  const redirect = await page.request.get(`/api/web-manager/file/manager/redirect/${files.data.list[0].fileId}/2`, { headers: { token }, maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const source = new URL(redirect.headers().location!, baseURL).href;
  const made = await page.request.post('/api/web-manager/live/passageway/add', {
    headers: { token },
    form: { livePwName: '监看测试拉流', passagewayType: '1', passagewayState: '1', livePullPath: source },
  });
  const channel = (await made.json()).data;
  expect(channel.passagewayId).toBeGreaterThan(0);

  await page.goto(MONITOR);
  const monitor = page.getByTestId('channel-monitor');
  const all = await (await page.request.get('/api/web-manager/live/passageway/page?pageIndex=1&pageSize=1000', { headers: { token } })).json();
  await expect(monitor.locator('article')).toHaveCount(all.data.total);
  // every tile shows its state as the server has it
  await expect(page.getByTestId(`monitor-tile-${channel.passagewayId}`).getByTestId('monitor-state')).toHaveText('拉流中');
  // an idle push channel: its state instead of a player
  const idle = all.data.list.find((c: { passagewayType: number; passagewayState: number }) => c.passagewayType === 0 && c.passagewayState === 0);
  await page.getByRole('button', { name: `监看：${idle.livePwName}` }).click();
  const player = page.getByTestId('monitor-player');
  await expect(player).toHaveAttribute('data-passageway', String(idle.passagewayId));
  await expect(player.getByRole('status')).toHaveText(/该通道当前没有直播信号/);
  await expect(player.getByTestId('live-player')).toHaveCount(0);
  // the pull channel plays: the video gets data and its time moves on
  await page.getByRole('button', { name: '监看：监看测试拉流' }).click();
  await expect(player).toHaveAttribute('data-passageway', String(channel.passagewayId));
  const video = player.getByTestId('live-player');
  await expect(video).toHaveAttribute('src', source);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(player.getByText(source)).toBeVisible();
  await docShot(page, 'live-channel-monitor.png');
});

test('the public programme guide shows now and next without a session', async ({ page, browser }) => {
  const { token } = await apiLogin(page);
  const made = await (await page.request.post('/api/web-manager/live/tv/add', { form: { liveTvName: '公开节目单频道' }, headers: { token } })).json();
  const id = made.data.liveTvId as number;
  // today in the station's calendar: the server counts Beijing days whatever its own time zone
  const now = Date.now();
  const day = beijingDayOf(now);
  const dashed = dashedDay(day);
  const s = beijingSecondOfDay(now);
  test.skip(s < 700 || s > 86399 - 3700, 'too near midnight for a day around now');
  const bounds = [0, s - 600, s + 1800, s + 3600];
  const names = ['早间节目', '正在播出的节目', '稍后播出的节目'];
  const list = names.map((name, i) => ({
    liveTvId: id, livePlayDay: day, livePlayTime: `${dashed} ${hms(bounds[i]!)}`, liveEndTime: `${dashed} ${hms(bounds[i + 1]!)}`,
    livePlaybackFlag: 0, liveProgramId: i + 1, liveProgramName: name, liveProgramTimeLength: bounds[i + 1]! - bounds[i]!, liveProgramType: 0,
    liveTvType: 3, liveProgramAddresstype: i === 1 ? 2 : 1, liveProgramAddress: `/v/${i + 1}`, startTime: hms(bounds[i]!), endTime: hms(bounds[i + 1]!),
    fileDuration: bounds[i + 1]! - bounds[i]!,
  }));
  const saved = await page.request.post('/api/web-manager/live/program/add', { headers: { token }, data: { liveTvId: id, livePlayDay: day, revision: 0, list } });
  expect((await saved.json()).code).toBe(200);

  // a fresh browser without any session
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`/liveView?domainName=demo&liveTvId=${id}`);
  await expect(guest).toHaveURL(/\/liveView\?/);
  const guide = guest.getByTestId('programme-guide');
  await expect(guide.getByRole('heading', { name: '公开节目单频道 · 节目单' })).toBeVisible();
  await expect(guide.getByTestId('guide-now')).toContainText('正在播出的节目');
  await expect(guide.getByTestId('guide-now')).toContainText(`${hms(bounds[1]!)}–${hms(bounds[2]!)} · 直播`);
  await expect(guide.getByTestId('guide-next')).toContainText('稍后播出的节目');
  await expect(guide.getByRole('listitem')).toHaveCount(3);
  await expect(guide.locator('li[aria-current="true"]')).toContainText('正在播出的节目');
  await docShot(guest, 'live-programme-guide.png');
  // another tenant's domain does not reach this channel
  await guest.goto(`/liveView?domainName=nosuchtenant&liveTvId=${id}`);
  await expect(guest.getByTestId('programme-guide')).toContainText('节目单不存在或频道已停用');
  await context.close();
});
