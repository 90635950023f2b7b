// The keyword query of content search as SQL match expressions: FTS5 MATCH for SQLite, tsquery
// texts for PostgreSQL ('simple' configuration). The query itself is cut from the typed keyword by
// the segmenter (server/services/content-search.ts keywordQuery); the repositories match it here.

/**
 * A keyword query: every segmenter word must appear (as itself, or as all of the shorter words
 * the search mode cuts it into, so "春节晚会" finds "春节联欢晚会"), or else the keyword's
 * characters as one exact phrase.
 */
export interface KeywordQuery {
  words: { word: string; parts: string[] }[];
  chars: string[];
}

const fts = (t: string) => `"${t.replace(/"/g, '""')}"`;
const ftsTerm = (w: KeywordQuery['words'][number]) => (w.parts.length ? `(${fts(w.word)} OR (${w.parts.map(fts).join(' AND ')}))` : fts(w.word));
/** FTS5 MATCH expression. */
export function ftsMatch(q: KeywordQuery): string {
  const parts: string[] = [];
  if (q.words.length) parts.push(`words : (${q.words.map(ftsTerm).join(' AND ')})`);
  if (q.chars.length) parts.push(`chars : ${fts(q.chars.join(' '))}`);
  return parts.join(' OR ');
}

const tsq = (t: string) => `'${t.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
const tsTerm = (w: KeywordQuery['words'][number]) => (w.parts.length ? `(${tsq(w.word)} | (${w.parts.map(tsq).join(' & ')}))` : tsq(w.word));
/** PostgreSQL tsquery texts (to_tsquery('simple', …)). */
export function tsQueries(q: KeywordQuery): { words: string | null; chars: string | null } {
  return {
    words: q.words.length ? q.words.map(tsTerm).join(' & ') : null,
    chars: q.chars.length ? q.chars.map(tsq).join(' <-> ') : null,
  };
}
