// The week view and the gap validator at 10,000 entries a day (docs/schedule.md "Fixed starts",
// "The week view"). Runs the built server (npm run build first) on a fresh DATA_DIR, saves seven
// days of 10,000 entries each (every 1,000th entry pinned 60 s after the chain reaches it, so
// each day has nine gaps the validator explains), then in Chromium:
//   1. week load: from navigation to the week view until all seven columns show their figures;
//   2. week scroll: the page scrolled from top to bottom and back, one step a frame; the frame
//      intervals' p95, beside the same scroll of the same screen for a channel with an empty week
//      (the baseline: the same page and scroll minus our 70,000 entries) measured in the same run;
//   3. validator: in the editor on the Monday (10,000 entries, nine pinned), set the first row's
//      end (every later entry up to the first pin moves, so the first gap changes) and wait until
//      the validator's explanation shows the new gap and a frame is painted; p50/p95 against one
//      frame (16.7 ms).
// Targets: scroll frame p95 ≤ 33 ms; validator edit → explanation p95 within one frame of the
// edit's own paint (the editor bench's edit → paint), reported beside it.
//   node bench/schedule-week.mjs [entries=10000] [edits=30]
import path from 'node:path';
import { benchDay, pct, report, saveNewDay, signedInChromium, startServer } from './lib/common.mjs';

const ENTRIES = Number(process.argv[2] ?? 10000);
const EDITS = Number(process.argv[3] ?? 30);
const LOADS = 3;
const PIN_EVERY = 1000;
const PIN_GAP = 60;

const { addDays, dashedDay, hms, mondayOf } = await import('../dist-server/shared/time.js');
const { dayIssues } = await import('../dist-server/shared/schedule-gaps.js');

/** The validator alone (shared/schedule-gaps.ts dayIssues, what the editor runs after each edit)
 *  on a day of `entries` chained entries with a pin every PIN_EVERY: p50/p95 of 200 runs, ms. */
function validatorAlone(entries) {
  const starts = new Float64Array(entries);
  const ends = new Float64Array(entries);
  let t = 0;
  for (let i = 0; i < entries; i++) {
    if (i > 0 && i % PIN_EVERY === 0) t += PIN_GAP;
    starts[i] = t;
    t += 8;
    ends[i] = t;
  }
  const reader = { count: entries, startOf: (i) => starts[i], endOf: (i) => ends[i], nameOf: (i) => `节目 ${i + 1}` };
  const times = [];
  for (let run = 0; run < 200; run++) {
    const s = performance.now();
    if (dayIssues(reader).length !== Math.floor((entries - 1) / PIN_EVERY)) throw new Error('validator found other issues');
    times.push(performance.now() - s);
  }
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

/** Day `day` of `liveTvId` as `entries` chained entries of `len` s, every PIN_EVERY-th pinned PIN_GAP s late. */
function pinnedDay(template, liveTvId, day, len) {
  const d = dashedDay(day);
  let t = 0;
  return template.map((e, i) => {
    const pinned = i > 0 && i % PIN_EVERY === 0;
    if (pinned) t += PIN_GAP;
    const s = t;
    t += len;
    return { ...e, liveTvId, livePlayDay: day, livePlayTime: `${d} ${hms(s)}`, liveEndTime: `${d} ${hms(t)}`, startTime: hms(s), endTime: hms(t), fixedStart: pinned ? 1 : 0 };
  });
}

/** Frame intervals while the week page scrolls down and back, one step a frame. */
async function scrollFrames(page) {
  return page.evaluate(async () => {
    const start = document.querySelector('[data-testid="program-week"]');
    let el = start;
    while (el && !(el.scrollHeight > el.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
    const scroller = el ?? document.scrollingElement;
    const range = scroller.scrollHeight - scroller.clientHeight;
    const steps = 120;
    const out = [];
    let last = await new Promise((r) => requestAnimationFrame(r));
    for (let i = 1; i <= steps * 2; i += 1) {
      const f = i <= steps ? i / steps : 2 - i / steps;
      scroller.scrollTop = Math.round(range * f);
      const now = await new Promise((r) => requestAnimationFrame(r));
      out.push(now - last);
      last = now;
    }
    return { frames: out, range };
  });
}

const server = await startServer({ webDir: path.resolve('dist') });
const base = server.url;
let browser;
try {
  const token = await server.login();
  const { liveTvId, day: today, list } = await benchDay(base, token, ENTRIES, 80_000);
  const len = list[0].liveProgramTimeLength;
  const monday = mondayOf(today);
  const t0 = performance.now();
  for (let i = 0; i < 7; i += 1) await saveNewDay(base, token, { liveTvId, day: addDays(monday, i), list: pinnedDay(list, liveTvId, addDays(monday, i), len) });
  const saveMs = performance.now() - t0;
  const t1 = performance.now();
  const week = await (await fetch(`${base}/api/web-manager/live/program/week?liveTvId=${liveTvId}&beginTime=${monday}`, { headers: { token } })).json();
  const weekApiMs = performance.now() - t1;
  const weekBytes = JSON.stringify(week).length;
  const empty = (await (await fetch(`${base}/api/web-manager/live/tv/add`, { method: 'POST', headers: { token }, body: new URLSearchParams({ liveTvName: `空白频道${Date.now()}` }) })).json()).data.liveTvId;

  let page;
  ({ browser, page } = await signedInChromium(base));
  const weekUrl = (id) => `${base}/contentManagement/cloudLiveBroadcast/programWeek?liveTvId=${id}&day=${monday}`;
  const weekShown = (n) =>
    page.waitForFunction(
      (want) => {
        const fills = [...document.querySelectorAll('[data-testid="week-fill"]')];
        return fills.length === 7 && fills.every((f) => f.textContent.includes(want)) ? performance.now() : false;
      },
      n,
      { polling: 'raf', timeout: 120_000 },
    );

  // 1. load
  const loads = [];
  for (let i = 0; i < LOADS; i += 1) {
    await page.goto(weekUrl(liveTvId));
    loads.push(await (await weekShown(String(ENTRIES))).jsonValue());
  }
  // 2. scroll, then the same on the empty week, in a laptop-sized window (the 24-hour columns
  //    are taller than it, so the page really scrolls)
  await page.setViewportSize({ width: 1280, height: 600 });
  const full = await scrollFrames(page);
  await page.goto(weekUrl(empty));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="week-fill"]').length === 7, undefined, { timeout: 60_000 });
  const bare = await scrollFrames(page);

  // 3. the validator in the editor on the Monday
  await page.goto(`${base}/contentManagement/cloudLiveBroadcast/programEdit?liveTvId=${liveTvId}&day=${monday}`);
  await page.waitForFunction((n) => document.querySelector('[data-testid="entry-count"]')?.textContent?.startsWith(`共 ${n} 条`) && document.querySelector('[data-testid="day-issues"]'), ENTRIES, { timeout: 120_000 });
  const edits = await page.evaluate(
    async ({ count, len }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const pad2 = (n) => String(n).padStart(2, '0');
      const fmt = (s) => `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
      const issues = () => document.querySelector('[data-testid="day-issues"]')?.textContent ?? '';
      const out = [];
      for (let i = 0; i < count; i += 1) {
        const end = len + 1 + (i % 2);
        const before = issues();
        const input = document.querySelector('[data-index="0"] [data-testid="row-end"]');
        setter.call(input, fmt(end));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await frame();
        const t = performance.now();
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        // the first gap's explanation changes with the chain in front of the first pin
        for (;;) {
          if (issues() !== before) break;
          if (performance.now() - t > 10_000) throw new Error(`edit ${i}: the validator did not answer within 10 s`);
          await new Promise((r) => setTimeout(r, 0));
        }
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
        out.push(performance.now() - t);
        await frame();
      }
      return out;
    },
    { count: EDITS, len },
  );

  const alone = validatorAlone(ENTRIES);
  const loadMs = pct(loads, 50);
  const scrollP95 = pct(full.frames, 95);
  const bareP95 = pct(bare.frames, 95);
  const editP95 = pct(edits, 95);
  const result = {
    entriesPerDay: ENTRIES,
    saveSevenDaysMs: Math.round(saveMs),
    weekApi: { ms: Math.round(weekApiMs), bytes: weekBytes },
    weekLoadToShownMs: { p50: Math.round(loadMs), runs: loads.map(Math.round) },
    scrollFrameMs: { p50: Math.round(pct(full.frames, 50)), p95: Math.round(scrollP95), max: Math.round(Math.max(...full.frames)), scrolledPx: full.range },
    emptyWeekScrollFrameMs: { p50: Math.round(pct(bare.frames, 50)), p95: Math.round(bareP95) },
    validatorEditToExplainedMs: { p50: Math.round(pct(edits, 50)), p95: Math.round(editP95), n: edits.length },
    validatorAloneMs: { p50: Math.round(alone.p50 * 100) / 100, p95: Math.round(alone.p95 * 100) / 100, runs: 200 },
    targets: { scrollP95Within33: scrollP95 <= 33, validatorWithinOneFrame: alone.p95 <= 16.7 },
  };
  console.log(JSON.stringify(result, null, 2));
  report('schedule-week', [
    { name: `week scroll, frame p95 (7 × ${ENTRIES} entries)`, value: Math.round(scrollP95), unit: 'ms', baseline: 'same scroll, empty week', baselineValue: Math.round(bareP95), note: `target ≤ 33 ms; ${full.range} px scrolled down and back` },
    { name: 'week load → seven columns shown', value: Math.round(loadMs), unit: 'ms', note: `week call ${Math.round(weekApiMs)} ms, ${Math.round(weekBytes / 1024)} KiB` },
    { name: 'validator alone on the day, p95', value: Math.round(alone.p95 * 100) / 100, unit: 'ms', baseline: 'one frame', baselineValue: 16.7, note: `${ENTRIES} entries, ${Math.floor((ENTRIES - 1) / PIN_EVERY)} pinned, 200 runs` },
    { name: 'validator: edit → explanation painted, p95', value: Math.round(editP95), unit: 'ms', baseline: 'one frame', baselineValue: 16.7, note: `${ENTRIES} entries, ${Math.floor((ENTRIES - 1) / PIN_EVERY)} pinned; the edit re-chains the entries before the first pin` },
  ]);
} finally {
  await browser?.close();
  await server.close();
}
