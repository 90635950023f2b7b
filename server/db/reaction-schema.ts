// Readers' reactions on released items (migration 140-reactions).
import type { Generated } from 'kysely';

export interface ReaderReactionTable {
  id: Generated<number>;
  tenant_id: number;
  /** 'like' | 'collect' (shared/reactions.ts). */
  kind: string;
  content_id: number;
  /** The random id the public page keeps in localStorage. */
  reader_id: string;
  address: string;
  created_at: number;
}

/** A view counted for a reader (signed cookie) on an item in one hour. */
export interface ReaderViewTable {
  id: Generated<number>;
  tenant_id: number;
  content_id: number;
  reader_id: string;
  address: string;
  /** Hours since the epoch. */
  hour: number;
}

declare module './schema.js' {
  interface Database {
    reader_reactions: ReaderReactionTable;
    reader_views: ReaderViewTable;
  }
}
