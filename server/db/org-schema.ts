// Organisation, users' roles, audit trail, tenants' platform data, SMS and QR sign-in,
// watermarks (migration 070-org). Columns added to existing tables are declared here too.
import type { Generated } from 'kysely';

export interface DepartmentTable {
  id: Generated<number>;
  tenant_id: number;
  /** 0: top level. */
  parent_id: number;
  name: string;
  remark: string;
  sort: number;
  created_at: number;
}

/** A user's roles (the union of their menus is what they hold). */
export interface UserRoleTable {
  tenant_id: number;
  user_id: number;
  role_id: number;
}

/** The chosen departments of a role with data scope 2 (migration 163). */
export interface RoleDeptTable {
  tenant_id: number;
  role_id: number;
  dept_id: number;
}

/** Per-TV-channel rights of a role: 'edit' or 'view'. */
export interface RoleTvChannelTable {
  tenant_id: number;
  role_id: number;
  live_tv_id: number;
  mode: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  tenant_id: number;
  actor_id: number;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number;
  target_name: string;
  detail: string;
  address: string;
  at: number;
}

/** One SMS code sent (only its hash is kept). */
export interface SmsCodeTable {
  id: Generated<number>;
  tenant_id: number;
  mobile: string;
  code_hash: string;
  address: string;
  created_at: number;
  expires_at: number;
  tries: number;
  used_at: number | null;
}

/** A QR sign-in ticket (only its hash is kept). */
export interface QrTicketTable {
  id: Generated<number>;
  ticket_hash: string;
  tenant_id: number;
  created_at: number;
  expires_at: number;
  user_id: number | null;
  confirmed_at: number | null;
  consumed_at: number | null;
  /** The address the ticket was issued to (per-address limit). */
  address: Generated<string>;
}

export interface WatermarkTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  type: string;
  text: string;
  color: string;
  image_file_id: number;
  position: string;
  opacity: number;
  size: number;
  is_default: number;
  status: number;
  created_at: number;
}

/** Columns migration 070 adds to existing tables. */
export interface OrgUserColumns {
  /** 0: no department. */
  organization_id: Generated<number>;
}
export interface OrgTenantColumns {
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  im_account: Generated<string>;
  /** AES-256-GCM of the IM secret (base64 iv.tag.data), '' when none. */
  im_secret_enc: Generated<string>;
}

declare module './schema.js' {
  interface Database {
    departments: DepartmentTable;
    user_roles: UserRoleTable;
    role_depts: RoleDeptTable;
    role_tv_channels: RoleTvChannelTable;
    audit_log: AuditLogTable;
    sms_codes: SmsCodeTable;
    qr_tickets: QrTicketTable;
    watermarks: WatermarkTable;
  }
  interface UserTable extends OrgUserColumns {}
  interface TenantTable extends OrgTenantColumns {}
}
