// 文本纠错 (docs/proofreading.md): picks the engine by the tenant's vendor switches — 科大讯飞
// (KdxfTextCorrectionSwich) before 新华智云 (XhzyTextCorrectionSwich) — and uses it when that
// vendor is configured; otherwise, or when its call fails, the built-in engine stands in and the
// answer says so (`fallback: true`). The tenant's dictionary applies with every engine. Each field
// is proofread as text and the suggestions answered with offsets into the field as sent (a body's
// HTML), so the editor applies one by splicing the field.
import type { FastifyInstance } from 'fastify';
import { fieldRange, htmlText, plainText, type TextMap } from '../../../shared/html-text.js';
import { PROOF_TEXTS as T, type ProofAnswer, type ProofEngine, type ProofField, type ProofSuggestion } from '../../../shared/text-checks.js';
import { badRequest } from '../../lib/errors.js';
import { switchOn } from '../smart-audit.js';
import { builtinEngine } from './builtin.js';
import { tidy, type ProofreadEngine, type TextSuggestion } from './engine.js';
import { kdxfEngine } from './kdxf.js';
import { dictionary } from './rules.js';
import type { ProofreadVendors } from './vendor-config.js';
import { xhzyEngine } from './xhzy.js';

/** The most text one call proofreads (all fields together). */
export const PROOF_TEXT_MAX = 100_000;

export type ProofInput = { text?: string; fields?: { title?: string; summary?: string; body?: string } };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The vendor the tenant's switches ask for (null: none). */
async function requestedVendor(app: FastifyInstance, tenantId: number): Promise<Exclude<ProofEngine, 'builtin'> | null> {
  if (await switchOn(app, tenantId, 'KdxfTextCorrectionSwich')) return 'kdxf';
  if (await switchOn(app, tenantId, 'XhzyTextCorrectionSwich')) return 'xhzy';
  return null;
}

function vendorEngine(vendors: ProofreadVendors | undefined, id: 'kdxf' | 'xhzy'): ProofreadEngine | null {
  if (id === 'kdxf') return vendors?.kdxf ? kdxfEngine(vendors.kdxf) : null;
  return vendors?.xhzy ? xhzyEngine(vendors.xhzy) : null;
}

interface Part {
  field: ProofField;
  value: string;
  map: TextMap;
  html: boolean;
}

function partsOf(input: ProofInput): Part[] {
  const parts: Part[] = [];
  if (input.text !== undefined) parts.push({ field: 'text', value: input.text, map: plainText(input.text), html: false });
  const f = input.fields ?? {};
  if (f.title !== undefined) parts.push({ field: 'title', value: f.title, map: plainText(f.title), html: false });
  if (f.summary !== undefined) parts.push({ field: 'summary', value: f.summary, map: plainText(f.summary), html: false });
  if (f.body !== undefined) parts.push({ field: 'body', value: f.body, map: htmlText(f.body), html: true });
  return parts.filter((p) => p.map.text.trim());
}

/** The text suggestions of one part as field suggestions (those that do not map onto plain characters of the field are dropped). */
function toField(p: Part, list: TextSuggestion[]): ProofSuggestion[] {
  const out: ProofSuggestion[] = [];
  for (const s of list) {
    const r = s.end > s.start ? fieldRange(p.map, s.start, s.end) : { start: p.map.from[s.start] ?? p.value.length, end: p.map.from[s.start] ?? p.value.length };
    const raw = p.value.slice(r.start, r.end);
    // an entity or a tag inside the range: the field's characters are not the text's
    if (p.html && raw !== s.text) continue;
    out.push({ field: p.field, start: r.start, end: r.end, text: raw, replacement: p.html ? escapeHtml(s.replacement) : s.replacement, reason: s.reason });
  }
  return out;
}

export async function proofread(app: FastifyInstance, tenantId: number, input: ProofInput): Promise<ProofAnswer> {
  const parts = partsOf(input);
  if (!parts.length) throw badRequest(T.empty);
  if (parts.reduce((n, p) => n + p.map.text.length, 0) > PROOF_TEXT_MAX) throw badRequest(T.tooLong(PROOF_TEXT_MAX));
  const entries = await app.repos.proofreadWords.list(tenantId);
  const requested = await requestedVendor(app, tenantId);
  const vendors = app.config.proofread;
  const vendor = requested ? vendorEngine(vendors, requested) : null;
  const run = async (engine: ProofreadEngine) => {
    const out: ProofSuggestion[] = [];
    for (const p of parts) {
      const found = await engine.check(p.map.text, AbortSignal.timeout(vendors?.timeoutMs ?? 8000));
      // a vendor's suggestions with the tenant's own dictionary first (the built-in engine has it already)
      const list = engine.id === 'builtin' ? found : tidy(p.map.text, [...dictionary(p.map.text, entries), ...found]);
      out.push(...toField(p, list));
    }
    return out;
  };
  if (vendor) {
    try {
      return { engine: vendor.id, fallback: false, requested, suggestions: await run(vendor) };
    } catch (err) {
      app.log.warn({ err, vendor: vendor.id }, 'proofreading vendor failed; the built-in engine stands in');
    }
  }
  return { engine: 'builtin', fallback: requested !== null, requested, suggestions: await run(builtinEngine(entries)) };
}
