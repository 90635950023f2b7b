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

// Copy with a preview and templates (docs/schedule.md "Templates and previews"): a day saved as
// 工作日模板 in the editor, copied once with its preview; in the week view the template is applied
// to the weekdays of two weeks after a preview of each target day, and both weeks fill.
test('saves a day as a template, previews a copy, applies the template to the weekdays of two weeks and the week view fills', async ({ page }) => {
  const { token } = await apiLogin(page);
  const channel = (await (await page.request.post('/api/web-manager/live/tv/add', { form: { liveTvName: `模板频道${Date.now().toString(36)}` }, headers: { token } })).json()).data;
  const day = today();
  const d = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  const entry = (i: number, name: string, from: number, to: number, meta: Record<string, unknown> = {}) => ({
    liveTvId: channel.liveTvId, livePlayDay: day, livePlayTime: `${d} ${hms(from)}`, liveEndTime: `${d} ${hms(to)}`, livePlaybackFlag: 0,
    liveProgramId: i, liveProgramName: name, liveProgramTimeLength: to - from, liveProgramType: 0, liveTvType: 3, liveProgramAddresstype: 1,
    liveProgramAddress: `/v/${i}`, startTime: hms(from), endTime: hms(to), fileDuration: to - from, ...meta,
  });
  const list = [entry(1, '早间新闻.mp4', 6 * 3600, 7 * 3600, { programTitle: '早间新闻', episode: '第3集' }), entry(2, '新闻联播', 19 * 3600, 19.5 * 3600, { fixedStart: 1 })];
  expect((await (await page.request.post('/api/web-manager/live/program/add', { headers: { token }, data: { liveTvId: channel.liveTvId, livePlayDay: day, revision: 0, list } })).json()).code).toBe(200);
  const shift = (n: number) => addTo(day, n);
  const dashed = (x: string) => `${x.slice(0, 4)}-${x.slice(4, 6)}-${x.slice(6)}`;
  const monthDay = (x: string) => `${Number(x.slice(4, 6))}月${Number(x.slice(6))}日`;

  await signIn(page);
  await page.goto(`${EDITOR}?liveTvId=${channel.liveTvId}&day=${day}`);
  // the day holding a list is marked in the date strip
  await expect(page.locator(`[role="tab"][data-day="${day}"]`)).toHaveAttribute('data-marked', '1');

  // copy to tomorrow: the preview names the day as 11月29日 and what it would hold, then copies
  await page.getByRole('button', { name: '复制节目单' }).click();
  const copy = page.getByTestId('copy-dialog');
  await copy.getByRole('radio', { name: '按天' }).check();
  const target = copy.getByRole('combobox', { name: '粘贴日期' });
  await target.fill(dashed(shift(1)));
  await target.blur();
  await copy.getByRole('button', { name: '添加' }).click();
  await expect(copy.getByText(monthDay(shift(1)))).toBeVisible();
  await copy.getByRole('button', { name: '复制', exact: true }).click();
  const copyRow = copy.locator(`[data-testid="day-preview"] [data-day="${shift(1)}"]`);
  await expect(copyRow).toContainText(monthDay(shift(1)));
  await expect(copyRow).toContainText('无节目');
  await expect(copyRow).toContainText('2 条 · 06:00:00–19:30:00 · 共 01:30:00');
  await docShot(page, 'schedule-copy-preview.png');
  await copy.getByRole('button', { name: '确认复制' }).click();
  await expect(copy).toHaveCount(0);
  await expect(page.locator(`[role="tab"][data-day="${shift(1)}"]`)).toHaveAttribute('data-marked', '1');

  // save today as 工作日模板
  await page.getByRole('button', { name: '节目单模板' }).click();
  const dialog = page.getByTestId('template-dialog');
  await dialog.getByRole('button', { name: '工作日模板' }).click();
  await dialog.getByRole('button', { name: '保存为模板' }).click();
  await expect(dialog.getByRole('radio', { name: '选择模板「工作日模板」' })).toBeChecked();
  await docShot(page, 'schedule-templates.png');
  await dialog.getByRole('button', { name: '关闭' }).click();

  // the week view of next week: apply to the weekdays of next week and the week after
  await page.getByRole('link', { name: '周视图' }).click();
  const firstDay = page.locator('[data-testid="week-day"]').first();
  await expect(firstDay).toHaveAttribute('data-day', /^\d{8}$/);
  const thisMonday = await firstDay.getAttribute('data-day');
  await page.getByRole('button', { name: '下一周' }).click();
  // the next week is drawn before its Monday is read
  await expect(firstDay).toHaveAttribute('data-day', addTo(thisMonday!, 7));
  const monday = await firstDay.getAttribute('data-day');
  expect(monday).toBeTruthy();
  const weekdays = [0, 7].flatMap((w) => [0, 1, 2, 3, 4].map((i) => addTo(monday!, w + i)));
  await page.getByRole('button', { name: '节目单模板' }).click();
  await expect(dialog.getByRole('radio', { name: '选择模板「工作日模板」' })).toBeChecked();
  await dialog.getByRole('button', { name: '工作日', exact: true }).click();
  await expect(dialog.getByTestId('template-count')).toHaveText('所选范围内共 5 天');
  await dialog.getByRole('button', { name: '两周' }).click();
  await expect(dialog.getByRole('combobox', { name: '结束日期' })).toHaveValue(dashed(addTo(monday!, 13)));
  await expect(dialog.getByTestId('template-count')).toHaveText('所选范围内共 10 天');
  await dialog.getByRole('button', { name: '预览' }).click();
  const preview = dialog.getByTestId('day-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(10);
  await expect(preview.locator('tbody tr').first()).toContainText(`${monthDay(monday!)} 周一`);
  await expect(preview.locator('tbody tr').first()).toContainText('2 条 · 06:00:00–19:30:00');
  await docShot(page, 'schedule-template-preview.png');
  await dialog.getByRole('button', { name: '确认应用' }).click();
  await expect(dialog.getByTestId('template-applied')).toContainText(`已应用到：${monthDay(monday!)}、`);
  await dialog.getByRole('button', { name: '关闭' }).click();

  for (const week of [0, 1]) {
    for (let i = 0; i < 7; i++) {
      const column = page.locator(`[data-testid="week-day"][data-day="${addTo(monday!, week * 7 + i)}"]`);
      await expect(column.getByTestId('week-fill')).toHaveText(i < 5 ? '2 条 · 01:30:00' : '无节目');
    }
    if (week === 0) {
      await expect(page.locator(`[data-testid="week-day"][data-day="${monday}"]`).getByTestId('week-pinned')).toHaveCount(1);
      await page.getByRole('button', { name: '下一周' }).click();
    }
  }
  // the server holds the template's metadata on every weekday written
  const written = await (await page.request.get(`/api/web-manager/live/program/page?liveTvId=${channel.liveTvId}&beginTime=${weekdays[9]}&pageIndex=1&pageSize=99999`, { headers: { token } })).json();
  expect(written.data.list[0]).toMatchObject({ programTitle: '早间新闻', episode: '第3集' });
  expect(written.data.list[1]).toMatchObject({ fixedStart: 1, startTime: '19:00:00' });
});

/** yyyyMMdd `n` days after `day`. */
function addTo(day: string, n: number): string {
  const t = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6)) + n));
  return `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
}
