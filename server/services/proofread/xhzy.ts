// 新华智云 (Xinhua Zhiyun) 文本纠错 adapter (docs/proofreading.md). Its API is not public: this
// adapter speaks the shape documented in docs/proofreading.md (a JSON POST { text } signed with
// HMAC-SHA256 of app key, timestamp and the body's SHA-256; the answer { code: 0, data: { items:
// [{ start, end, original, suggestion, type }] } }), to be adjusted here once a contract with the
// vendor gives the real one. Tested against a stand-in server, not against the vendor.
import { createHash, createHmac } from 'node:crypto';
import type { ProofreadEngine, TextSuggestion } from './engine.js';
import type { XhzyConfig } from './vendor-config.js';
import { PROOFREAD_TEXTS as T } from './proofread-texts.js';

/** The signature headers of one call. */
export function xhzyHeaders(c: XhzyConfig, body: string, timestamp: string): Record<string, string> {
  const digest = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', c.appSecret).update(`${c.appKey}\n${timestamp}\n${digest}`).digest('hex');
  return { 'content-type': 'application/json', 'x-app-key': c.appKey, 'x-timestamp': timestamp, 'x-signature': signature };
}

export function xhzyEngine(c: XhzyConfig): ProofreadEngine {
  return {
    id: 'xhzy',
    async check(text, signal) {
      const body = JSON.stringify({ text });
      const res = await fetch(c.url, { method: 'POST', headers: xhzyHeaders(c, body, String(Date.now())), body, signal });
      if (!res.ok) throw new Error(`xhzy HTTP ${res.status}`);
      const answer = (await res.json()) as { code?: number; msg?: string; data?: { items?: unknown[] } };
      if (answer.code !== 0) throw new Error(`xhzy ${answer.code}: ${answer.msg ?? ''}`);
      const out: TextSuggestion[] = [];
      for (const raw of answer.data?.items ?? []) {
        const e = raw as { start?: number; end?: number; original?: string; suggestion?: string; type?: string };
        const start = Number(e.start);
        const end = Number(e.end);
        if (!Number.isInteger(start) || !Number.isInteger(end) || typeof e.suggestion !== 'string') continue;
        out.push({ start, end, text: text.slice(start, end), replacement: e.suggestion, reason: e.type ? T.xhzyKind(e.type) : T.xhzyOther });
      }
      return out;
    },
  };
}
