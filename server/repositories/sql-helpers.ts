// Query helpers for the repositories (docs/server.md "Shared helpers"): literal keyword matches,
// counts, paging with totals, compare-and-set updates, and inserts that answer their new id.
import { sql, type Generated, type Insertable, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../db/schema.js';

/** A case-insensitive substring match on a column, with %, _ and \ in the keyword taken literally. */
export function containsText(column: string, keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** A case-insensitive substring match on any of the columns (as {@link containsText}). */
export function containsTextIn(columns: string[], keyword: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(columns.map((column) => containsText(column, keyword)), sql` or `)})`;
}

/** How many rows a query matches. */
export async function countRows<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const r = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Cast: over a generic query Kysely's row type stays unresolved (no `n` on it), and PostgreSQL answers a bigint count as a string.
  return Number((r as unknown as { n: number | string }).n);
}

/** The page asked for, as `.$call(onPage(p))`: pageSize rows after the (pageIndex − 1) pages before it. */
export function onPage(p: { pageIndex: number; pageSize: number }) {
  return <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> => q.limit(p.pageSize).offset((p.pageIndex - 1) * p.pageSize);
}

/**
 * One page of the rows a filtered query matches, and how many it matches in all: `rows` selects
 * and orders them from the filtered query (joins allowed), the count is of the filter alone.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, DB2, TB2 extends keyof DB2, R>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  p: { pageIndex: number; pageSize: number },
  rows: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB2, TB2, R>,
) {
  const [list, total] = await Promise.all([rows(filtered).$call(onPage(p)).execute(), countRows(filtered)]);
  return { rows: list, total };
}

/** True when an update changed exactly one row (a compare-and-set that won). */
export function updatedOne(r: { numUpdatedRows: bigint }): boolean {
  return Number(r.numUpdatedRows) === 1;
}

/** The tables whose rows have a generated `id`. */
type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];
/** How {@link insertId} sees a table: a generated `id` among other columns. */
type RowWithId = { id: Generated<number>; [column: string]: unknown };

/** Inserts one row and answers the id the database gave it. */
export async function insertId<T extends TableWithId>(db: Db, table: T, values: Insertable<Database[T]>): Promise<number> {
  // A table chosen by a parameter defeats Kysely's column typing: `values` is checked against the table above.
  const row = await (db as unknown as Kysely<Record<string, RowWithId>>)
    .insertInto(table)
    .values(values as Insertable<RowWithId>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
