import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/** True when the migration runs on PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key `id` on both databases. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A bigint column (epoch ms, byte sizes); SQLite integers are 64-bit already. */
export const big = 'bigint' as const;
export type ColumnBuilder = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
export const notNull: ColumnBuilder = (c) => c.notNull();
