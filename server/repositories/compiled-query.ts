// Queries Kysely builds and compiles once per shape; later calls of the same shape run the
// compiled SQL with their own values. Under load, building and compiling a list query cost a
// fifth of a call (immutable nodes, then a visit of them); the statements themselves are
// prepared once already (sqlite-driver.ts, pg-named.ts).
import type { CompiledQuery, Compilable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/schema.js';

/** Shapes kept per query (a department list of each length is a shape). */
const SHAPES_KEPT = 200;

/** A value as the builder sees it while a shape is compiled: a marker compile leaves among the parameters. */
class Slot {
  constructor(readonly path: string) {}
}

/** A value of the call: undefined (no such clause), one value, or a list of values (one `in` list); anything else only where the shape is not kept. */
type Value = unknown;

/** How the compiled parameters are made from the call's values: a constant, a value, or an element of a list. */
type Part = { constant: unknown } | { key: string; index?: number };

interface Compiled<R> {
  query: CompiledQuery<R>;
  parts: Part[];
}

/** The markers the builder gets for `values`: one per value, one per element of a list, undefined kept. */
function slotsOf<V extends Record<string, Value>>(values: V): V {
  const slots: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(values)) {
    if (v === undefined) slots[key] = undefined;
    else if (Array.isArray(v)) slots[key] = v.map((_, i) => new Slot(`${key}.${i}`));
    else slots[key] = new Slot(key);
  }
  return slots as V;
}

/** The part of the shape that values decide: which are given, and how long each list is. */
function valueShape(values: Record<string, Value>): string {
  let key = '';
  for (const k of Object.keys(values).sort()) {
    const v = values[k];
    key += `${k}:${v === undefined ? '-' : Array.isArray(v) ? v.length : '+'};`;
  }
  return key;
}

/**
 * A query run as `run(shape, values)`. `build(shape, values)` makes it with Kysely; it is called
 * once per shape — `shape` (plain data: the choices of clauses that are not values) together with
 * which `values` are given and how long each list is — with markers in place of the values, and
 * the compiled SQL is kept. So `build` may branch on `shape` and on whether a value is undefined,
 * and must pass every value straight into the query (no arithmetic, no filtering of a list, no
 * comparison): a marker that does not come out as a parameter is refused when the shape is compiled.
 * `keep` false builds with the real values each time and keeps nothing (free text, whose
 * parameter the builder transforms). At most SHAPES_KEPT shapes are kept; others are built each time.
 */
export function compiledPerShape<S, V extends Record<string, Value>, R>(db: Db, build: (shape: S, values: V) => Compilable<R>) {
  const cache = new Map<string, Compiled<R>>();
  const compile = (shape: S, values: V): Compiled<R> => {
    const query = build(shape, slotsOf(values)).compile();
    const seen = new Set<string>();
    const parts: Part[] = query.parameters.map((p) => {
      if (!(p instanceof Slot)) return { constant: p };
      seen.add(p.path);
      const [key, index] = p.path.split('.');
      return index === undefined ? { key: key! } : { key: key!, index: Number(index) };
    });
    for (const [key, v] of Object.entries(values)) {
      const paths = v === undefined ? [] : Array.isArray(v) ? v.map((_, i) => `${key}.${i}`) : [key];
      for (const path of paths) if (!seen.has(path)) throw new Error(`compiledPerShape: value ${path} is not a parameter of the query`);
    }
    return { query, parts };
  };
  return async function run(shape: S, values: V, keep = true): Promise<R[]> {
    const key = keep ? `${JSON.stringify(shape)}|${valueShape(values)}` : '';
    let compiled = keep ? cache.get(key) : undefined;
    if (!compiled) {
      if (!keep || cache.size >= SHAPES_KEPT) return (await db.executeQuery(build(shape, values))).rows;
      compiled = compile(shape, values);
      cache.set(key, compiled);
    }
    const parameters = compiled.parts.map((p) => {
      if ('constant' in p) return p.constant;
      const v = values[p.key];
      return p.index === undefined ? v : (v as readonly unknown[])[p.index];
    });
    return (await db.executeQuery<R>({ ...compiled.query, parameters })).rows;
  };
}

/** The column `total_rows` of a page: how many rows `filtered` keeps (a scalar subquery, run once per statement). */
export function totalRows<DB, TB extends keyof DB>(filtered: SelectQueryBuilder<DB, TB, object>) {
  return filtered.select((eb) => eb.fn.countAll<number>().as('n')).as('total_rows');
}

/**
 * The total of a page whose rows carry it as `total_rows` (a scalar subquery counting what the
 * filter keeps, run once per statement): from the first row; 0 for an empty first page; `count()`
 * for an empty page past the end, where no row carries it.
 */
export async function totalOfPage(rows: readonly { total_rows: number | string | null }[], offset: number, count: () => Promise<number>): Promise<number> {
  if (rows.length) return Number(rows[0]!.total_rows);
  return offset === 0 ? 0 : count();
}
