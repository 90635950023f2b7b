import type { Kysely } from 'kysely';
import { big, createTenantTable, ref, withDefault } from './helpers.js';

// Audience contributions (投稿) and tip-offs (报料) with their classes and dispatch history
// (issue 16 items 2 and 3).
export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'contributions', {
    columns: {
      title: 'varchar(120)',
      content: 'text',
      name: 'varchar(40)',
      phone: withDefault('varchar(40)', ''),
      file_ids: withDefault('varchar(200)', ''),
      status: withDefault('integer', 0),
      reason: withDefault('varchar(400)', ''),
      content_id: withDefault('integer', 0),
      reviewer_id: withDefault('integer', 0),
      address: withDefault('varchar(64)', ''),
      created_at: big,
      updated_at: big,
    },
    indexes: {
      contributions_tenant_status: ['tenant_id', 'status', 'created_at'],
      contributions_address: ['address', 'created_at'],
    },
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

  await createTenantTable(db, 'report_subjects', {
    columns: {
      class_id: withDefault('integer', 0),
      title: 'varchar(120)',
      content: 'text',
      name: 'varchar(40)',
      phone: withDefault('varchar(40)', ''),
      source: withDefault('varchar(40)', ''),
      status: withDefault('integer', 0),
      dept_id: withDefault('integer', 0),
      user_id: withDefault('integer', 0),
      address: withDefault('varchar(64)', ''),
      created_at: big,
      updated_at: big,
    },
    indexes: {
      report_subjects_tenant_status: ['tenant_id', 'status', 'created_at'],
      report_subjects_address: ['address', 'created_at'],
    },
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
