// npm run bench [-- name …]: runs every bench script under bench/ (bench/*.mjs except this one;
// helpers live in bench/lib/), one after another, and prints one table of their results: each
// script prints a line `BENCH {json}` (bench/lib/common.mjs report()) with values and their
// ratios against baselines measured in the same run. Scripts are run with `npm run build` done
// (the runner builds when dist/ or dist-server/ is missing). Arguments filter scripts by name.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const only = process.argv.slice(2);
/** Arguments for quick defaults of scripts whose own defaults take long (override with BENCH_ARGS_<NAME>). */
const defaults = { api: ['3'], sockets: ['500'], upload: ['0.25'], schedule: ['10000', '100'] };

const scripts = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .sort()
  .filter((f) => !only.length || only.some((o) => f.includes(o)));

if (!fs.existsSync(path.join(root, 'dist-server/server/main.js')) || !fs.existsSync(path.join(root, 'dist/index.html'))) {
  console.log('building (npm run build)…');
  const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const rows = [];
let failed = 0;
for (const file of scripts) {
  const name = file.replace(/(\.bench)?\.mjs$/, '');
  const envArgs = process.env[`BENCH_ARGS_${name.toUpperCase()}`];
  const args = envArgs ? envArgs.split(/\s+/).filter(Boolean) : (defaults[name] ?? []);
  console.log(`\n▶ ${file} ${args.join(' ')}`);
  const started = Date.now();
  const out = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, file), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
      process.stdout.write(d);
    });
    child.on('exit', (code) => resolve({ code, text }));
  });
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  const lines = out.text.split('\n').filter((l) => l.startsWith('BENCH '));
  if (out.code !== 0) failed++;
  if (!lines.length) {
    // Scripts that print no BENCH line: their "… N ms … ratio ×R" lines, or the numbers of the
    // last JSON object they print.
    const adapted = adapt(out.text);
    if (!adapted.length) rows.push([name, out.code === 0 ? '(no results line: see its output above)' : `failed (exit ${out.code})`, '', '', '', '', `${secs}s`]);
    for (const [measure, value, baseline, ratio] of adapted) rows.push([name, measure, value, baseline, '', ratio, `${secs}s`]);
    if (out.code !== 0 && adapted.length) rows.push([name, `failed (exit ${out.code})`, '', '', '', '', '']);
    continue;
  }
  for (const l of lines) {
    const r = JSON.parse(l.slice(6));
    for (const x of r.results) {
      rows.push([
        r.bench ?? name,
        x.name,
        `${fmt(x.value)} ${x.unit ?? ''}`.trim(),
        x.baseline ?? '',
        x.baselineValue === undefined ? '' : `${fmt(x.baselineValue)} ${x.unit ?? ''}`.trim(),
        x.ratio === undefined ? '' : `×${fmt(x.ratio)}`,
        `${secs}s`,
        x.note ?? '',
      ]);
    }
  }
}

function adapt(text) {
  const rows = [];
  for (const l of text.split('\n')) {
    const m = /^\s*(.+?):\s+([\d.]+\s*(?:ms|s|KB|MB|MiB\/s|MB\/s|KiB))\b.*?ratio\s*×\s*([\d.]+)(.*)$/.exec(l);
    if (m) rows.push([m[1].trim(), m[2], (m[4] ?? '').trim().replace(/^(for|of)\s+/, ''), `×${m[3]}`]);
  }
  if (rows.length) return rows;
  const start = text.startsWith('{') ? 0 : text.lastIndexOf('\n{') + 1;
  if (start <= 0 && !text.startsWith('{')) return rows;
  try {
    const body = text.slice(start);
    const json = JSON.parse(body.slice(0, body.lastIndexOf('}') + 1));
    const walk = (o, prefix) => {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'number') rows.push([`${prefix}${k}`, fmt(v), '', '']);
        else if (typeof v === 'boolean') rows.push([`${prefix}${k}`, String(v), '', '']);
        else if (v && typeof v === 'object' && !Array.isArray(v)) walk(v, `${prefix}${k}.`);
      }
    };
    walk(json, '');
  } catch {
    /* not JSON */
  }
  return rows;
}

function fmt(v) {
  if (typeof v !== 'number') return String(v ?? '');
  if (Number.isInteger(v)) return String(v);
  if (Math.abs(v) >= 100) return v.toFixed(0);
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return v.toFixed(2);
}

const head = ['bench', 'measure', 'value', 'baseline', 'baseline value', 'ratio', 'run', 'note'];
const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
const line = (r) => head.map((_, i) => String(r[i] ?? '').padEnd(width[i])).join('  ').trimEnd();
console.log(`\n${line(head)}\n${line(width.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}`);
process.exit(failed ? 1 : 0);
