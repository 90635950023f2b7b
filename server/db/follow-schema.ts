// Readers' 关注 of columns (migration 145-follows).
import type { Generated } from 'kysely';

export interface ColumnFollowTable {
  id: Generated<number>;
  tenant_id: number;
  column_id: number;
  /** The random id the public page keeps in localStorage. */
  reader_id: string;
  /** 1 following, 0 unfollowed (the row stays for the rate limit). */
  active: number;
  /** The address of the last follow or unfollow. */
  address: string;
  changed_at: number;
}

declare module './schema.js' {
  interface Database {
    column_follows: ColumnFollowTable;
  }
}
