import type { Generated } from 'kysely';

// Readers' reactions on released items (migration 140-reactions, issue 16 item 6).

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

declare module './schema.js' {
  interface Database {
    reader_reactions: ReaderReactionTable;
  }
}
