import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Libraries, stored content (deduplicated per tenant by MD5), library files and folders.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('file_libraries').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'varchar(128)', notNull)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_user_id', 'integer')
    .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('file_libraries_tenant').ifNotExists().on('file_libraries').columns(['tenant_id', 'kind']).execute();

  await withId(db, db.schema.createTable('file_contents').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('md5', 'varchar(32)', notNull)
    .addColumn('size', big, notNull)
    .addColumn('storage_path', 'varchar(512)', notNull)
    .addColumn('mime', 'varchar(128)', (c) => c.notNull().defaultTo('application/octet-stream'))
    .addColumn('duration', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('codec', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_path', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('file_contents_tenant_md5', ['tenant_id', 'md5'])
    .execute();

  await withId(db, db.schema.createTable('folders').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('file_libraries.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(128)', notNull)
    .addColumn('created_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('library_files').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('file_libraries.id').onDelete('cascade'))
    .addColumn('folder_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_id', 'integer', (c) => c.notNull().references('file_contents.id'))
    .addColumn('name', 'varchar(255)', notNull)
    .addColumn('file_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('tag_names', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .addColumn('deleted_at', big)
    .execute();
  await db.schema
    .createIndex('library_files_lib')
    .ifNotExists()
    .on('library_files')
    .columns(['tenant_id', 'library_id', 'folder_id'])
    .execute();
  await db.schema.createIndex('library_files_name').ifNotExists().on('library_files').columns(['tenant_id', 'library_id', 'name']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['library_files', 'folders', 'file_contents', 'file_libraries']) await db.schema.dropTable(t).ifExists().execute();
}
