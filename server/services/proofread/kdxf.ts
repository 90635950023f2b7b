// 科大讯飞 (iFlytek) 文本纠错 adapter (docs/proofreading.md): one signed POST per text, written to
// iFlytek's published WebAPI format (HMAC-SHA256 over host, date and request line, passed as the
// `authorization` query parameter; the text base64 in payload.input; the answer a base64 JSON
// with one list per kind of error, each entry [position, current text, correction, kind]).
// Tested against a stand-in server (tests/server/proofread-vendors.test.ts), not against iFlytek.
import { createHmac } from 'node:crypto';
import type { ProofreadEngine, TextSuggestion } from './engine.js';
import type { KdxfConfig } from './vendor-config.js';
import { PROOFREAD_TEXTS as T } from './proofread-texts.js';


/** The signed URL of one call (iFlytek's "hmac-sha256" WebAPI authentication). */
export function kdxfSignedUrl(c: KdxfConfig, date: string): string {
  const u = new URL(c.url);
  const origin = `host: ${u.host}\ndate: ${date}\nPOST ${u.pathname} HTTP/1.1`;
  const signature = createHmac('sha256', c.apiSecret).update(origin).digest('base64');
  const authorization = Buffer.from(`api_key="${c.apiKey}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`).toString('base64');
  u.searchParams.set('authorization', authorization);
  u.searchParams.set('host', u.host);
  u.searchParams.set('date', date);
  return u.toString();
}

/** The suggestions of iFlytek's result JSON (entries whose text is not where it says are looked for nearby, else dropped). */
export function kdxfSuggestions(text: string, result: Record<string, unknown>): TextSuggestion[] {
  const out: TextSuggestion[] = [];
  for (const [kind, list] of Object.entries(result)) {
    if (!Array.isArray(list)) continue;
    for (const e of list) {
      if (!Array.isArray(e) || e.length < 3) continue;
      const [pos, cur, fix] = [Number(e[0]), String(e[1] ?? ''), String(e[2] ?? '')];
      if (!Number.isInteger(pos) || pos < 0) continue;
      const at = text.startsWith(cur, pos) ? pos : text.indexOf(cur, Math.max(0, pos - 4));
      if (at < 0 || (cur === '' && kind !== 'miss')) continue;
      out.push({ start: at, end: at + cur.length, text: cur, replacement: fix, reason: T.kdxfKinds[kind] ?? T.kdxfOther });
    }
  }
  return out;
}

export function kdxfEngine(c: KdxfConfig): ProofreadEngine {
  return {
    id: 'kdxf',
    async check(text, signal) {
      const body = {
        header: { app_id: c.appId, status: 3 },
        parameter: { s9a87e3ec: { result: { encoding: 'utf8', compress: 'raw', format: 'json' } } },
        payload: { input: { encoding: 'utf8', compress: 'raw', format: 'plain', status: 3, text: Buffer.from(text).toString('base64') } },
      };
      const res = await fetch(kdxfSignedUrl(c, new Date().toUTCString()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
      if (!res.ok) throw new Error(`kdxf HTTP ${res.status}`);
      const answer = (await res.json()) as { header?: { code?: number; message?: string }; payload?: { result?: { text?: string } } };
      if (answer.header?.code !== 0) throw new Error(`kdxf ${answer.header?.code}: ${answer.header?.message ?? ''}`);
      const json = JSON.parse(Buffer.from(answer.payload?.result?.text ?? '', 'base64').toString('utf8') || '{}') as Record<string, unknown>;
      return kdxfSuggestions(text, json);
    },
  };
}
