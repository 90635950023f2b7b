// TV channels and their programme lists (migration 030-schedule).
import type { Generated } from 'kysely';

/** A TV channel (the spec's liveTvId). state 1 enabled, 0 disabled. */
export interface LiveTvTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: string;
  cover: string;
  state: number;
  sort: number;
  /** 6 TV, 7 radio, 8 event, 10 virtual live (migration 130). */
  kind: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One saved day of a channel; `revision` grows by one with every save or copy onto it. */
export interface LiveProgramDayTable {
  id: Generated<number>;
  tenant_id: number;
  tv_id: number;
  /** yyyyMMdd */
  play_day: string;
  revision: number;
  updated_at: number;
  updated_by: number;
}

/** One entry; start_s/end_s are seconds from the day's midnight (0…86399). */
export interface LiveProgramTable {
  id: Generated<number>;
  tenant_id: number;
  tv_id: number;
  play_day: string;
  seq: number;
  start_s: number;
  end_s: number;
  program_id: number;
  program_name: string;
  /** 1 video file, 2 live channel. */
  address_type: number;
  address: string;
  file_duration: number;
  /** Migration 165: what viewers see ('' : the file name without its extension), episode,
   *  description, category, rating; fixed_start 1 when the entry must start at its start. */
  program_title: Generated<string>;
  episode: Generated<string>;
  program_desc: Generated<string>;
  category: Generated<string>;
  rating: Generated<string>;
  fixed_start: Generated<number>;
}

/** A channel's day kept as a template (migration 171); `entries` is the JSON of its rows. */
export interface LiveTemplateTable {
  id: Generated<number>;
  tenant_id: number;
  tv_id: number;
  name: string;
  /** yyyyMMdd of the day it was saved from. */
  from_day: string;
  total: number;
  seconds: number;
  entries: string;
  created_at: number;
  created_by: number;
}

declare module './schema.js' {
  interface Database {
    live_tvs: LiveTvTable;
    live_program_days: LiveProgramDayTable;
    live_programs: LiveProgramTable;
    live_templates: LiveTemplateTable;
  }
}
