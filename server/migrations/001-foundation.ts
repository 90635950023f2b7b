// Tenants, roles, users, sessions, login throttling, the menu catalogue, tenant settings,
// shortcuts.
import type { Kysely } from 'kysely';
import { big, createTable, createTenantTable, nullable, ref, tenantId, unique, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'tenants', {
    columns: { domain_name: unique('varchar(64)'), name: 'varchar(128)', created_at: big },
  });

  await createTenantTable(db, 'roles', {
    columns: { name: 'varchar(64)', all_menus: withDefault('integer', 0) },
  });

  await createTable(db, 'role_menus', {
    id: false,
    columns: { role_id: ref('roles.id', 'cascade'), menu_id: 'integer' },
    primaryKey: { role_menus_pk: ['role_id', 'menu_id'] },
  });

  await createTenantTable(db, 'users', {
    columns: {
      role_id: { type: 'integer', nullable: true, references: 'roles.id', onDelete: 'set null' },
      account: 'varchar(64)',
      name: 'varchar(64)',
      password_hash: 'varchar(255)',
      avatar: withDefault('varchar(255)', ''),
      mobile: withDefault('varchar(32)', ''),
      email: withDefault('varchar(128)', ''),
      status: withDefault('integer', 1),
      created_at: big,
      last_login_at: nullable(big),
    },
    unique: { users_tenant_account: ['tenant_id', 'account'] },
  });

  await createTable(db, 'sessions', {
    columns: {
      token_hash: unique('varchar(64)'),
      tenant_id: tenantId,
      user_id: ref('users.id', 'cascade'),
      created_at: big,
      expires_at: big,
      revoked_at: nullable(big),
      address: withDefault('varchar(64)', ''),
    },
    indexes: { sessions_user: ['user_id'] },
  });

  await createTable(db, 'login_failures', {
    columns: { key: 'varchar(255)', at: big },
    indexes: { login_failures_key: ['key', 'at'] },
  });

  // Ids are the catalogue's own (spec 001 §2), not generated.
  await createTable(db, 'menus', {
    id: false,
    columns: {
      id: { type: 'integer', primaryKey: true },
      pid: withDefault('integer', 0),
      path: 'varchar(255)',
      redirect: withDefault('varchar(255)', ''),
      name: 'varchar(64)',
      show: withDefault('integer', 1),
      show_menu: withDefault('integer', 0),
      show_bar: withDefault('integer', 0),
      fore: withDefault('integer', 3),
      component: withDefault('varchar(128)', ''),
      tag: withDefault('varchar(64)', ''),
      show_jump: withDefault('integer', 0),
      level_two: withDefault('integer', 0),
      resource_id: withDefault('integer', 0),
      sort: withDefault('integer', 0),
      icon: withDefault('varchar(64)', ''),
      perms: withDefault('varchar(1024)', ''),
    },
  });

  await createTenantTable(db, 'tenant_settings', {
    columns: {
      conf_type: 'integer',
      conf_key: 'varchar(64)',
      value: withDefault('text', ''),
      group_name: withDefault('varchar(64)', ''),
    },
    unique: { tenant_settings_key: ['tenant_id', 'conf_key'] },
  });

  await createTenantTable(db, 'shortcuts', {
    columns: { user_id: ref('users.id', 'cascade'), menu_id: 'integer', sort: 'integer' },
    indexes: { shortcuts_user: ['tenant_id', 'user_id'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['shortcuts', 'tenant_settings', 'menus', 'login_failures', 'sessions', 'users', 'role_menus', 'roles', 'tenants']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
