// The four kinds of programmed live channel (spec 001 §2 content-production prefixes; content
// types 6 TV, 7 radio, 8 event, 10 virtual live). One list screen and one statechart serve them
// all (src/features/schedule/tv-channels-page.tsx, `tvChannels`), parametrised by the kind.

export type LiveKind = 6 | 7 | 8 | 10;

export interface LiveKindInfo {
  kind: LiveKind;
  /** The list screen's menu path. */
  path: string;
  /** Menu and page title. */
  title: string;
  /** What one channel of the kind is called (dialogs, messages). */
  noun: string;
}

export const LIVE_KINDS: readonly LiveKindInfo[] = [
  { kind: 6, path: '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast', title: '电视直播', noun: '电视频道' },
  { kind: 7, path: '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation', title: '电台直播', noun: '电台频率' },
  { kind: 8, path: '/contentManagement/cloudLiveBroadcast/liveBroadcastActivities', title: '活动直播', noun: '活动直播间' },
  { kind: 10, path: '/contentManagement/cloudLiveBroadcast/liveVroadcastFictitious', title: '虚拟直播', noun: '虚拟直播频道' },
];

export const DEFAULT_LIVE_KIND: LiveKind = 6;

export function liveKindInfo(kind: number): LiveKindInfo {
  return LIVE_KINDS.find((k) => k.kind === kind) ?? LIVE_KINDS[0]!;
}

/** The kind whose list screen is at `path` (TV when none). */
export function liveKindOfPath(path: string): LiveKind {
  return LIVE_KINDS.find((k) => k.path === path)?.kind ?? DEFAULT_LIVE_KIND;
}

/** The channel monitor (spec 001 §2 "Others"; the spec's spelling). */
export const CHANNEL_MONITOR_PATH = '/cloudLiveBroadcast/channelMinitor';

/** The public programme guide's answer (live/program/page/notoken). */
export interface ProgrammeGuide {
  liveTvId: number;
  liveTvName: string;
  liveKind: number;
  /** yyyyMMdd of the listed day. */
  livePlayDay: string;
  list: import('./schedule.js').ProgrammeEntry[];
  /** The entry playing at `at` (null when none, or the listed day is not `at`'s day). */
  now: import('./schedule.js').ProgrammeEntry | null;
  /** The next entry after `at` (may be on the following day). */
  next: import('./schedule.js').ProgrammeEntry | null;
  /** The moment asked about (ms). */
  at: number;
}

/** Which public guide to read. */
export interface GuideQuery {
  domainName: string;
  liveTvId: number;
}

/** One page of a kind's channel list. */
export interface TvPageQuery {
  keyword: string;
  pageIndex: number;
  pageSize: number;
  kind: number;
}
