// Libraries, stored content (deduplicated per tenant by MD5), library files and folders.
import type { Kysely } from 'kysely';
import { big, createTenantTable, nullable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'file_libraries', {
    columns: {
      name: 'varchar(128)',
      kind: 'varchar(16)',
      parent_id: withDefault('integer', 0),
      owner_user_id: nullable('integer'),
      description: withDefault('varchar(512)', ''),
      sort: withDefault('integer', 0),
      created_at: big,
    },
    indexes: { file_libraries_tenant: ['tenant_id', 'kind'] },
  });

  await createTenantTable(db, 'file_contents', {
    columns: {
      md5: 'varchar(32)',
      size: big,
      storage_path: 'varchar(512)',
      mime: withDefault('varchar(128)', 'application/octet-stream'),
      duration: withDefault('real', 0),
      width: withDefault('integer', 0),
      height: withDefault('integer', 0),
      codec: withDefault('varchar(64)', ''),
      cover_path: withDefault('varchar(512)', ''),
      created_at: big,
    },
    unique: { file_contents_tenant_md5: ['tenant_id', 'md5'] },
  });

  await createTenantTable(db, 'folders', {
    columns: {
      library_id: ref('file_libraries.id', 'cascade'),
      parent_id: withDefault('integer', 0),
      name: 'varchar(128)',
      created_at: big,
    },
  });

  await createTenantTable(db, 'library_files', {
    columns: {
      library_id: ref('file_libraries.id', 'cascade'),
      folder_id: withDefault('integer', 0),
      content_id: ref('file_contents.id'),
      name: 'varchar(255)',
      file_type: withDefault('integer', 0),
      description: withDefault('varchar(1024)', ''),
      tag_names: withDefault('varchar(512)', ''),
      created_by: withDefault('integer', 0),
      created_at: big,
      updated_at: big,
      deleted_at: nullable(big),
    },
    indexes: {
      library_files_lib: ['tenant_id', 'library_id', 'folder_id'],
      library_files_name: ['tenant_id', 'library_id', 'name'],
    },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['library_files', 'folders', 'file_contents', 'file_libraries']) await db.schema.dropTable(t).ifExists().execute();
}
