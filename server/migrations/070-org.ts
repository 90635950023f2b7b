// Organisation: departments, several roles per user (user_roles, filled from users.role_id),
// per-TV-channel rights of roles, the audit trail, tenant status and IM account, SMS codes,
// QR sign-in tickets, watermarks.
import { sql, type Kysely } from 'kysely';
import { addColumn, big, createTable, createTenantTable, nullable, ref, tenantId, unique, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'departments', {
    columns: {
      parent_id: withDefault('integer', 0),
      name: 'varchar(64)',
      remark: withDefault('varchar(255)', ''),
      sort: withDefault('integer', 0),
      created_at: big,
    },
    indexes: { departments_tenant: ['tenant_id', 'parent_id'] },
  });

  await addColumn(db, 'users', 'organization_id', withDefault('integer', 0));
  await addColumn(db, 'tenants', 'status', withDefault('integer', 1));
  await addColumn(db, 'tenants', 'im_account', withDefault('varchar(128)', ''));
  await addColumn(db, 'tenants', 'im_secret_enc', withDefault('varchar(512)', ''));

  await createTenantTable(db, 'user_roles', {
    id: false,
    columns: { user_id: ref('users.id', 'cascade'), role_id: ref('roles.id', 'cascade') },
    primaryKey: { user_roles_pk: ['user_id', 'role_id'] },
    indexes: { user_roles_role: ['tenant_id', 'role_id'] },
  });
  await sql`insert into user_roles (tenant_id, user_id, role_id) select tenant_id, id, role_id from users where role_id is not null`.execute(db);

  await createTenantTable(db, 'role_tv_channels', {
    id: false,
    columns: { role_id: ref('roles.id', 'cascade'), live_tv_id: 'integer', mode: 'varchar(8)' },
    primaryKey: { role_tv_channels_pk: ['role_id', 'live_tv_id'] },
  });

  await createTenantTable(db, 'audit_log', {
    columns: {
      actor_id: 'integer',
      actor_name: 'varchar(64)',
      action: 'varchar(32)',
      target_type: 'varchar(16)',
      target_id: 'integer',
      target_name: 'varchar(128)',
      detail: withDefault('varchar(1000)', ''),
      address: withDefault('varchar(64)', ''),
      at: big,
    },
    indexes: { audit_log_tenant_at: ['tenant_id', 'at'] },
  });

  await createTenantTable(db, 'sms_codes', {
    columns: {
      mobile: 'varchar(32)',
      code_hash: 'varchar(64)',
      address: withDefault('varchar(64)', ''),
      created_at: big,
      expires_at: big,
      tries: withDefault('integer', 0),
      used_at: nullable(big),
    },
    indexes: { sms_codes_mobile: ['tenant_id', 'mobile', 'created_at'] },
  });

  await createTable(db, 'qr_tickets', {
    columns: {
      ticket_hash: unique('varchar(64)'),
      tenant_id: tenantId,
      created_at: big,
      expires_at: big,
      user_id: nullable('integer'),
      confirmed_at: nullable(big),
      consumed_at: nullable(big),
    },
  });

  await createTenantTable(db, 'watermarks', {
    columns: {
      name: 'varchar(64)',
      type: 'varchar(8)',
      text: withDefault('varchar(200)', ''),
      color: withDefault('varchar(16)', '#FFFFFF'),
      image_file_id: withDefault('integer', 0),
      position: 'varchar(16)',
      opacity: 'integer',
      size: 'integer',
      is_default: withDefault('integer', 0),
      status: withDefault('integer', 1),
      created_at: big,
    },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['watermarks', 'qr_tickets', 'sms_codes', 'audit_log', 'role_tv_channels', 'user_roles', 'departments']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
