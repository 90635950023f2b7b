// The XMLTV export checked by tools nobody here wrote: xmllint against the XMLTV DTD that
// Debian's xmltv-util ships, and xmltv's own tv_validate_file (offline, XMLTV_SUPPLEMENT).
// scripts/ensure-system.mjs installs both before `npm test`; without them the checks are
// skipped with a printed reason.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, type TestServer } from './helpers.js';
import { day, dayFromToday } from './schedule-fixtures.js';

const DTD = '/usr/share/xmltv/xmltv.dtd';
const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const xmllint = has('xmllint') && fs.existsSync(DTD);
const tvValidate = has('tv_validate_file');
if (!xmllint) console.log('[xmltv] xmllint or /usr/share/xmltv/xmltv.dtd missing: the DTD check is skipped (apt-get install libxml2-utils xmltv-util)');
if (!tvValidate) console.log('[xmltv] tv_validate_file missing: its check is skipped (apt-get install xmltv-util)');

/** Writes an export beside the DTD (as XMLTV files name it) and returns the file. */
function writeExport(body: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xmltv-'));
  const file = path.join(dir, 'export.xml');
  fs.writeFileSync(file, body);
  if (fs.existsSync(DTD)) fs.copyFileSync(DTD, path.join(dir, 'xmltv.dtd'));
  return file;
}

/** The two tools' checks of the export file the suite wrote (`exported` names it once written). */
function validatedByTools(exported: () => string) {
  it.skipIf(!xmllint)('is valid against the XMLTV DTD (xmllint --dtdvalid)', () => {
    const r = spawnSync('xmllint', ['--noout', '--dtdvalid', DTD, exported()], { encoding: 'utf8' });
    if (r.status !== 0) console.log(r.stderr);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });

  it.skipIf(!tvValidate)('passes tv_validate_file', () => {
    const r = spawnSync('tv_validate_file', [exported()], { encoding: 'utf8', env: { ...process.env, XMLTV_SUPPLEMENT: '/usr/share/xmltv' } });
    if (r.status !== 0) console.log(r.stdout, r.stderr);
    expect(r.status).toBe(0);
  });
}

describe.each(databases)('XMLTV export on %s validated by xmllint and tv_validate_file', (kind) => {
  let s: TestServer;
  let file: string;

  beforeAll(async () => {
    s = await startServer(kind);
    const { token } = await s.login();
    const tv = (
      await s.call(token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: '新闻综合频道 & <测试>' } })
    ).json();
    const tvId = tv.data.liveTvId as number;
    // two consecutive days: the first ends at 23:59:59 and the second starts at midnight
    const first = dayFromToday(1);
    const second = dayFromToday(2);
    const save = (d: string, items: [number, string, 1 | 2][]) =>
      s.call(token, { method: 'POST', url: '/api/web-manager/live/program/add', headers: { 'content-type': 'application/json' }, payload: { liveTvId: tvId, livePlayDay: d, revision: 0, list: day(tvId, d, items) } });
    expect((await save(first, [[6 * 3600, '早间新闻「特别节目」', 1], [3600, '体育直播 <A&B>', 2], [86399 - 7 * 3600, '深夜剧场', 1]])).json().code).toBe(200);
    expect((await save(second, [[1800, '零点新闻', 1], [1800, '午夜直播', 2]])).json().code).toBe(200);
    const res = await s.call(token, { method: 'GET', url: `/api/web-manager/live/program/xmltv?liveTvId=${tvId}&beginTime=${first}&days=7` });
    expect(res.statusCode).toBe(200);
    // the export names its DTD as "xmltv.dtd" beside the document, as XMLTV files do
    file = writeExport(res.body);
    expect(res.body.match(/<programme /g)).toHaveLength(5);
  });
  afterAll(async () => s?.close());

  validatedByTools(() => file);
});

describe.each(databases)('XMLTV export of programme metadata on %s', (kind) => {
  let s: TestServer;
  let body = '';
  let file: string;

  beforeAll(async () => {
    s = await startServer(kind);
    const { token } = await s.login();
    const tv = (await s.call(token, { method: 'POST', url: '/api/web-manager/live/tv/add', payload: { liveTvName: '元数据频道' } })).json();
    const tvId = tv.data.liveTvId as number;
    const d = dayFromToday(1);
    const list = day(tvId, d, [[1800, '天气预报.mp4', 1], [1800, '晚间新闻.MOV', 1], [3600, '体育直播', 2]]);
    Object.assign(list[0]!, { episode: '第12集', programDesc: '全国天气 & 出行提示', category: '气象', rating: '全年龄' });
    Object.assign(list[2]!, { programTitle: '足球之夜 <直播>' });
    const saved = await s.call(token, { method: 'POST', url: '/api/web-manager/live/program/add', headers: { 'content-type': 'application/json' }, payload: { liveTvId: tvId, livePlayDay: d, revision: 0, list } });
    expect(saved.json().code).toBe(200);
    const res = await s.call(token, { method: 'GET', url: `/api/web-manager/live/program/xmltv?liveTvId=${tvId}&beginTime=${d}` });
    expect(res.statusCode).toBe(200);
    body = res.body;
    file = writeExport(body);
  });
  afterAll(async () => s?.close());

  it('writes title, desc, episode-num, category and rating, and never a media extension in a title', () => {
    const titles = [...body.matchAll(/<title lang="zh">([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['天气预报', '晚间新闻', '足球之夜 &lt;直播&gt;']);
    expect(body).not.toContain('.mp4');
    const first = body.slice(body.indexOf('<programme '), body.indexOf('</programme>'));
    expect(first).toContain('<desc lang="zh">全国天气 &amp; 出行提示</desc>');
    expect(first).toContain('<episode-num system="onscreen">第12集</episode-num>');
    expect(first).toContain('<category lang="zh">气象</category>');
    expect(first).toContain('<rating>\n      <value>全年龄</value>\n    </rating>');
    // an entry without metadata has none of these elements
    const second = body.slice(body.indexOf('<programme ', body.indexOf('</programme>')));
    expect(second.slice(0, second.indexOf('</programme>'))).not.toMatch(/<desc|<episode-num|<rating/);
  });

  validatedByTools(() => file);
});
