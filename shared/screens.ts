// What the on-air and new-media big screens show (contract.md is silent; the calls are described
// in the OpenAPI document): per channel what is on now and next from today's programme list and
// how full the day is, and the releases of each desk with the most-read stories.
import { ORG_TEXTS } from './org.js';

/** One programme of the on-air board: its display title and times (HH:mm:ss of the day). */
export interface OnAirProgramme {
  title: string;
  episode: string;
  startTime: string;
  endTime: string;
}

/** A TV or radio channel on the on-air board. */
export interface OnAirChannel {
  liveTvId: number;
  name: string;
  /** 6 TV, 7 radio (shared/live-kinds.ts). */
  kind: number;
  /** 1 enabled, 0 disabled (a disabled channel is shown as 已停用). */
  enabled: number;
  /** Entries of today's list. */
  entries: number;
  /** Seconds of today covered by programmes. */
  filledSeconds: number;
  /** Seconds between 00:00:00 and the last end not covered (as the week view counts gaps). */
  gapSeconds: number;
  /** Seconds from the last end to 24:00:00 (the day's unplanned tail). */
  openSeconds: number;
  /** What is on now; null when nothing is planned now. */
  now: OnAirProgramme | null;
  /** Seconds elapsed of the programme on now. */
  nowElapsed: number;
  next: OnAirProgramme | null;
}

export interface OnAirBoard {
  /** yyyyMMdd, Beijing time. */
  day: string;
  /** Seconds since Beijing midnight when the board was read. */
  secondOfDay: number;
  channels: OnAirChannel[];
  at: number;
}

export interface DeskReleases {
  /** 0: items without a desk (未分配部门). */
  deptId: number;
  desk: string;
  releases: number;
}

export interface TopStory {
  id: number;
  title: string;
  views: number;
}

export interface NewMediaBoard {
  /** Live releases per desk, most first. */
  byDesk: DeskReleases[];
  /** Published stories by views, most first. */
  top: TopStory[];
  /** Live releases in all. */
  releases: number;
  at: number;
}

/** What a board screen shows: the on-air board, the new-media board, or both (融合指挥大屏). */
export type BoardKind = 'onAir' | 'newMedia' | 'merge';

/** A board screen's data: the boards of its kind, null where the kind does not show one. */
export interface ScreenBoard {
  onAir: OnAirBoard | null;
  newMedia: NewMediaBoard | null;
}

export const ON_AIR_CHANNELS_MAX = 24;
export const TOP_STORIES = 10;

export const SCREEN_TEXTS = {
  channels: '各频道播出',
  nowOn: '正在播出',
  nextUp: '下一档',
  nothingNow: '当前时段无节目',
  nothingNext: '今日已无后续节目',
  disabled: '已停用',
  noList: '今日无节目单',
  fill: (pct: number) => `今日编排 ${pct}%`,
  gaps: (text: string) => `空档 ${text}`,
  entries: (n: number) => `${n} 条节目`,
  channelsEmpty: '暂无电视或广播频道',
  byDesk: '各部门发布量',
  top: '阅读量排行',
  noDesk: ORG_TEXTS.noDepartment,
  views: (n: number) => `${n} 次阅读`,
  releases: (n: number) => `共 ${n} 条发布`,
  storiesEmpty: '暂无已发布稿件',
  desksEmpty: '暂无发布',
} as const;
