// 文本纠错 (docs/proofreading.md): the built-in engine through content/proofread with offsets into
// the fields as sent; the 科大讯飞 adapter against a stand-in of its API (signed URL, base64 text
// and answer), used while its switch is on, and the built-in engine standing in — saying so — when
// the call fails or a switched-on vendor is not configured; the 新华智云 adapter against the
// stand-in too; the tenant's dictionary with its limits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, type TestServer } from './helpers.js';
import { applyAll } from '../../shared/text-checks.js';
import { xhzyEngine } from '../../server/services/proofread/xhzy.js';

const KDXF = { appId: 'app1', apiKey: 'key1', apiSecret: 'secret1' };
const XHZY = { appKey: 'xk', appSecret: 'xs' };

/** A stand-in of both vendors' APIs: checks each call's signature and answers one suggestion for '苹果'. */
function standIn() {
  const seen: { path: string; ok: boolean }[] = [];
  const state = { fail: false };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      if (state.fail) return res.writeHead(500).end('down');
      if (url.pathname === '/v1/private/s9a87e3ec') {
        const date = url.searchParams.get('date')!;
        const host = url.searchParams.get('host')!;
        const auth = Buffer.from(url.searchParams.get('authorization') ?? '', 'base64').toString();
        const signature = createHmac('sha256', KDXF.apiSecret).update(`host: ${host}\ndate: ${date}\nPOST ${url.pathname} HTTP/1.1`).digest('base64');
        const body = JSON.parse(raw);
        const ok = auth.includes(`api_key="${KDXF.apiKey}"`) && auth.includes(`signature="${signature}"`) && body.header.app_id === KDXF.appId;
        seen.push({ path: url.pathname, ok });
        if (!ok) return res.writeHead(401).end();
        const text = Buffer.from(body.payload.input.text, 'base64').toString();
        const at = text.indexOf('平果');
        const result = { char: at >= 0 ? [[at, '平', '苹', 'char']] : [], word: [], punc: [] };
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ header: { code: 0, message: 'success' }, payload: { result: { text: Buffer.from(JSON.stringify(result)).toString('base64') } } }));
      }
      if (url.pathname === '/xhzy/proofread') {
        const digest = createHash('sha256').update(raw).digest('hex');
        const expected = createHmac('sha256', XHZY.appSecret).update(`${XHZY.appKey}\n${req.headers['x-timestamp']}\n${digest}`).digest('hex');
        const ok = req.headers['x-signature'] === expected;
        seen.push({ path: url.pathname, ok });
        const text = JSON.parse(raw).text as string;
        const at = text.indexOf('平果');
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 0, data: { items: at >= 0 ? [{ start: at, end: at + 1, original: '平', suggestion: '苹', type: '错别字' }] : [] } }));
      }
      res.writeHead(404).end();
    });
  });
  return { server, seen, state };
}

describe.each(databases)('proofreading (%s)', (kind) => {
  const vendor = standIn();
  let s: TestServer;
  let admin: string;
  let base: string;
  beforeAll(async () => {
    await new Promise<void>((ok) => vendor.server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}`;
    // only 科大讯飞 is configured here: 新华智云's switch then falls back
    s = await startServer(kind, { KDXF_PROOFREAD_URL: `${base}/v1/private/s9a87e3ec`, KDXF_APP_ID: KDXF.appId, KDXF_API_KEY: KDXF.apiKey, KDXF_API_SECRET: KDXF.apiSecret, PROOFREAD_TIMEOUT_MS: '3000' });
    admin = (await s.login()).token;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await new Promise((ok) => vendor.server.close(ok));
  });
  const post = (url: string, payload: unknown, token = admin) => s.call(token, { method: 'POST', url, payload: payload as Record<string, unknown>, headers: { 'content-type': 'application/json' } });
  const proof = async (payload: unknown) => {
    const res = await post('/api/web-publish/content/proofread', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const setSwitches = async (kdxf: '0' | '1', xhzy: '0' | '1') => {
    const tenantId = (await s.app.repos.tenants.findByDomain('demo'))!.id;
    await s.app.repos.settings.upsert(tenantId, 30, 'KdxfTextCorrectionSwich', kdxf, '功能开关');
    await s.app.repos.settings.upsert(tenantId, 30, 'XhzyTextCorrectionSwich', xhzy, '功能开关');
  };

  it('the built-in engine: suggestions with offsets into each field as sent; applying them fixes the text', async () => {
    await setSwitches('0', '0');
    const body = '<p>我们我们<strong>积极</strong>的推进工作,成果显著。</p><p>A&amp;B 的的</p>';
    const out = await proof({ fields: { title: '他跑的很快', summary: '摘要（未完', body } });
    expect(out).toMatchObject({ engine: 'builtin', fallback: false, requested: null });
    const of = (field: string) => out.suggestions.filter((x: { field: string }) => x.field === field);
    expect(applyAll('他跑的很快', of('title'))).toBe('他跑得很快');
    expect(of('summary')[0]).toMatchObject({ text: '（', replacement: '' });
    expect(applyAll(body, of('body'))).toBe('<p>我们<strong>积极</strong>地推进工作，成果显著。</p><p>A&amp;B 的</p>');
    const plain = await proof({ text: '再接再励' });
    expect(plain.suggestions).toEqual([{ field: 'text', start: 0, end: 4, text: '再接再励', replacement: '再接再厉', reason: '常见错误：应为“再接再厉”' }]);
  });

  it('科大讯飞 switched on and configured: its signed API answers, with the tenant dictionary on top', async () => {
    await setSwitches('1', '0');
    expect((await post('/api/web-publish/proofread/dict', { wrong: '融媒中心', correct: '融媒体中心' })).statusCode).toBe(200);
    const out = await proof({ text: '融媒中心买了平果' });
    expect(out).toMatchObject({ engine: 'kdxf', fallback: false, requested: 'kdxf' });
    expect(out.suggestions.map((x: { text: string; replacement: string }) => `${x.text}→${x.replacement}`)).toEqual(['融媒中心→融媒体中心', '平→苹']);
    expect(vendor.seen.at(-1)).toEqual({ path: '/v1/private/s9a87e3ec', ok: true });
  });

  it('a failing vendor or a vendor not configured: the built-in engine stands in and says so', async () => {
    await setSwitches('1', '0');
    vendor.state.fail = true;
    try {
      expect(await proof({ text: '的的' })).toMatchObject({ engine: 'builtin', fallback: true, requested: 'kdxf', suggestions: [expect.objectContaining({ replacement: '的' })] });
    } finally {
      vendor.state.fail = false;
    }
    await setSwitches('0', '1');
    expect(await proof({ text: '的的' })).toMatchObject({ engine: 'builtin', fallback: true, requested: 'xhzy' });
  });

  it('the 新华智云 adapter signs its call and reads the answer (stand-in)', async () => {
    const engine = xhzyEngine({ url: `${base}/xhzy/proofread`, ...XHZY });
    expect(await engine.check('买了平果')).toEqual([{ start: 2, end: 3, text: '平', replacement: '苹', reason: '新华智云：错别字' }]);
    expect(vendor.seen.at(-1)).toEqual({ path: '/xhzy/proofread', ok: true });
  });

  it('refuses bad input and a dictionary over its limits, writing nothing', async () => {
    const bad = async (url: string, payload: unknown, msg: RegExp) => {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(msg);
    };
    await bad('/api/web-publish/content/proofread', { text: '   ' }, /请提供要纠错的文本/);
    await bad('/api/web-publish/content/proofread', {}, /请提供要纠错的文本/);
    await bad('/api/web-publish/proofread/dict', { wrong: '', correct: '好' }, /请填写/);
    await bad('/api/web-publish/proofread/dict', { wrong: '字'.repeat(21), correct: '好' }, /不能超过20个字/);
    await bad('/api/web-publish/proofread/dict', { wrong: '同', correct: '同' }, /不能与易错词相同/);
    const tenantId = (await s.app.repos.tenants.findByDomain('demo'))!.id;
    const have = await s.app.repos.proofreadWords.count(tenantId);
    for (let i = have; i < 500; i++) await s.app.repos.proofreadWords.put(tenantId, { wrong: `错${i}`, correct: `对${i}`, note: '' });
    await bad('/api/web-publish/proofread/dict', { wrong: '新错', correct: '新对' }, /最多500条/);
    expect(await s.app.repos.proofreadWords.count(tenantId)).toBe(500);
    // changing an entry already there is still allowed
    expect((await post('/api/web-publish/proofread/dict', { wrong: '错1', correct: '对一' })).statusCode).toBe(200);
    const list = (await s.call(admin, { method: 'GET', url: '/api/web-publish/proofread/dict' })).json().data.list;
    expect(list).toHaveLength(500);
    const removed = await post('/api/web-publish/proofread/dict/delete', { ids: list.slice(0, 2).map((e: { id: number }) => e.id) });
    expect(removed.json().data.removed).toBe(2);
  });
});
