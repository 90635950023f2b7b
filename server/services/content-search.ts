// Chinese search text for content items: a real segmenter (jieba, @node-rs/jieba with its
// bundled dictionary) gives the words; every CJK character is also kept as a single token so
// that a keyword is always found as an exact substring (a phrase of consecutive characters).
// The keyword query is matched by the repositories (server/repositories/keyword-match.ts): SQLite
// with FTS5, PostgreSQL with tsvector/tsquery ('simple' configuration).
import { createRequire } from 'node:module';
import type { Jieba as JiebaType } from '@node-rs/jieba';
import type { KeywordQuery } from '../repositories/keyword-match.js';

const require = createRequire(import.meta.url);
let jieba: JiebaType | undefined;

function segmenter(): JiebaType {
  if (!jieba) {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}

const WORD = /[\p{L}\p{N}]/u;
const CJK = /\p{Script=Han}/u;

/** Words of a text as the segmenter cuts it (search mode: long words and their parts), no punctuation. */
export function segment(text: string, forSearch = false): string[] {
  const s = text.slice(0, 20_000);
  if (!s.trim()) return [];
  const tokens = forSearch ? segmenter().cutForSearch(s, true) : segmenter().cut(s, true);
  return tokens.map((t) => t.trim().toLowerCase()).filter((t) => t && WORD.test(t));
}

/** Single CJK characters and lower-case runs of other letters/digits, in order. */
export function charTokens(text: string): string[] {
  const out: string[] = [];
  let run = '';
  for (const ch of text.toLowerCase()) {
    if (CJK.test(ch)) {
      if (run) out.push(run);
      run = '';
      out.push(ch);
    } else if (WORD.test(ch)) {
      run += ch;
    } else if (run) {
      out.push(run);
      run = '';
    }
  }
  if (run) out.push(run);
  return out;
}

/** Plain text of sanitised HTML (for indexing). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/** The stored search text of an item. */
export function searchText(title: string, summary: string, bodyHtml: string): { words: string; chars: string } {
  const text = `${title} ${summary} ${htmlText(bodyHtml)}`.slice(0, 60_000);
  return { words: [...new Set(segment(text, true))].join(' '), chars: charTokens(text).join(' ') };
}

/** The keyword query of a typed keyword (server/repositories/keyword-match.ts turns it into SQL). */
export function keywordQuery(keyword: string): KeywordQuery | null {
  const kw = keyword.trim().slice(0, 64);
  const words = [...new Set(segment(kw))].slice(0, 16).map((word) => ({
    word,
    parts: [...new Set(segment(word, true))].filter((p) => p !== word && p.length > 1),
  }));
  const chars = charTokens(kw).slice(0, 64);
  if (!words.length && !chars.length) return null;
  return { words, chars };
}
