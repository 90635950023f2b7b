// Lucky-draw activities (migration 100-activities): activities, their prizes with stock, their
// participants, every draw with its inputs and result, and the winners.
import type { Generated } from 'kysely';

export interface ActivityTable {
  id: Generated<number>;
  tenant_id: number;
  /** 'lottery' | 'invoice'. */
  kind: string;
  name: string;
  description: string;
  /** Draws so far; every draw increments it first, which serialises draws of one activity. */
  draw_seq: Generated<number>;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export interface ActivityPrizeTable {
  id: Generated<number>;
  tenant_id: number;
  activity_id: number;
  name: string;
  stock: number;
  /** Not yet drawn; only ever lowered by a conditional update (remaining >= n). */
  remaining: number;
  sort: number;
}

export interface ActivityParticipantTable {
  id: Generated<number>;
  tenant_id: number;
  activity_id: number;
  code: string;
  name: string;
}

export interface ActivityDrawTable {
  id: Generated<number>;
  tenant_id: number;
  activity_id: number;
  prize_id: number;
  seq: number;
  count: number;
  algorithm: string;
  seed: string;
  commitment: string;
  participants_hash: string;
  participant_count: number;
  /** JSON array of the eligible codes, as hashed. */
  participants_json: string;
  /** JSON array of the winning codes, in draw order. */
  result_json: string;
  drawn_by: number;
  drawn_by_name: string;
  drawn_at: number;
}

export interface ActivityWinnerTable {
  id: Generated<number>;
  tenant_id: number;
  activity_id: number;
  draw_id: number;
  prize_id: number;
  participant_id: number;
  created_at: number;
}

declare module './schema.js' {
  interface Database {
    activities: ActivityTable;
    activity_prizes: ActivityPrizeTable;
    activity_participants: ActivityParticipantTable;
    activity_draws: ActivityDrawTable;
    activity_winners: ActivityWinnerTable;
  }
}
