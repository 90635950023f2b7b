// Audience interaction (migration 090-interaction): comments on released items, forbidden words
// and forbidden users (comment writers, known by their address).
import type { Generated } from 'kysely';

export interface CommentTable {
  id: Generated<number>;
  tenant_id: number;
  content_id: number;
  nickname: string;
  content: string;
  /** 0 waiting, 1 approved, 2 hidden (shared/interaction.ts COMMENT_STATUS). */
  status: number;
  pinned: number;
  reply: string;
  replied_by: number;
  address: string;
  created_at: number;
  updated_at: number;
}

export interface ForbiddenWordTable {
  id: Generated<number>;
  tenant_id: number;
  /** As entered (trimmed). */
  word: string;
  /** Normalised (services/forbidden-words.ts normalise): unique per tenant. */
  norm: string;
  created_at: number;
}

export interface ForbiddenUserTable {
  id: Generated<number>;
  tenant_id: number;
  address: string;
  nickname: string;
  reason: string;
  created_by: number;
  created_at: number;
}

declare module './schema.js' {
  interface Database {
    comments: CommentTable;
    forbidden_words: ForbiddenWordTable;
    forbidden_users: ForbiddenUserTable;
  }
}
