// The message centre and live messages. A message belongs to one tenant and one recipient;
// msg_type 0–9 as the spec names them, 10 for clues (线索).
import type { Generated } from 'kysely';

export interface MessageTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  msg_type: number;
  title: string;
  view_content: string;
  /** An in-console path the message leads to ('' when none). */
  link: string;
  /** The sending user (0: the system). */
  sender_id: number;
  /** Invitations: 0 waiting, 1 accepted, 2 refused. */
  invite_status: number;
  /** Invitations: what was invited to (free text key), '' otherwise. */
  ref_key: string;
  read_at: number | null;
  created_at: number;
  /** Folded messages (migration 161): the thing and hour they fold (`like:12@493810`); null otherwise. */
  fold_key: Generated<string | null>;
  /** Folded messages: the count they show, the readers of their hour (0 for others). */
  fold_count: Generated<number>;
}

/** Which message types a user receives: a comma-separated list; absent row = all types. */
export interface MessageConfTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  msg_types: string;
  updated_at: number;
}

/** Questions, replies and tips of a live channel's Q&A; the id is the frame's seq. */
export interface LiveMessageTable {
  id: Generated<number>;
  tenant_id: number;
  passageway_id: number;
  bus_type: number;
  top_flag: number;
  content: string;
  nickname: string;
  /** Staff user who wrote it (0: a viewer). */
  user_id: number;
  reply_to: number;
  question: string;
  created_at: number;
  removed_at: number | null;
}

declare module './schema.js' {
  interface Database {
    messages: MessageTable;
    message_confs: MessageConfTable;
    live_messages: LiveMessageTable;
  }
}
