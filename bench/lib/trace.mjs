// Reading a Chromium trace (timeline plus the V8 sampling profiler) of the console: the main
// thread's busy time by kind between two console.timeStamp markers, its long tasks, and the
// functions with the most self and total time, mapped back to the sources through
// dist/assets/*.map. Used by bench/schedule-profile.mjs (a load) and bench/schedule.mjs (edits).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading',
  'disabled-by-default-v8.cpu_profiler', 'v8', 'disabled-by-default-v8.gc',
];

const maps = new Map();
function consumerOf(url) {
  if (!url.includes('/assets/')) return null;
  const file = path.resolve('dist/assets', path.basename(new URL(url).pathname));
  if (!maps.has(file)) maps.set(file, fs.existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null);
  return maps.get(file);
}

/** "source:line name" of a profile frame (minified positions mapped back). */
function frameName(cf) {
  if (!cf.url) return cf.functionName || '(native)';
  const c = consumerOf(cf.url);
  if (c && cf.lineNumber >= 0) {
    const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    if (o.source) return `${o.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '~')}:${o.line} ${o.name ?? cf.functionName ?? ''}`;
  }
  return `${path.basename(cf.url)}:${cf.lineNumber + 1} ${cf.functionName}`;
}

const fileOf = (name) => name.split(':')[0];

export function analyse(events, t0Marker, t1Marker) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.name === 'TimeStamp' && x.pid === e.pid && x.tid === e.tid));
  const { pid, tid } = main;
  const on = events.filter((e) => e.pid === pid && e.tid === tid);
  const stamp = (m) => on.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === m)?.ts;
  const end = stamp(t1Marker);
  // from the new document's navigationStart (else the first event of the thread)
  const navs = events.filter((e) => e.pid === pid && e.name === 'navigationStart' && e.ts < end);
  const start = navs.at(-1)?.ts ?? stamp(t0Marker) ?? on.find((e) => e.ph === 'X')?.ts;
  const within = (e) => e.ts >= start && e.ts <= end;

  // busy time by kind: each complete event's self time, children subtracted
  const xs = on.filter((e) => e.ph === 'X' && within(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of xs) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(e.dur, parent.ts + parent.dur - e.ts));
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
    stack.push(e);
  }
  const tasks = xs.filter((e) => e.name === 'RunTask' && !xs.some((p) => p !== e && p.name === 'RunTask' && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur));
  const busy = tasks.reduce((s, e) => s + e.dur, 0);
  const cpu = tasks.reduce((s, e) => s + (e.tdur ?? 0), 0);

  // CPU profile (sampled): nodes and samples from the Profile/ProfileChunk events of this thread
  const nodes = new Map();
  const samples = [];
  let t = 0;
  for (const e of events.filter((x) => (x.name === 'Profile' || x.name === 'ProfileChunk') && x.pid === pid)) {
    if (e.name === 'Profile') t = e.args.data.startTime;
    const cp = e.args?.data?.cpuProfile;
    for (const n of cp?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (cp?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push({ id, t });
    });
  }
  const names = new Map();
  const nameOf = (id) => {
    if (!names.has(id)) names.set(id, frameName(nodes.get(id).callFrame));
    return names.get(id);
  };
  const selfMs = new Map();
  const totalMs = new Map();
  const fileMs = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const { id, t: ts } = samples[i];
    if (ts < start || ts > end) continue;
    const dt = (samples[i + 1].t - ts) / 1000;
    const leaf = nameOf(id);
    if (['(idle)', '(program)', '(root)'].includes(leaf)) continue;
    selfMs.set(leaf, (selfMs.get(leaf) ?? 0) + dt);
    fileMs.set(fileOf(leaf), (fileMs.get(fileOf(leaf)) ?? 0) + dt);
    const seen = new Set();
    for (let n = nodes.get(id); n; n = n.parent !== undefined ? nodes.get(n.parent) : null) {
      const nm = nameOf(n.id);
      if (!seen.has(nm)) totalMs.set(nm, (totalMs.get(nm) ?? 0) + dt);
      seen.add(nm);
    }
  }
  // per long task: the heaviest frames of our own code (src/) and of the components, inclusive
  const perTask = tasks.filter((e) => e.dur > 30_000).map((task) => {
    const m = new Map();
    for (let i = 0; i < samples.length - 1; i++) {
      const { id, t: ts } = samples[i];
      if (ts < task.ts || ts > task.ts + task.dur) continue;
      const dt = (samples[i + 1].t - ts) / 1000;
      const seen = new Set();
      for (let n = nodes.get(id); n; n = n.parent !== undefined ? nodes.get(n.parent) : null) {
        const nm = nameOf(n.id);
        if (!seen.has(nm) && !/react-dom|scheduler|\(root\)|xstate\/dist\/raise/.test(nm)) m.set(nm, (m.get(nm) ?? 0) + dt);
        seen.add(nm);
      }
    }
    return [`  task at ${((task.ts - start) / 1000).toFixed(1)} ms, ${(task.dur / 1000).toFixed(1)} ms:`, ...[...m].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PER_TASK ?? 14)).map(([n, v]) => `    ${v.toFixed(1).padStart(7)} ms  ${n}`)];
  });
  const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${v.toFixed(1).padStart(8)} ms  ${n}`);
  const ms = (us) => (us / 1000).toFixed(1);
  return [
    `window: ${ms(end - start)} ms (navigation → interactive); main thread busy ${ms(busy)} ms (CPU ${ms(cpu)} ms) in ${tasks.length} tasks`,
    'self time by trace event:',
    ...top(new Map([...self].map(([k, v]) => [k, v / 1000])), 18),
    'long tasks (> 20 ms): start (ms from navigation), duration',
    ...tasks.filter((e) => e.dur > 20_000).map((e) => `  ${ms(e.ts - start).padStart(8)}  ${ms(e.dur).padStart(7)} ms`),
    'long tasks (> 30 ms), own code and xstate inclusive:',
    ...perTask.flat(),
    'self time by source file (sampled):',
    ...top(fileMs, 25),
    'self time by function (sampled):',
    ...top(selfMs, 40),
    'total time by function (sampled):',
    ...top(totalMs, 60),
  ].join('\n');
}

