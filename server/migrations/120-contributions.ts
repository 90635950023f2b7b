import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Audience contributions (投稿) and tip-offs (报料) with their classes and dispatch history
// (issue 16 items 2 and 3).
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('contributions').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('title', 'varchar(120)', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('name', 'varchar(40)', notNull)
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_ids', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('content_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewer_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('contributions_tenant_status').ifNotExists().on('contributions').columns(['tenant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('contributions_address').ifNotExists().on('contributions').columns(['address', 'created_at']).execute();

  await withId(db, db.schema.createTable('report_classes').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(40)', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('report_classes_name').ifNotExists().unique().on('report_classes').columns(['tenant_id', 'parent_id', 'name']).execute();

  await withId(db, db.schema.createTable('report_subjects').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(120)', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('name', 'varchar(40)', notNull)
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dept_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('report_subjects_tenant_status').ifNotExists().on('report_subjects').columns(['tenant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('report_subjects_address').ifNotExists().on('report_subjects').columns(['address', 'created_at']).execute();

  await withId(db, db.schema.createTable('report_logs').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('report_subjects.id').onDelete('cascade'))
    .addColumn('action', 'varchar(16)', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('note', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('target', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('report_logs_subject').ifNotExists().on('report_logs').columns(['subject_id', 'created_at']).execute();
}
