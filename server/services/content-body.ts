// Story bodies: sanitised HTML stored with stable media references, signed at read time.
//
// The editor inserts library images and videos with a short-lived signed URL (media-urls.ts)
// and the library file id in data-file-id. A stored URL would stop loading once its signature
// expires (SIGNED_URL_TTL_S), so the stored body keeps only the reference:
//   <img data-file-id="12" alt="…">          (no src)
//   <video data-file-id="7" controls>         (no src, no poster)
// and every read (editor detail, public news page) puts in freshly signed src/poster URLs.
// A data-file-id that is not a file of the caller's tenant is dropped at save time (its element
// keeps whatever src it had), so a body can never lend another tenant's media.
import sanitizeHtml from 'sanitize-html';
import type { ContentFileRef } from '../../shared/content.js';

/** Elements that may carry a library reference. */
const MEDIA_TAGS = ['img', 'video', 'audio', 'source'] as const;
const FILE_ID = /^[1-9]\d{0,9}$/;

/** What the editor's text alignment writes (`style="text-align: center"`). */
const ALIGN = { 'text-align': [/^(left|center|right|justify)$/] };
/** A table's or column's width as the table extension writes it (`min-width: 75px`). */
const PIXELS = [/^\d{1,4}px$/];
/** An image figure's width: a quarter, half, three quarters or all of the column. */
export const FIGURE_WIDTHS = ['25', '50', '75', '100'] as const;

const BASE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'figure', 'figcaption', 'video', 'audio', 'source', 'span', 'u', 's', 'del', 'ins', 'sub', 'sup',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-file-id'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'data-file-id'],
    audio: ['src', 'controls', 'data-file-id'],
    source: ['src', 'type', 'data-file-id'],
    figure: [{ name: 'data-width', multiple: false, values: [...FIGURE_WIDTHS] }, 'style'],
    table: ['style'],
    col: ['style'],
    td: ['colspan', 'rowspan', 'colwidth', 'style'],
    th: ['colspan', 'rowspan', 'colwidth', 'style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    h5: ['style'],
    h6: ['style'],
    '*': ['class'],
  },
  // Inline styles only where the editor writes them, and only these values (anything else is
  // dropped: no url(), expression(), positioning or colours).
  allowedStyles: {
    p: ALIGN,
    h1: ALIGN,
    h2: ALIGN,
    h3: ALIGN,
    h4: ALIGN,
    h5: ALIGN,
    h6: ALIGN,
    td: ALIGN,
    th: ALIGN,
    figure: { width: [new RegExp(`^(${FIGURE_WIDTHS.join('|')})%$`)] },
    table: { width: PIXELS, 'min-width': PIXELS },
    col: { width: PIXELS, 'min-width': PIXELS },
  },
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
};

/** Body HTML as stored: no scripts, styles, event handlers, frames or javascript: URLs. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''), {
    ...BASE,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/** The library file ids a (sanitised) body refers to. */
export function bodyFileIds(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/\bdata-file-id="([^"]*)"/g)) if (FILE_ID.test(m[1]!)) ids.add(Number(m[1]));
  return [...ids];
}

type Attrs = Record<string, string>;

function rewrite(html: string, fix: (tag: string, attrs: Attrs) => Attrs): string {
  const transformTags: Record<string, sanitizeHtml.Transformer> = {};
  for (const tag of MEDIA_TAGS) transformTags[tag] = (tagName, attribs) => ({ tagName, attribs: fix(tagName, { ...attribs }) });
  return sanitizeHtml(html, { ...BASE, transformTags });
}

/**
 * A sanitised body as stored: references to the tenant's own files (`known`) lose their signed
 * src/poster; unknown or malformed references are dropped.
 */
export function storableBody(html: string, known: ReadonlySet<number>): string {
  return rewrite(html, (_tag, a) => {
    const id = a['data-file-id'];
    if (id === undefined) return a;
    if (!FILE_ID.test(id) || !known.has(Number(id))) {
      delete a['data-file-id'];
      return a;
    }
    delete a.src;
    delete a.poster;
    return a;
  });
}

/** A stored body with freshly signed URLs for its references (`refs`: the tenant's files). */
export function signedBody(html: string, refs: ReadonlyMap<number, ContentFileRef>): string {
  if (!html.includes('data-file-id')) return html;
  return rewrite(html, (tag, a) => {
    const id = a['data-file-id'];
    const ref = id !== undefined && FILE_ID.test(id) ? refs.get(Number(id)) : undefined;
    if (!ref) return a;
    a.src = ref.url;
    if (tag === 'video' && ref.cover) a.poster = ref.cover;
    return a;
  });
}
