import { sql, type Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Organisation: departments, several roles per user (user_roles, filled from users.role_id),
// per-TV-channel rights of roles, the audit trail, tenant status and IM account, SMS codes,
// QR sign-in tickets, watermarks.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('departments').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('departments_tenant').ifNotExists().on('departments').columns(['tenant_id', 'parent_id']).execute();

  await db.schema.alterTable('users').addColumn('organization_id', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('tenants').addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('tenants').addColumn('im_account', 'varchar(128)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('tenants').addColumn('im_secret_enc', 'varchar(512)', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('user_roles')
    .ifNotExists()
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role').ifNotExists().on('user_roles').columns(['tenant_id', 'role_id']).execute();
  await sql`insert into user_roles (tenant_id, user_id, role_id) select tenant_id, id, role_id from users where role_id is not null`.execute(db);

  await db.schema
    .createTable('role_tv_channels')
    .ifNotExists()
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('live_tv_id', 'integer', notNull)
    .addColumn('mode', 'varchar(8)', notNull)
    .addPrimaryKeyConstraint('role_tv_channels_pk', ['role_id', 'live_tv_id'])
    .execute();

  await withId(db, db.schema.createTable('audit_log').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', notNull)
    .addColumn('actor_name', 'varchar(64)', notNull)
    .addColumn('action', 'varchar(32)', notNull)
    .addColumn('target_type', 'varchar(16)', notNull)
    .addColumn('target_id', 'integer', notNull)
    .addColumn('target_name', 'varchar(128)', notNull)
    .addColumn('detail', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('at', big, notNull)
    .execute();
  await db.schema.createIndex('audit_log_tenant_at').ifNotExists().on('audit_log').columns(['tenant_id', 'at']).execute();

  await withId(db, db.schema.createTable('sms_codes').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('mobile', 'varchar(32)', notNull)
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', big)
    .execute();
  await db.schema.createIndex('sms_codes_mobile').ifNotExists().on('sms_codes').columns(['tenant_id', 'mobile', 'created_at']).execute();

  await withId(db, db.schema.createTable('qr_tickets').ifNotExists())
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .addColumn('user_id', 'integer')
    .addColumn('confirmed_at', big)
    .addColumn('consumed_at', big)
    .execute();

  await withId(db, db.schema.createTable('watermarks').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('type', 'varchar(8)', notNull)
    .addColumn('text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'varchar(16)', (c) => c.notNull().defaultTo('#FFFFFF'))
    .addColumn('image_file_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'varchar(16)', notNull)
    .addColumn('opacity', 'integer', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, notNull)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['watermarks', 'qr_tickets', 'sms_codes', 'audit_log', 'role_tv_channels', 'user_roles', 'departments']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
