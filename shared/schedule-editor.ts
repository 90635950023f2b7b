// What the programme-list editor's machines (src/machines/schedule.machine.ts, copy-schedule,
// schedule-ops, schedule-time) and their effects (src/services/schedule/effects.ts: drafts in the
// browser, server calls) exchange.

import type { ProgrammeMeta } from './programme-meta.js';

/** An entry as the editor holds it: the material, its metadata (only what is set) and the wanted
 *  duration; times live in the timeline. */
export interface EditorEntry extends ProgrammeMeta {
  /** Row key, unique within the editor session. */
  uid: string;
  /** Identity across a reload: `${addressType}:${programId}#${occurrence}` or `new:${uid}`. */
  key: string;
  /** The duration the operator asked for; the scheduled one is shorter when the day ends first. */
  want: number;
  liveTvId: number;
  livePlayDay: string;
  liveProgramId: number;
  liveProgramName: string;
  liveProgramAddresstype: 1 | 2;
  liveProgramAddress: string;
  fileDuration: number;
  /** The pinned start (seconds from midnight) while `fixedStart` is 1: the entry starts exactly
   *  there whatever the entries before it do (shared/schedule-gaps.ts names the gap or overlap). */
  at?: number;
}

/** One edit of a day, keyed by entry identity (src/machines/schedule-ops.ts applies it). */
export type ScheduleOp =
  /** Insert `entry` before the entry keyed `before` (null: at the end). */
  | { t: 'add'; entry: EditorEntry; before: string | null }
  | { t: 'remove'; key: string }
  /** Move the entry keyed `key` before `before` (null: to the end). */
  | { t: 'move'; key: string; before: string | null }
  /** Give the entry keyed `key` a duration of `want`, and the day a start when it is the first row. */
  | { t: 'time'; key: string; start: number | null; want: number }
  /** The day's first start moves to `start` (the first row keeps its duration; the rest re-chain). */
  | { t: 'start'; start: number }
  /** The whole day moves by `by` seconds (negative: earlier). */
  | { t: 'shift'; by: number }
  /** Sets the metadata of the entry keyed `key` ('' clears a field). */
  | { t: 'meta'; key: string; meta: ProgrammeMeta }
  /** Pins the entry keyed `key` to start at `at` (固定开始), or unpins it (null: chained again). */
  | { t: 'pin'; key: string; at: number | null };

/** A day's unsaved edits, kept in the browser. */
export interface ScheduleDraft {
  liveTvId: number;
  day: string;
  /** The revision the edits were made on. */
  revision: number;
  ops: ScheduleOp[];
  savedAt: number;
}

export type CopyMode = 'day' | 'week';

/** What the copy dialog sends (copy a day or a week). */
export interface CopyRequest {
  liveTvId: number;
  fromDate: string;
  /** Comma-joined yyyyMMdd (day mode) or the target Monday (week mode). */
  toDate: string;
  flag: CopyMode;
}

export type MaterialTab = 'video' | 'live';

/** An item of the left pane: a library video or a live channel. */
export interface MaterialItem {
  id: number;
  name: string;
  /** 1 video file, 2 live channel. */
  addressType: 1 | 2;
  /** The address the programme entry keeps. */
  address: string;
  /** What the preview plays. */
  previewUrl: string;
  cover: string;
  /** Seconds. */
  duration: number;
  /** Live channels: the spec's selectable rule; videos: always. */
  selectable: boolean;
  /** A live channel that is not selectable: why (未推流, 已停用). */
  reason?: string;
}

export interface MaterialQuery {
  tab: MaterialTab;
  keyword: string;
  fileLibId: number | null;
  pageSize: number;
}

export interface TvChannelForm {
  liveTvName: string;
  liveTvDesc: string;
}
