// Building blocks of the migrations, so one migration runs the same on SQLite and PostgreSQL:
// ids, bigints, column specs (nullable, default, unique, foreign key), createTable with its
// indexes, and the tenant's and public tables' usual first and last columns.
import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
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

/**
 * One column of a {@link createTable} spec. A bare type (`'varchar(64)'`, `big`) is NOT NULL;
 * the helpers below say anything else.
 */
export type Column = ColumnDataType | ColumnOptions;
interface ColumnOptions {
  type: ColumnDataType;
  nullable?: boolean;
  default?: string | number;
  unique?: boolean;
  primaryKey?: boolean;
  /** `table.column` this column points at (an integer foreign key). */
  references?: string;
  onDelete?: 'cascade' | 'set null';
}

/** A column that may hold NULL. */
export const nullable = (type: ColumnDataType): Column => ({ type, nullable: true });
/** NOT NULL with a default value. */
export const withDefault = (type: ColumnDataType, value: string | number): Column => ({ type, default: value });
/** NOT NULL and UNIQUE. */
export const unique = (type: ColumnDataType): Column => ({ type, unique: true });
/** A NOT NULL integer foreign key to `target` (`table.id`), optionally deleted with its row. */
export const ref = (target: string, onDelete?: 'cascade'): Column => ({ type: 'integer', references: target, ...(onDelete ? { onDelete } : {}) });
/** The usual first column of a tenant's table: its tenant, deleted with it. */
export const tenantId: Column = ref('tenants.id', 'cascade');

export interface TableSpec {
  /** Columns in table order; `id` (auto-incrementing primary key) comes first unless `id: false`. */
  columns: Record<string, Column>;
  id?: false;
  /** A composite primary key: constraint name → columns. */
  primaryKey?: Record<string, string[]>;
  /** Unique constraints: constraint name → columns. */
  unique?: Record<string, string[]>;
  /** Unique indexes created after the table (before `indexes`): index name → columns. */
  uniqueIndexes?: Record<string, string[]>;
  /** Indexes created after the table: index name → columns. */
  indexes?: Record<string, string[]>;
}

function columnBuilder(column: Column): ColumnBuilder {
  const o: ColumnOptions = typeof column === 'string' ? { type: column } : column;
  return (c) => {
    let b = o.primaryKey ? c.primaryKey() : o.nullable ? c : c.notNull();
    if (o.default !== undefined) b = b.defaultTo(o.default);
    if (o.references) b = b.references(o.references);
    if (o.onDelete) b = b.onDelete(o.onDelete);
    if (o.unique) b = b.unique();
    return b;
  };
}

/**
 * Creates a table (if it does not exist) from a column spec, then its indexes. The tables of
 * this schema share one shape: an auto-incrementing `id`, NOT NULL columns (most with
 * defaults), a few foreign keys and per-tenant indexes; a spec says only what differs.
 */
export async function createTable(db: Kysely<any>, name: string, spec: TableSpec): Promise<void> {
  const created = db.schema.createTable(name).ifNotExists();
  let table = spec.id === false ? created : withId(db, created);
  for (const [column, def] of Object.entries(spec.columns)) {
    const type = typeof def === 'string' ? def : def.type;
    table = table.addColumn(column, type, columnBuilder(def));
  }
  for (const [constraint, columns] of Object.entries(spec.primaryKey ?? {})) table = table.addPrimaryKeyConstraint(constraint, columns as never);
  for (const [constraint, columns] of Object.entries(spec.unique ?? {})) table = table.addUniqueConstraint(constraint, columns as never);
  await table.execute();
  for (const [index, columns] of Object.entries(spec.uniqueIndexes ?? {})) await createIndex(db, index, name, columns, { unique: true });
  for (const [index, columns] of Object.entries(spec.indexes ?? {})) await createIndex(db, index, name, columns);
}

/** Creates an index (if it does not exist) on `table`'s columns. */
export async function createIndex(db: Kysely<any>, index: string, table: string, columns: string[], opts: { unique?: boolean } = {}): Promise<void> {
  const created = db.schema.createIndex(index).ifNotExists();
  await (opts.unique ? created.unique() : created).on(table).columns(columns).execute();
}

/** Adds a column to an existing table. */
export async function addColumn(db: Kysely<any>, table: string, name: string, column: Column): Promise<void> {
  await db.schema.alterTable(table).addColumn(name, typeof column === 'string' ? column : column.type, columnBuilder(column)).execute();
}

/** {@link createTable} of a table of one tenant's rows: `tenant_id` (deleted with the tenant) comes before the spec's columns. */
export async function createTenantTable(db: Kysely<any>, name: string, spec: TableSpec): Promise<void> {
  await createTable(db, name, { ...spec, columns: { tenant_id: tenantId, ...spec.columns } });
}

/**
 * A tenant's table the public writes into from a reader page (comments, contributions, tip-offs,
 * questions): the spec's columns, then the sender's address (the rate limits count by it) and
 * the row's times; the spec's indexes, then `<name>_address` for the rate limits.
 */
export async function createPublicTable(db: Kysely<any>, name: string, spec: TableSpec): Promise<void> {
  await createTenantTable(db, name, {
    ...spec,
    columns: { ...spec.columns, address: withDefault('varchar(64)', ''), created_at: big, updated_at: big },
    indexes: { ...spec.indexes, [`${name}_address`]: ['address', 'created_at'] },
  });
}
