// Q&A 问政 and collaborative tasks: answering units and their users,
// the public's questions, tasks and their members.
import type { Kysely } from 'kysely';
import { big, createPublicTable, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const userId = ref('users.id', 'cascade');
  await createTenantTable(db, 'politics_units', {
    columns: { name: 'varchar(64)', created_at: big },
    uniqueIndexes: { politics_units_name: ['tenant_id', 'name'] },
  });

  await createTenantTable(db, 'politics_unit_users', {
    columns: { unit_id: ref('politics_units.id', 'cascade'), user_id: userId },
    uniqueIndexes: { politics_unit_users_pair: ['unit_id', 'user_id'] },
    indexes: { politics_unit_users_user: ['tenant_id', 'user_id'] },
  });

  await createPublicTable(db, 'politics_questions', {
    columns: {
      unit_id: withDefault('integer', 0),
      nickname: 'varchar(32)',
      title: 'varchar(128)',
      content: 'varchar(2000)',
      status: withDefault('integer', 0),
      answer: withDefault('varchar(4000)', ''),
      answered_by: withDefault('integer', 0),
      answered_at: withDefault(big, 0),
      published: withDefault('integer', 0),
    },
    indexes: {
      politics_questions_tenant: ['tenant_id', 'status', 'created_at'],
      politics_questions_unit: ['unit_id', 'status'],
    },
  });

  await createTenantTable(db, 'collab_tasks', {
    columns: {
      title: 'varchar(128)',
      content: withDefault('varchar(4000)', ''),
      cio_type: 'integer',
      status: withDefault('integer', 1),
      start_time: big,
      deadline: big,
      created_by: 'integer',
      created_at: big,
      updated_at: big,
    },
    indexes: { collab_tasks_tenant: ['tenant_id', 'status', 'deadline'] },
  });

  await createTenantTable(db, 'collab_task_users', {
    columns: {
      task_id: ref('collab_tasks.id', 'cascade'),
      user_id: userId,
      status: withDefault('integer', 0),
      answered_at: withDefault(big, 0),
    },
    uniqueIndexes: { collab_task_users_pair: ['task_id', 'user_id'] },
  });
}
