import type { Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.js';

// Tenants, roles, users, sessions, login throttling, the menu catalogue, tenant settings, shortcuts.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('tenants').ifNotExists())
    .addColumn('domain_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(128)', notNull)
    .addColumn('created_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('roles').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('all_menus', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_menus')
    .ifNotExists()
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', notNull)
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await withId(db, db.schema.createTable('users').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('set null'))
    .addColumn('account', 'varchar(64)', notNull)
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, notNull)
    .addColumn('last_login_at', big)
    .addUniqueConstraint('users_tenant_account', ['tenant_id', 'account'])
    .execute();

  await withId(db, db.schema.createTable('sessions').ifNotExists())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .addColumn('revoked_at', big)
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').ifNotExists().on('sessions').columns(['user_id']).execute();

  await withId(db, db.schema.createTable('login_failures').ifNotExists())
    .addColumn('key', 'varchar(255)', notNull)
    .addColumn('at', big, notNull)
    .execute();
  await db.schema.createIndex('login_failures_key').ifNotExists().on('login_failures').columns(['key', 'at']).execute();

  await db.schema
    .createTable('menus')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'varchar(255)', notNull)
    .addColumn('redirect', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_menu', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_bar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fore', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('component', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('tag', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('show_jump', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level_two', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resource_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('perms', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .execute();

  await withId(db, db.schema.createTable('tenant_settings').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('conf_type', 'integer', notNull)
    .addColumn('conf_key', 'varchar(64)', notNull)
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('group_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('tenant_settings_key', ['tenant_id', 'conf_key'])
    .execute();

  await withId(db, db.schema.createTable('shortcuts').ifNotExists())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', notNull)
    .addColumn('sort', 'integer', notNull)
    .execute();
  await db.schema.createIndex('shortcuts_user').ifNotExists().on('shortcuts').columns(['tenant_id', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['shortcuts', 'tenant_settings', 'menus', 'login_failures', 'sessions', 'users', 'role_menus', 'roles', 'tenants']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
