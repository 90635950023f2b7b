// Strict input schemas, applied centrally to every route.
//
// Ajv's type coercion turns the strings `Infinity`, `-Infinity` and `1e400` into non-finite
// numbers, and its `minimum`/`maximum` checks skip non-finite values, so such strings passed
// every integer schema. The `onRoute` hook below walks each route's input schemas before they
// are compiled and gives every number the `x-finite` keyword (defined by the ajv plugin below,
// run after coercion), every integer safe bounds, page sizes a cap, ids the range of a
// database id, and names a pattern without control characters. A new route is covered
// without anyone adding it anywhere.
import { Type, type TProperties } from '@fastify/type-provider-typebox';
import type { RouteOptions } from 'fastify';
import type { Ajv } from 'ajv';

export const MAX_DB_ID = 2_147_483_647;
export const MAX_PAGE_SIZE = 100_000;
export const MAX_PAGE_INDEX = 1_000_000;
/** No C0/C1 control characters and no DEL. */
export const NO_CONTROL_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';

/** A database id: a positive integer within the id column's range. */
export const Id = (opts: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_DB_ID, ...opts });
/** The body or path parameters of a call on one record: its id. */
export const ById = Type.Object({ id: Id() });
/** The body of a call on several records: their ids, 1 to `max` of them, none twice. */
export const ByIds = (max: number) => Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: max, uniqueItems: true }) });
/** A page size, capped. */
export const PageSize = (def = 10, max = 1000) => Type.Integer({ minimum: 1, maximum: max, default: def });
/** A page number. */
export const PageIndex = () => Type.Integer({ minimum: 1, maximum: MAX_PAGE_INDEX, default: 1 });
/** The paging fields of a list query: the page number and the page's size (`def` by default, at most `max`). */
export const Paging = (def = 10, max = 1000) => ({ pageIndex: PageIndex(), pageSize: PageSize(def, max) });
/** A name or title: not blank, bounded, no control characters (HTML is kept as text; React escapes it). */
export const Name = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength, pattern: NO_CONTROL_PATTERN });

/**
 * The query of a work queue's page (comments, contributions, tip-offs, questions): an optional
 * status 0–`maxStatus`, the queue's own filters, an optional keyword and the page (10 a page,
 * at most 100).
 */
export const QueuePageQuery = <F extends TProperties = Record<never, never>>(maxStatus: number, filters: F = {} as F) =>
  Type.Object({
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: maxStatus })),
    ...filters,
    keyWord: Type.Optional(Type.String({ maxLength: 100 })),
    ...Paging(10, 100),
  });

/** The ajv plugin: `x-finite` refuses NaN and ±Infinity after coercion. */
export function finiteNumbers(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: 'x-finite',
    // No `type: 'number'`: ajv's number type test itself excludes non-finite values.
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: unknown) => !on || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}

type Schema = Record<string, unknown>;

const NAME_KEY = /(^name$|Name$|^title$|Title$)/;
const ID_KEY = /(^id$|Id$)/;

function hardenNode(node: unknown, key: string | undefined, seen: Set<object>): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const n of node) hardenNode(n, key, seen);
    return;
  }
  const s = node as Schema;
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type];
  if (types.includes('integer') || types.includes('number')) {
    s['x-finite'] = true;
    // Safe bounds where none are given; an integer id's upper bound is the id column's.
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) {
      s.maximum = types.includes('integer') && key && ID_KEY.test(key) ? MAX_DB_ID : Number.MAX_SAFE_INTEGER;
    }
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = -Number.MAX_SAFE_INTEGER;
    if (key === 'pageSize' && (typeof s.maximum !== 'number' || s.maximum > MAX_PAGE_SIZE)) s.maximum = MAX_PAGE_SIZE;
    if ((key === 'pageIndex' || key === 'pageNum') && (typeof s.maximum !== 'number' || s.maximum > MAX_PAGE_INDEX)) s.maximum = MAX_PAGE_INDEX;
  }
  if (types.includes('string') && key && NAME_KEY.test(key) && s.pattern === undefined && s.format === undefined && s.enum === undefined) {
    s.pattern = NO_CONTROL_PATTERN;
  }
  for (const [k, v] of Object.entries(s)) {
    if (k === 'properties' && v && typeof v === 'object') {
      for (const [prop, child] of Object.entries(v as Schema)) hardenNode(child, prop, seen);
    } else if (k === 'items' || k === 'anyOf' || k === 'oneOf' || k === 'allOf' || k === 'additionalProperties' || k === 'not') {
      hardenNode(v, k === 'items' ? key : key, seen);
    }
  }
}

/** Hardens one input schema in place (exported for tests). */
export function hardenSchema(schema: unknown): void {
  hardenNode(schema, undefined, new Set());
}

/** The `onRoute` hook: hardens body, querystring, params and headers of every route. */
export function hardenRoute(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (schema[part]) hardenSchema(schema[part]);
  }
}
