// The message centre (messages, per-user type settings) and live-channel Q&A messages.
import type { Kysely } from 'kysely';
import { big, createTenantTable, nullable, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'messages', {
    columns: {
      user_id: 'integer',
      msg_type: 'integer',
      title: 'varchar(200)',
      view_content: 'varchar(2000)',
      link: withDefault('varchar(500)', ''),
      sender_id: withDefault('integer', 0),
      invite_status: withDefault('integer', 0),
      ref_key: withDefault('varchar(200)', ''),
      read_at: nullable(big),
      created_at: big,
    },
    indexes: { messages_user_type: ['tenant_id', 'user_id', 'msg_type', 'read_at'] },
  });

  await createTenantTable(db, 'message_confs', {
    columns: { user_id: 'integer', msg_types: 'varchar(100)', updated_at: big },
    unique: { message_confs_user: ['tenant_id', 'user_id'] },
  });

  await createTenantTable(db, 'live_messages', {
    columns: {
      passageway_id: 'integer',
      bus_type: 'integer',
      top_flag: withDefault('integer', 0),
      content: 'varchar(1000)',
      nickname: withDefault('varchar(64)', ''),
      user_id: withDefault('integer', 0),
      reply_to: withDefault('integer', 0),
      question: withDefault('varchar(1000)', ''),
      created_at: big,
      removed_at: nullable(big),
    },
    indexes: { live_messages_channel: ['tenant_id', 'passageway_id', 'removed_at'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_messages', 'message_confs', 'messages']) await db.schema.dropTable(t).ifExists().execute();
}
