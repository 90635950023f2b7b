// Audience contributions (投稿) and tip-offs (报料) with their classes and dispatch history.
import type { Kysely } from 'kysely';
import { big, createPublicTable, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  /** What the sender of a contribution or a tip-off writes. */
  const sent = { title: 'varchar(120)', content: 'text', name: 'varchar(40)', phone: withDefault('varchar(40)', '') } as const;
  await createPublicTable(db, 'contributions', {
    columns: {
      ...sent,
      file_ids: withDefault('varchar(200)', ''),
      status: withDefault('integer', 0),
      reason: withDefault('varchar(400)', ''),
      content_id: withDefault('integer', 0),
      reviewer_id: withDefault('integer', 0),
    },
    indexes: { contributions_tenant_status: ['tenant_id', 'status', 'created_at'] },
  });

  await createTenantTable(db, 'report_classes', {
    columns: {
      parent_id: withDefault('integer', 0),
      name: 'varchar(40)',
      sort: withDefault('integer', 0),
      created_at: big,
    },
    uniqueIndexes: { report_classes_name: ['tenant_id', 'parent_id', 'name'] },
  });

  await createPublicTable(db, 'report_subjects', {
    columns: {
      class_id: withDefault('integer', 0),
      ...sent,
      source: withDefault('varchar(40)', ''),
      status: withDefault('integer', 0),
      dept_id: withDefault('integer', 0),
      user_id: withDefault('integer', 0),
    },
    indexes: { report_subjects_tenant_status: ['tenant_id', 'status', 'created_at'] },
  });

  await createTenantTable(db, 'report_logs', {
    columns: {
      subject_id: ref('report_subjects.id', 'cascade'),
      action: 'varchar(16)',
      status: 'integer',
      note: withDefault('varchar(1000)', ''),
      target: withDefault('varchar(100)', ''),
      user_id: withDefault('integer', 0),
      created_at: big,
    },
    indexes: { report_logs_subject: ['subject_id', 'created_at'] },
  });
}
