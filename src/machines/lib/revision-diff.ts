// A readable comparison of two versions of a content item (the history panel and the review
// dialog): each text field compared by word (Chinese words from Intl.Segmenter) or by character
// with jsdiff, the body's HTML compared as the text a reader sees, and the item's files, cover
// and body media listed as added or removed by file id. Pure: no DOM, no network.
import { diffArrays, diffChars } from 'diff';

export type DiffMode = 'word' | 'char';

/** One version's comparable fields (a ContentSnapshot with the names of its files when known). */
export interface DiffSide {
  title: string;
  summary: string;
  body: string;
  author: string;
  source: string;
  linkUrl: string;
  coverFileId: number;
  fileIds: number[];
  files?: { fileId: number; fileName: string }[];
}

export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

export type DiffField = 'title' | 'summary' | 'author' | 'source' | 'linkUrl' | 'body';

export interface FieldDiff {
  field: DiffField;
  changed: boolean;
  parts: DiffPart[];
}

export type MediaRole = 'file' | 'cover' | 'body';

export interface MediaChange {
  fileId: number;
  role: MediaRole;
  /** The file's name when known, else ''. */
  name: string;
  kind: 'added' | 'removed';
}

export interface RevisionDiff {
  fields: FieldDiff[];
  media: MediaChange[];
  /** The gallery's (or media item's) files are the same set in another order. */
  reordered: boolean;
  changed: boolean;
}

export const DIFF_FIELDS: readonly DiffField[] = ['title', 'summary', 'author', 'source', 'linkUrl', 'body'];

/** Placeholder texts of media inside the body text. */
export const BODY_MEDIA_TEXT = { img: '图片', video: '视频', audio: '音频' } as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (all, name: string) => {
    const n = name.toLowerCase();
    if (n.startsWith('#x')) return String.fromCodePoint(parseInt(n.slice(2), 16) || 32);
    if (n.startsWith('#') && n !== '#39') return String.fromCodePoint(Number(n.slice(1)) || 32);
    return ENTITIES[n] ?? all;
  });
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? '';

/**
 * The body as a reader reads it: one line per paragraph, heading, list item, table row or
 * caption; images, videos and audio as 「[图片 #12 说明]」 placeholders (by library file id).
 */
export function bodyText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<(img|video|audio)\b[^>]*>/gi, (tag, name: string) => {
      const kind = BODY_MEDIA_TEXT[name.toLowerCase() as keyof typeof BODY_MEDIA_TEXT];
      const id = attr(tag, 'data-file-id');
      const alt = attr(tag, 'alt');
      return `[${kind}${id ? ` #${id}` : ''}${alt ? ` ${decodeEntities(alt)}` : ''}]`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|figcaption|figure|pre|div|table|ul|ol)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((l) => l.length > 0)
    .join('\n');
}

/** Library file ids referenced by media in the body, in order of appearance, once each. */
export function bodyMediaIds(html: string): number[] {
  const ids: number[] = [];
  for (const m of html.matchAll(/<(?:img|video|audio|source)\b[^>]*\sdata-file-id\s*=\s*"(\d+)"/gi)) {
    const id = Number(m[1]);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh-CN', { granularity: 'word' }) : null;

/** Words of a (Chinese or mixed) text: Intl.Segmenter's segments, spaces and punctuation included. */
export function words(text: string): string[] {
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    if (!p.text) continue;
    const last = out[out.length - 1];
    if (last && last.kind === p.kind) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

const kindOf = (c: { added?: boolean; removed?: boolean }): DiffPart['kind'] => (c.added ? 'added' : c.removed ? 'removed' : 'same');

/** The parts of `before` → `after`: removed and added runs between unchanged ones. */
export function diffText(before: string, after: string, mode: DiffMode = 'word'): DiffPart[] {
  if (before === after) return before ? [{ text: before, kind: 'same' }] : [];
  const parts =
    mode === 'char'
      ? diffChars(before, after).map((c) => ({ text: c.value, kind: kindOf(c) }))
      : diffArrays(words(before), words(after)).map((c) => ({ text: c.value.join(''), kind: kindOf(c) }));
  return merge(parts);
}

/** Long unchanged runs shortened to `keep` characters on each side of a change (「…」 between). */
export function elide(parts: DiffPart[], keep = 40): DiffPart[] {
  return parts.map((p, i) => {
    const chars = Array.from(p.text);
    if (p.kind !== 'same' || chars.length <= keep * 2 + 1) return p;
    const head = i > 0 ? chars.slice(0, keep).join('') : '';
    const tail = i < parts.length - 1 ? chars.slice(-keep).join('') : '';
    return { text: `${head}…${tail}`, kind: 'same' };
  });
}

function mediaOf(side: DiffSide): Map<string, { fileId: number; role: MediaRole }> {
  const out = new Map<string, { fileId: number; role: MediaRole }>();
  for (const fileId of side.fileIds) out.set(`file:${fileId}`, { fileId, role: 'file' });
  if (side.coverFileId > 0) out.set(`cover:${side.coverFileId}`, { fileId: side.coverFileId, role: 'cover' });
  for (const fileId of bodyMediaIds(side.body)) out.set(`body:${fileId}`, { fileId, role: 'body' });
  return out;
}

/** Compares version `before` with version `after`. */
export function revisionDiff(before: DiffSide, after: DiffSide, mode: DiffMode = 'word'): RevisionDiff {
  const fields = DIFF_FIELDS.map((field) => {
    const a = field === 'body' ? bodyText(before.body) : before[field];
    const b = field === 'body' ? bodyText(after.body) : after[field];
    return { field, changed: a !== b, parts: diffText(a, b, mode) };
  });
  const names = new Map<number, string>();
  for (const f of [...(before.files ?? []), ...(after.files ?? [])]) names.set(f.fileId, f.fileName);
  const a = mediaOf(before);
  const b = mediaOf(after);
  const media: MediaChange[] = [
    ...[...a].filter(([k]) => !b.has(k)).map(([, v]) => ({ ...v, name: names.get(v.fileId) ?? '', kind: 'removed' as const })),
    ...[...b].filter(([k]) => !a.has(k)).map(([, v]) => ({ ...v, name: names.get(v.fileId) ?? '', kind: 'added' as const })),
  ];
  const sameSet = before.fileIds.length === after.fileIds.length && before.fileIds.every((id) => after.fileIds.includes(id));
  const reordered = sameSet && before.fileIds.some((id, i) => after.fileIds[i] !== id);
  return { fields, media, reordered, changed: fields.some((f) => f.changed) || media.length > 0 || reordered };
}
