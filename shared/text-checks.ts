// Smart audit (智能审核) and proofreading (文本纠错) of a story, shared by the server and the editor
// (docs/proofreading.md): the calls, the answers' shapes, the texts, and applying a suggestion.
//   POST web-publish/content/audit     JSON { type?, title?, summary?, body? } → AuditAnswer
//   POST web-publish/content/submit    JSON { id, override?: 1, overrideReason? }: refused with
//        HTTP 422, code 422, data AuditRefusal while 智能审核 is on and a forbidden word is found
//   POST web-publish/content/proofread JSON { text } | { fields: { title?, summary?, body? } } → ProofAnswer
//   GET/POST web-publish/proofread/dict, POST web-publish/proofread/dict/delete: the tenant's dictionary

/** The fields smart audit reads (captions: figure captions of a document, a gallery's captions). */
export type AuditField = 'title' | 'summary' | 'body' | 'captions';
export const AUDIT_FIELD_NAMES: Record<AuditField, string> = { title: '标题', summary: '摘要', body: '正文', captions: '图片说明' };

/** One forbidden word found: the field, the word as listed, the characters [start, end) of the field as sent (a body's HTML). */
export interface AuditHit {
  field: AuditField;
  word: string;
  start: number;
  end: number;
  /** The characters of the field that matched (as written, e.g. with spaces between). */
  text: string;
}

/** What content/audit answers: whether 智能审核 is on, and the forbidden words found. */
export interface AuditAnswer {
  enabled: boolean;
  hits: AuditHit[];
}

/** content/submit refused by smart audit: the hits, the words, and whether the caller may submit anyway. */
export interface AuditRefusal {
  hits: AuditHit[];
  words: string[];
  canOverride: boolean;
}

export const AUDIT_REFUSED = 422;

export const AUDIT_LIMITS = { reasonMax: 200 } as const;

export const AUDIT_TEXTS = {
  refused: (words: readonly string[]) => `稿件含有违禁词：${words.join('、')}，请修改后再提交`,
  reasonRequired: '仍要提交须填写理由',
  reasonTooLong: `理由不能超过${AUDIT_LIMITS.reasonMax}个字`,
  noOverrideRight: '只有持有审核权限的用户可以仍要提交',
  overrideNote: '仍要提交',
  overrideDetail: (words: readonly string[], reason: string) => `含违禁词：${words.join('、')}；理由：${reason}`,
} as const;

/** The proofreading engines: the built-in offline one and the two vendors. */
export type ProofEngine = 'builtin' | 'kdxf' | 'xhzy';
export const PROOF_ENGINE_NAMES: Record<ProofEngine, string> = { builtin: '内置纠错', kdxf: '科大讯飞', xhzy: '新华智云' };
export type ProofField = 'text' | 'title' | 'summary' | 'body';

/** One proofreading suggestion: replace the field's characters [start, end) (`text`) by `replacement`. */
export interface ProofSuggestion {
  field: ProofField;
  start: number;
  end: number;
  text: string;
  replacement: string;
  reason: string;
}

/**
 * What content/proofread answers: the engine that ran; `fallback` is true when a vendor's switch
 * is on but the built-in engine stood in (vendor not configured, or its call failed), and
 * `requested` names that vendor.
 */
export interface ProofAnswer {
  engine: ProofEngine;
  fallback: boolean;
  requested: ProofEngine | null;
  suggestions: ProofSuggestion[];
}

/** The tenant's own dictionary: at most `count` entries, each word at most `wordMax` characters. */
export const PROOF_DICT_LIMITS = { count: 500, wordMax: 20, noteMax: 100 } as const;

/** One entry of a tenant's proofreading dictionary (GET /api/web-publish/proofread/dict). */
export interface ProofDictEntry {
  id: number;
  wrong: string;
  correct: string;
  note: string;
  createTime: number;
}

/** What is wrong with a dictionary entry, in the words the console and the server both answer; null when fine (trimmed values are checked). */
export function dictEntryError(e: { wrong: string; correct: string; note?: string }): string | null {
  const wrong = e.wrong.trim();
  const correct = e.correct.trim();
  if (!wrong || !correct) return PROOF_TEXTS.dictWordRequired;
  if (wrong.length > PROOF_DICT_LIMITS.wordMax || correct.length > PROOF_DICT_LIMITS.wordMax) return PROOF_TEXTS.dictWordTooLong;
  if ((e.note ?? '').trim().length > PROOF_DICT_LIMITS.noteMax) return PROOF_TEXTS.dictNoteTooLong;
  if (wrong === correct) return PROOF_TEXTS.dictSame;
  return null;
}

export const PROOF_TEXTS = {
  empty: '请提供要纠错的文本',
  tooLong: (max: number) => `纠错文本不能超过${max}个字`,
  dictWordRequired: '请填写易错词和正确写法',
  dictWordTooLong: `易错词和正确写法不能超过${PROOF_DICT_LIMITS.wordMax}个字`,
  dictNoteTooLong: `说明不能超过${PROOF_DICT_LIMITS.noteMax}个字`,
  dictSame: '正确写法不能与易错词相同',
  dictFull: `纠错词典最多${PROOF_DICT_LIMITS.count}条`,
  dictAdded: '已添加纠错词',
  dictRemoved: '已删除纠错词',
  fallback: (vendor: string) => `${vendor}文本纠错未配置或不可用，已使用内置纠错`,
} as const;

/** `value` with one suggestion applied, or null when the field changed there since (the text no longer matches). */
export function applySuggestion(value: string, s: Pick<ProofSuggestion, 'start' | 'end' | 'text' | 'replacement'>): string | null {
  if (value.slice(s.start, s.end) !== s.text) return null;
  return value.slice(0, s.start) + s.replacement + value.slice(s.end);
}

/** `value` with every applicable suggestion applied (from the end, so earlier offsets stay valid; overlapping ones skipped). */
export function applyAll(value: string, list: readonly Pick<ProofSuggestion, 'start' | 'end' | 'text' | 'replacement'>[]): string {
  let out = value;
  let limit = Infinity;
  for (const s of [...list].sort((a, b) => b.start - a.start)) {
    if (s.end > limit) continue;
    const next = applySuggestion(out, s);
    if (next === null) continue;
    out = next;
    limit = s.start;
  }
  return out;
}

/** The fields of a draft smart audit and proofreading read. */
export interface CheckFields {
  type: number;
  title: string;
  summary: string;
  body: string;
}

/** The refusal a content/submit error carries (HTTP 422 with its data), or null for any other error. */
export function auditRefusalOf(error: unknown): AuditRefusal | null {
  const e = error as { code?: unknown; data?: unknown } | null;
  const d = e?.data as Partial<AuditRefusal> | null | undefined;
  return e?.code === AUDIT_REFUSED && d && Array.isArray(d.hits) && Array.isArray(d.words) ? { hits: d.hits, words: d.words, canOverride: !!d.canOverride } : null;
}
