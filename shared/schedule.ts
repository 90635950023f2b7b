// Types and constants of the programme-list editor shared by the console and the server
// (spec 000 §3 "Programme entry", §9; contract.md "TV channels and schedule").
import type { ProgrammeMeta } from './programme-meta.js';

/** A TV channel whose day is programmed (liveTvId). */
export interface TvChannel {
  liveTvId: number;
  liveTvName: string;
  liveTvDesc: string;
  liveTvCover: string;
  /** 1 enabled, 0 disabled. */
  liveTvState: number;
  liveTvSort: number;
  /** 6 TV, 7 radio, 8 event, 10 virtual live (shared/live-kinds.ts). */
  liveKind: number;
  createTime: number;
  updateTime: number;
}

/** One entry of a day's programme list, with every field of the spec (and the metadata of
 *  shared/programme-meta.ts, answered only when set). */
export interface ProgrammeEntry extends ProgrammeMeta {
  liveTvId: number;
  /** yyyyMMdd */
  livePlayDay: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  livePlayTime: string;
  liveEndTime: string;
  livePlaybackFlag: 0;
  liveProgramId: number;
  liveProgramName: string;
  /** Scheduled seconds (end − start). */
  liveProgramTimeLength: number;
  liveProgramType: 0;
  liveTvType: 3;
  /** 1 video file, 2 live channel. */
  liveProgramAddresstype: 1 | 2;
  liveProgramAddress: string;
  /** HH:mm:ss */
  startTime: string;
  endTime: string;
  /** The material's own duration in seconds (a live channel: 3600). */
  fileDuration: number;
}

export interface ProgrammeDay {
  list: ProgrammeEntry[];
  total: number;
  /** Revision of the stored day (0: never saved); save must send it back. */
  revision: number;
}

export interface ProgrammeSave {
  liveTvId: number;
  livePlayDay: string;
  revision: number;
  list: ProgrammeEntry[];
}

export const SCHEDULE = {
  /** Schedule list page size. */
  pageSize: 99999,
  /** Latest end of an entry: 23:59:59. */
  maxEnd: 86399,
  /** The day is full at this total or more. */
  dayFull: 89999,
  /** Default duration of a live channel entry. */
  liveDuration: 3600,
  /** Date tabs around the chosen date. */
  daysBefore: 8,
  daysAfter: 11,
  /** A date may not be chosen further ahead than this. */
  maxDaysAhead: 60,
  /** Most entries a saved day may hold. */
  maxEntries: 20000,
} as const;
