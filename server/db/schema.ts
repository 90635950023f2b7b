// Table types of the store. Times are epoch milliseconds; flags are 0/1 integers so that
// SQLite and PostgreSQL read the same.
import type { Generated, Kysely } from 'kysely';

export interface TenantTable {
  id: Generated<number>;
  domain_name: string;
  name: string;
  created_at: number;
}

export interface RoleTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  /** 1: every menu of the catalogue. */
  all_menus: number;
  /** One line in business words (migration 164); '' when none. */
  description: Generated<string>;
  /** Data scope (migration 163): 1 all, 2 chosen departments (role_depts), 3 own department, 4 own department and below, 5 own items. */
  data_scope: Generated<number>;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface UserTable {
  id: Generated<number>;
  tenant_id: number;
  role_id: number | null;
  account: string;
  /** accountKey(account) (NFKC, lower case), unique per tenant; null for a look-alike kept from before (migration 155). */
  account_key: string | null;
  name: string;
  password_hash: string;
  avatar: string;
  mobile: string;
  email: string;
  status: number;
  created_at: number;
  last_login_at: number | null;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  tenant_id: number;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  address: string;
}

export interface LoginFailureTable {
  id: Generated<number>;
  key: string;
  at: number;
}

/** The menu/route catalogue (spec: menu/route record). Ids are stable: 36 is Config Center. */
export interface MenuTable {
  id: number;
  pid: number;
  path: string;
  redirect: string;
  name: string;
  show: number;
  show_menu: number;
  show_bar: number;
  fore: number;
  component: string;
  tag: string;
  show_jump: number;
  level_two: number;
  resource_id: number;
  sort: number;
  icon: string;
  /** Comma-separated permission keys of the page. */
  perms: string;
}

export interface TenantSettingTable {
  id: Generated<number>;
  tenant_id: number;
  conf_type: number;
  conf_key: string;
  value: string;
  group_name: string;
}

export interface ShortcutTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  menu_id: number;
  sort: number;
}

/** Accounts that looked alike (case, width) when keys came (migration 155), kept for an administrator to settle. */
export interface AccountLookalikeTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  account: string;
  account_key: string;
  holder_user_id: number;
  holder_account: string;
  found_at: number;
}

export interface Database {
  tenants: TenantTable;
  account_lookalikes: AccountLookalikeTable;
  roles: RoleTable;
  role_menus: RoleMenuTable;
  users: UserTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  menus: MenuTable;
  tenant_settings: TenantSettingTable;
  shortcuts: ShortcutTable;
}

export type Db = Kysely<Database>;

// Areas declare their tables next to their code and merge them into Database.
import './media-schema.js';
import './media-library-schema.js';
import './upload-schema.js';
import './schedule-schema.js';
import './message-schema.js';
import './content-schema.js';
import './org-schema.js';
import './interaction-schema.js';
import './contribution-schema.js';
import './activity-schema.js';
import './shop-schema.js';
import './qa-tasks-schema.js';
import './course-schema.js';
import './reaction-schema.js';
import './follow-schema.js';
import './live-signal-schema.js';
