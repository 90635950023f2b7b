import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Courses (issue 17 part 3): server/db/course-schema.ts describes the tables. A course lists
// library videos in order, a series lists courses in order (course_items.ref_id is the one or
// the other, as the parent's kind says).
export async function up(db: Kysely<any>): Promise<void> {
  const tenant = (c: Parameters<typeof notNull>[0]) => c.notNull().references('tenants.id').onDelete('cascade');
  await withId(db, db.schema.createTable('course_classes').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('name', 'varchar(32)', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('course_classes_name', ['tenant_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('courses').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('class_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('courses_tenant').ifNotExists().on('courses').columns(['tenant_id', 'kind', 'id']).execute();

  await withId(db, db.schema.createTable('course_items').ifNotExists())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('ref_id', 'integer', notNull)
    .addColumn('sort', 'integer', notNull)
    .addUniqueConstraint('course_items_once', ['course_id', 'ref_id'])
    .execute();
  await db.schema.createIndex('course_items_ref').ifNotExists().on('course_items').columns(['tenant_id', 'ref_id']).execute();
}

export async function down(): Promise<void> {}
