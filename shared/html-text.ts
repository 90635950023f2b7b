// The text of a story field with a map back to the field's own characters: plain fields map one to
// one; an HTML body gives the text between its tags (entities decoded, a line break at each block
// tag) and, for every text character, where it stands in the HTML. Smart audit and proofreading
// find words in the text and answer offsets into the field as stored, so the editor can mark or
// replace exactly those characters.

/** A field's text and, per text character i, its HTML range [from[i], to[i]) (a block break is empty). */
export interface TextMap {
  text: string;
  from: number[];
  to: number[];
  /** Per text character: it stands inside a caption (figcaption; a gallery's list items). */
  caption: boolean[];
}

const BLOCK = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'br', 'div', 'figcaption', 'figure', 'td', 'th', 'tr', 'blockquote', 'ol', 'ul', 'table', 'hr', 'pre']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/i;

function decodeEntity(body: string): string | null {
  if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? null;
  const n = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null;
}

/** A plain field's map: each character is itself. */
export function plainText(value: string): TextMap {
  const from = Array.from({ length: value.length }, (_, i) => i);
  return { text: value, from, to: from.map((i) => i + 1), caption: from.map(() => false) };
}

/** The text of an HTML body; `captionTags` are the elements whose text counts as a caption. */
export function htmlText(html: string, captionTags: readonly string[] = ['figcaption']): TextMap {
  const out: TextMap = { text: '', from: [], to: [], caption: [] };
  let text = '';
  let inCaption = 0;
  const push = (s: string, start: number, end: number) => {
    for (const ch of s) {
      for (let k = 0; k < ch.length; k++) {
        out.from.push(start);
        out.to.push(end);
        out.caption.push(inCaption > 0);
      }
      text += ch;
    }
  };
  let i = 0;
  while (i < html.length) {
    const c = html[i];
    if (c === '<') {
      const close = html.indexOf('>', i);
      if (close < 0) break;
      const m = /^<(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)/.exec(html.slice(i, Math.min(close + 1, i + 40)));
      const name = m?.[2].toLowerCase() ?? '';
      if (captionTags.includes(name)) inCaption = Math.max(0, inCaption + (m?.[1] ? -1 : 1));
      if (BLOCK.has(name) && text && !text.endsWith('\n')) push('\n', i, i);
      i = close + 1;
      continue;
    }
    if (c === '&') {
      const m = ENTITY.exec(html.slice(i, i + 12));
      const decoded = m ? decodeEntity(m[1]) : null;
      if (m && decoded !== null) {
        push(decoded, i, i + m[0].length);
        i += m[0].length;
        continue;
      }
    }
    push(c, i, i + 1);
    i++;
  }
  out.text = text;
  return out;
}

/** The field range of text range [start, end) (end exclusive). */
export function fieldRange(map: TextMap, start: number, end: number): { start: number; end: number } {
  return { start: map.from[start] ?? 0, end: map.to[Math.max(start, end - 1)] ?? 0 };
}
