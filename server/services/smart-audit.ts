// Smart audit (智能审核, docs/proofreading.md): while the tenant's SmartAuditSwich is 1, a story
// whose title, summary, body or captions hold one of the tenant's forbidden words (the comment
// matcher, services/forbidden-words.ts) is not submitted: content/submit answers 422 naming the
// words, unless a holder of a review right submits anyway with a reason, which the item's history
// records. content/audit answers the same hits for a draft, so the editor shows them on save.
import type { FastifyInstance } from 'fastify';
import { contentTypeInfo, CONTENT_TYPES } from '../../shared/content.js';
import { fieldRange, htmlText, plainText, type TextMap } from '../../shared/html-text.js';
import { AUDIT_LIMITS, AUDIT_REFUSED, AUDIT_TEXTS as T, type AuditField, type AuditHit, type AuditRefusal } from '../../shared/text-checks.js';
import { AppError, badRequest, forbidden } from '../lib/errors.js';
import type { AuthContext } from '../types.js';
import { wordMatcher, type WordMatcher } from './forbidden-words.js';
import { heldPaths } from './rights.js';
import { loadItem } from './content-items.js';
import { workingCopy } from './content-revisions.js';

/** Tenant switches (comConfType 30). */
const SWITCHES = 30;

/** Whether the tenant's switch `key` is on ('1'). */
export async function switchOn(app: FastifyInstance, tenantId: number, key: string): Promise<boolean> {
  return (await app.repos.settings.list(tenantId, SWITCHES)).some((s) => s.comConfKey === key && s.webConfValue === '1');
}

/** The story fields smart audit reads. */
export interface AuditInput {
  type?: number;
  title?: string;
  summary?: string;
  body?: string;
}

/** content/submit refused by smart audit: answered as HTTP 422 with the hits in `data`. */
export class AuditRefused extends AppError {
  constructor(readonly refusal: AuditRefusal) {
    super(AUDIT_REFUSED, AUDIT_REFUSED, T.refused(refusal.words));
  }
}

function hitsIn(matcher: WordMatcher, map: TextMap, value: string, field: (textStart: number) => AuditField): AuditHit[] {
  return matcher.locate(map.text).map((h) => {
    const r = fieldRange(map, h.start, h.end);
    return { field: field(h.start), word: h.word, start: r.start, end: r.end, text: value.slice(r.start, r.end) };
  });
}

/** The forbidden words in a story's fields (offsets into each field as given; a body's into its HTML). */
export function auditHits(matcher: WordMatcher, input: AuditInput): AuditHit[] {
  const title = input.title ?? '';
  const summary = input.summary ?? '';
  const body = input.body ?? '';
  // a gallery's body is its captions, one list item per image (shared/content-console.ts)
  const gallery = input.type === 4;
  const bodyMap = htmlText(body, gallery ? ['li', 'figcaption'] : ['figcaption']);
  return [
    ...hitsIn(matcher, plainText(title), title, () => 'title'),
    ...hitsIn(matcher, plainText(summary), summary, () => 'summary'),
    ...hitsIn(matcher, bodyMap, body, (i) => (bodyMap.caption[i] || gallery ? 'captions' : 'body')),
  ];
}

/** content/audit: whether 智能审核 is on and, when it is, the hits. */
export async function auditDraft(app: FastifyInstance, tenantId: number, input: AuditInput) {
  const enabled = await switchOn(app, tenantId, 'SmartAuditSwich');
  return { enabled, hits: enabled ? auditHits(await wordMatcher(app, tenantId), input) : [] };
}

/** The caller holds a review right (of any type, or of `type`'s when given). */
async function mayOverride(app: FastifyInstance, auth: AuthContext, type: number): Promise<boolean> {
  const held = await heldPaths(app, auth);
  const own = contentTypeInfo(type)?.reviewPath;
  return own ? held.has(own) : CONTENT_TYPES.some((t) => held.has(t.reviewPath));
}

/**
 * Before content/submit: passes when smart audit is off or finds nothing; with hits, refuses
 * (AuditRefused) unless `override` comes from a holder of the type's review right with a reason.
 * Answers the history entry to record with the submission (null: none).
 */
export async function auditSubmission(
  app: FastifyInstance,
  auth: AuthContext,
  item: AuditInput & { type: number },
  override: { reason?: string } | null,
): Promise<{ note: string; detail: string } | null> {
  const reason = override?.reason?.trim() ?? '';
  if (override && !reason) throw badRequest(T.reasonRequired);
  if (reason.length > AUDIT_LIMITS.reasonMax) throw badRequest(T.reasonTooLong);
  const { enabled, hits } = await auditDraft(app, auth.tenantId, item);
  if (!enabled || hits.length === 0) return null;
  const words = [...new Set(hits.map((h) => h.word))];
  const canOverride = await mayOverride(app, auth, item.type);
  if (!override) throw new AuditRefused({ hits, words, canOverride });
  if (!canOverride) throw forbidden(T.noOverrideRight);
  return { note: T.overrideNote, detail: T.overrideDetail(words, reason) };
}

/** auditSubmission over the working copy of item `id` (what content/submit would send for review). */
export async function auditStoredItem(app: FastifyInstance, auth: AuthContext, id: number, override: { reason?: string } | null) {
  const row = await loadItem(app, auth, id);
  const work = await workingCopy(app, auth.tenantId, row);
  return auditSubmission(app, auth, { type: row.type, title: work.title, summary: work.summary, body: work.body }, override);
}
