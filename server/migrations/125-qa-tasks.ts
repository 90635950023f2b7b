import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Q&A 问政 and collaborative tasks (issue 16 items 4 and 5): answering units and their users,
// the public's questions, tasks and their members.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('politics_units').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('politics_units_name').ifNotExists().unique().on('politics_units').columns(['tenant_id', 'name']).execute();

  await withId(db, db.schema.createTable('politics_unit_users').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('politics_units.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('politics_unit_users_pair').ifNotExists().unique().on('politics_unit_users').columns(['unit_id', 'user_id']).execute();
  await db.schema.createIndex('politics_unit_users_user').ifNotExists().on('politics_unit_users').columns(['tenant_id', 'user_id']).execute();

  await withId(db, db.schema.createTable('politics_questions').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nickname', 'varchar(32)', notNull)
    .addColumn('title', 'varchar(128)', notNull)
    .addColumn('content', 'varchar(2000)', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('politics_questions_tenant').ifNotExists().on('politics_questions').columns(['tenant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('politics_questions_unit').ifNotExists().on('politics_questions').columns(['unit_id', 'status']).execute();
  await db.schema.createIndex('politics_questions_address').ifNotExists().on('politics_questions').columns(['address', 'created_at']).execute();

  await withId(db, db.schema.createTable('collab_tasks').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('title', 'varchar(128)', notNull)
    .addColumn('content', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('cio_type', 'integer', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_time', big, notNull)
    .addColumn('deadline', big, notNull)
    .addColumn('created_by', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('collab_tasks_tenant').ifNotExists().on('collab_tasks').columns(['tenant_id', 'status', 'deadline']).execute();

  await withId(db, db.schema.createTable('collab_task_users').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('collab_tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('collab_task_users_pair').ifNotExists().unique().on('collab_task_users').columns(['task_id', 'user_id']).execute();
}
