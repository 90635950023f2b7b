import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// The message centre (messages, per-user type settings) and live-channel Q&A messages.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('messages').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('msg_type', 'integer', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('view_content', 'varchar(2000)', notNull)
    .addColumn('link', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invite_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ref_key', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('read_at', big)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema
    .createIndex('messages_user_type')
    .ifNotExists()
    .on('messages')
    .columns(['tenant_id', 'user_id', 'msg_type', 'read_at'])
    .execute();

  await withId(db, db.schema.createTable('message_confs').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('msg_types', 'varchar(100)', notNull)
    .addColumn('updated_at', big, notNull)
    .addUniqueConstraint('message_confs_user', ['tenant_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('live_messages').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('passageway_id', 'integer', notNull)
    .addColumn('bus_type', 'integer', notNull)
    .addColumn('top_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'varchar(1000)', notNull)
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_to', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('question', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('removed_at', big)
    .execute();
  await db.schema
    .createIndex('live_messages_channel')
    .ifNotExists()
    .on('live_messages')
    .columns(['tenant_id', 'passageway_id', 'removed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_messages', 'message_confs', 'messages']) await db.schema.dropTable(t).ifExists().execute();
}
