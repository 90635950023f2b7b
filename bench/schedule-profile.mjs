// Where the editor's first load spends the tab's main thread: the same setup as
// bench/schedule.mjs (built server, a saved day of N entries, Chromium signed in), then one load of
// the editor recorded with a Chromium trace (timeline + V8 sampling profiler) from navigation until
// the editor takes edits. Prints: the main thread's busy time by kind (script, layout, paint, GC,
// parse), the long tasks in order, and the functions with the most self and total time, mapped back
// to the sources through dist/assets/*.map.   node bench/schedule-profile.mjs [entries=10000] [loads=1]
// (npm run build first). The raw trace of the last load is written to $PROFILE_OUT when set.
import fs from 'node:fs';
import path from 'node:path';
import { benchDay, saveNewDay, signedInChromium, startServer } from './lib/common.mjs';
import { analyse, CATEGORIES } from './lib/trace.mjs';

const ENTRIES = Number(process.argv[2] === '--trace' ? 0 : process.argv[2] ?? 10000);
const LOADS = Number(process.argv[3] ?? 1);
if (process.argv[2] === '--trace') {
  const { traceEvents } = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
  console.log(analyse(traceEvents, 'probe-start', 'probe-interactive'));
  process.exit(0);
}
const server = await startServer({ webDir: path.resolve('dist') });
const base = server.url;
let browser;
try {
  const token = await server.login();
  const { liveTvId, day, list } = await benchDay(base, token, ENTRIES, 80_000);
  await saveNewDay(base, token, { liveTvId, day, list });

  let page;
  ({ browser, page } = await signedInChromium(base));
  const url = `${base}/contentManagement/cloudLiveBroadcast/programEdit?liveTvId=${liveTvId}`;
  // one untraced load warms the HTTP cache like the bench's later loads
  await page.goto(url);
  await page.locator('[data-testid="entry-count"]').filter({ hasText: `共 ${ENTRIES} 条` }).waitFor({ timeout: 60_000 });

  for (let i = 0; i < LOADS; i += 1) {
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    await page.evaluate(() => console.timeStamp('probe-start'));
    const ms = await page.waitForFunction(
      (n) => {
        const count = document.querySelector('[data-testid="entry-count"]');
        const row = document.querySelector('[data-testid="schedule-row"] input[data-time]');
        const copy = [...document.querySelectorAll('button')].find((b) => b.textContent === '复制节目单');
        if (!(count?.textContent?.startsWith(`共 ${n} 条`) && row && copy && !copy.disabled)) return false;
        console.timeStamp('probe-interactive');
        return performance.now();
      },
      ENTRIES,
      { polling: 'raf', timeout: 60_000 },
    );
    const interactive = await ms.jsonValue();
    const trace = await browser.stopTracing();
    if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, trace);
    const { traceEvents } = JSON.parse(trace.toString());
    console.log(`--- load ${i + 1}: interactive at ${Math.round(interactive)} ms after navigation`);
    console.log(analyse(traceEvents, 'probe-start', 'probe-interactive'));
  }
} finally {
  await browser?.close();
  await server.close();
}
