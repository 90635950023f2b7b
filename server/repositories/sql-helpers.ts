import { sql, type RawBuilder } from 'kysely';

/** A case-insensitive substring match on a column, with %, _ and \ in the keyword taken literally. */
export function containsText(column: string, keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
