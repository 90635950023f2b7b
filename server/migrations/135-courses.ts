// Courses: server/db/course-schema.ts describes the tables. A course lists
// library videos in order, a series lists courses in order (course_items.ref_id is the one or
// the other, as the parent's kind says).
import type { Kysely } from 'kysely';
import { big, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'course_classes', {
    columns: { name: 'varchar(32)', sort: withDefault('integer', 0), created_at: big },
    unique: { course_classes_name: ['tenant_id', 'name'] },
  });

  await createTenantTable(db, 'courses', {
    columns: {
      kind: 'varchar(16)',
      class_id: withDefault('integer', 0),
      name: 'varchar(64)',
      summary: withDefault('varchar(500)', ''),
      created_by: 'integer',
      created_at: big,
      updated_at: big,
    },
    indexes: { courses_tenant: ['tenant_id', 'kind', 'id'] },
  });

  await createTenantTable(db, 'course_items', {
    columns: { course_id: ref('courses.id', 'cascade'), ref_id: 'integer', sort: 'integer' },
    unique: { course_items_once: ['course_id', 'ref_id'] },
    indexes: { course_items_ref: ['tenant_id', 'ref_id'] },
  });
}

export async function down(): Promise<void> {}
