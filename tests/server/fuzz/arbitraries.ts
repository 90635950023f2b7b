import fc from 'fast-check';

// Values generated from a route's own JSON schema (as the OpenAPI document gives it): valid
// values, boundary values and invalid ones (special numbers, wrong types, huge strings,
// control characters, markup, other tenants' ids).

export type JsonSchema = Record<string, unknown>;

/** Ids the world knows: the caller's own and another tenant's (cross-tenant attempts). */
export interface IdPool {
  own: number[];
  foreign: number[];
}

export const SPECIAL_NUMBERS = ['Infinity', '-Infinity', '1e400', '-1e400', 'NaN', '1.5', '-0', '0x1F', '9007199254740993', '99999999999999999999999', '1e-400', ' 7', '7 ', ''];
export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  'a\u0007\u001b[31mb',
  'line\nbreak',
  '\u007f\u0085',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '\ud800',
  '😀'.repeat(40),
  '中'.repeat(300),
  'x'.repeat(70_000),
  '{"a":1}',
  '[]',
  'null',
  'true',
];

const asArray = (t: unknown): string[] => (Array.isArray(t) ? (t as string[]) : t === undefined ? [] : [t as string]);

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

function regexArb(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  try {
    const re = new RegExp(pattern, 'u');
    return fc
      .stringMatching(re)
      .filter((s) => s.length >= minLength && s.length <= maxLength);
  } catch {
    return fc.string({ minLength, maxLength: Math.min(maxLength, 40) });
  }
}

function idArb(pool: IdPool): fc.Arbitrary<number> {
  const known = [...pool.own, ...pool.foreign];
  return known.length ? fc.oneof(fc.constantFrom(...known), fc.integer({ min: 1, max: 50 })) : fc.integer({ min: 1, max: 50 });
}

/** A value that satisfies the schema (as far as a generator can tell). */
export function validArb(schema: JsonSchema, key: string | undefined, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alts = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alts) && alts.length) return fc.oneof(...alts.map((a) => validArb(a, key, pool, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return validArb(schema.allOf[0] as JsonSchema, key, pool, depth + 1);
  const types = asArray(schema.type);
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'integer': {
      const min = Math.max(num(schema.minimum, -1e6), -1e9);
      const max = Math.min(num(schema.maximum, 1e6), 1e9);
      if (key && /(^id$|Id$)/.test(key) && min <= 1 && max >= 50) return idArb(pool);
      return min <= max ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.constant(min);
    }
    case 'number': {
      const min = Math.max(num(schema.minimum, -1e6), -1e9);
      const max = Math.min(num(schema.maximum, 1e6), 1e9);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? { type: 'string' };
      const maxLength = Math.min(num(schema.maxItems, 4), 4);
      const minLength = Math.min(num(schema.minItems, 0), maxLength);
      return fc.array(validArb(items, key, pool, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set(asArray(schema.required));
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = validArb(v, k, pool, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default: {
      const minLength = num(schema.minLength, 0);
      const maxLength = Math.min(num(schema.maxLength, 40), 200);
      if (typeof schema.pattern === 'string') return regexArb(schema.pattern, minLength, num(schema.maxLength, 200));
      if (key && /Ids$/.test(key)) return fc.array(idArb(pool), { minLength: 1, maxLength: 3 }).map((ids) => ids.join(','));
      return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
    }
  }
}

/** Values at and just beyond the schema's limits. */
export function boundaryArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = asArray(schema.type);
  const out: unknown[] = [];
  if (types.includes('integer') || types.includes('number')) {
    for (const k of ['minimum', 'maximum']) {
      const v = schema[k];
      if (typeof v === 'number' && Number.isFinite(v)) out.push(v, k === 'minimum' ? v - 1 : v + 1, String(v));
    }
    out.push(0, -1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
  }
  if (types.includes('string') || !types.length) {
    const min = schema.minLength;
    const max = schema.maxLength;
    if (typeof min === 'number' && min > 0) out.push('a'.repeat(min - 1), 'a'.repeat(min));
    if (typeof max === 'number' && max < 100_000) out.push('a'.repeat(max), 'a'.repeat(max + 1), '中'.repeat(max + 1));
  }
  if (types.includes('array')) out.push([], Array.from({ length: 600 }, (_, i) => i + 1));
  return out.length ? fc.constantFrom(...out) : fc.constant('');
}

/** Values that should be refused: special numbers, wrong types, nasty and huge strings. */
export function invalidArb(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...SPECIAL_NUMBERS),
    fc.constantFrom(...NASTY_STRINGS),
    fc.constantFrom<unknown>({}, [], [1, 2], { $gt: '' }, null, true, false, -1, 0, 1.5, 1e300, -1e300),
    fc.string({ maxLength: 30 }),
  );
}

/** Any value for a field: mostly valid, sometimes at the limits, sometimes refused. */
export function fieldArb(schema: JsonSchema, key: string, pool: IdPool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validArb(schema, key, pool) },
    { weight: 2, arbitrary: boundaryArb(schema) },
    { weight: 2, arbitrary: invalidArb() },
  );
}

/** An object for an object schema: each property from fieldArb; required ones sometimes dropped. */
export function objectArb(schema: JsonSchema | undefined, pool: IdPool): fc.Arbitrary<Record<string, unknown>> {
  if (!schema) return fc.constant({});
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(asArray(schema.required));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) {
    model[k] = required.has(k)
      ? fc.oneof({ weight: 9, arbitrary: fieldArb(v, k, pool) }, { weight: 1, arbitrary: fc.constant(undefined) })
      : fieldArb(v, k, pool);
  }
  const base = fc.record(model, { requiredKeys: Object.keys(props) }).map((o) => {
    const clean: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) if (v !== undefined) clean[k] = v;
    return clean;
  });
  // Now and then a field the schema does not know.
  return fc.tuple(base, fc.option(fc.constantFrom('__proto__', 'constructor', 'tenantId', 'webTenId', 'userId', 'extra'), { nil: undefined })).map(([o, extra]) =>
    extra ? { ...o, [extra]: extra === '__proto__' ? { polluted: true } : 1 } : o,
  );
}
