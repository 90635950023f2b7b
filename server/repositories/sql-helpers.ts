import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** A case-insensitive substring match on a column, with %, _ and \ in the keyword taken literally. */
export function containsText(column: string, keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** How many rows a query matches. */
export async function countRows<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const r = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // PostgreSQL answers a bigint count as a string: the generic row type cannot know it.
  return Number((r as unknown as { n: number | string }).n);
}
