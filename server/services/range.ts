// HTTP byte ranges of the media serving routes: parseRange() tells a 200, 206 or 416 answer.
/**
 * HTTP byte ranges (RFC 9110 §14) for media serving. One range per request (browsers' players
 * ask for one); a list of several ranges is answered with the whole body, which the RFC allows.
 *   null        → no usable Range header: 200 with the whole body
 *   'invalid'   → 416 (malformed bytes range, start beyond the end, empty suffix)
 *   { start, end } inclusive offsets → 206
 */
export type RangeResult = { start: number; end: number } | 'invalid' | null;

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return null;
  const spec = value.slice(6).trim();
  if (spec.includes(',')) return null;
  const m = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (!Number.isSafeInteger(suffix) || suffix === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'invalid';
  return { start, end };
}
