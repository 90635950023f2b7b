import { expect, test } from '@playwright/test';
import { apiLogin, signIn } from './support/login';
import { docShot } from './support/doc-shot';
import { seriousViolations } from './support/axe';

// Fixed starts and the week view in the real console against the real server: a day made
// through the API with 新闻联播 pinned at 08:00:00; retiming the first entry moves the chain,
// never the pinned entry, and the validator names the gap; the week view shows the day's fill
// and gap and opens the day in the editor.

const EDITOR = '/contentManagement/cloudLiveBroadcast/programEdit';
const pad = (n: number) => String(n).padStart(2, '0');
const hms = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
/** yyyyMMdd of today in Asia/Shanghai (the browser's zone in playwright.config.ts). */
function today(): string {
  const d = new Date(Date.now() + 8 * 3_600_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

test('a pinned entry stays put when an earlier entry changes; the week view shows the gap and opens the day', async ({ page }) => {
  const { token } = await apiLogin(page);
  const channel = (await (await page.request.post('/api/web-manager/live/tv/add', { form: { liveTvName: `固定开始频道${Date.now().toString(36)}` }, headers: { token } })).json()).data;
  const day = today();
  const d = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  const entry = (i: number, name: string, from: number, to: number, fixed = false) => ({
    liveTvId: channel.liveTvId, livePlayDay: day, livePlayTime: `${d} ${hms(from)}`, liveEndTime: `${d} ${hms(to)}`, livePlaybackFlag: 0,
    liveProgramId: i, liveProgramName: name, liveProgramTimeLength: to - from, liveProgramType: 0, liveTvType: 3, liveProgramAddresstype: 1,
    liveProgramAddress: `/v/${i}`, startTime: hms(from), endTime: hms(to), fileDuration: to - from, ...(fixed ? { fixedStart: 1 } : {}),
  });
  const list = [entry(1, '早间新闻', 6 * 3600, 7 * 3600), entry(2, '天气预报', 7 * 3600, 7.5 * 3600), entry(3, '新闻联播', 8 * 3600, 8.5 * 3600, true)];
  const saved = await (await page.request.post('/api/web-manager/live/program/add', { headers: { token }, data: { liveTvId: channel.liveTvId, livePlayDay: day, revision: 0, list } })).json();
  expect(saved.code).toBe(200);

  await signIn(page);
  await page.goto(`${EDITOR}?liveTvId=${channel.liveTvId}&day=${day}`);
  await expect(page.getByLabel('固定开始：第3条')).toBeChecked();
  const issues = page.getByTestId('day-issues');
  await expect(issues).toContainText('第3条「新闻联播」固定在08:00:00开始，前面07:30:00–08:00:00空档00:30:00');

  // 早间新闻 ends at 07:10:00: 天气预报 follows, 新闻联播 stays at 08:00:00 and the gap shrinks
  const end = page.getByLabel('第1条结束时间');
  await end.fill('07:10:00');
  await end.press('Enter');
  await expect(page.getByLabel('第2条结束时间')).toHaveValue('07:40:00');
  await expect(page.getByLabel('第3条开始时间')).toHaveValue('08:00:00');
  await expect(issues).toContainText('前面07:40:00–08:00:00空档00:20:00');
  await docShot(page, 'schedule-fixed-start.png');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByTestId('dirty-badge')).toHaveCount(0);

  await page.getByRole('link', { name: '周视图' }).click();
  const column = page.locator(`[data-testid="week-day"][data-day="${day}"]`);
  // 06:00 before the first start and 20 minutes in front of 新闻联播
  await expect(column.getByTestId('week-gaps')).toHaveText('空档 06:20:00');
  await expect(column.getByTestId('week-fill')).toHaveText('3 条 · 02:10:00');
  await expect(column.getByTestId('week-pinned')).toHaveCount(1);
  await docShot(page, 'schedule-week.png');
  expect(await seriousViolations(page)).toEqual([]);

  await column.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`programEdit\\?liveTvId=${channel.liveTvId}&day=${day}`));
  await expect(page.getByLabel('第3条开始时间')).toHaveValue('08:00:00');
});
