// Live messages over the live-message socket (spec §3 "Live messages over a socket", §4 "Live
// message handling"). The server sends JSON arrays (the whole current list, which replaces the
// client's lists) or single objects (one change).

/** The live Q&A socket's texts: its answers to a viewer, and the names it gives. */
export const LIVE_TEXTS = {
  submitted: '您的提问已提交',
  tooFast: '发送太频繁，请稍后再试',
  forbidden: '无权操作',
  /** A viewer who gave no nickname. */
  audience: '观众',
  /** A staff member signed in on the socket whose name is not known. */
  host: '主持人',
  /** The sender of the socket's own notes. */
  system: '系统',
} as const;

export const BUS_TYPE = { question: 0, reply: 1, tip: 2, auditing: 3 } as const;
export const OPERATION_TYPE = { add: 0, remove: 1 } as const;
export const TOP_FLAG = { normal: 0, pinned: 1 } as const;

export interface LiveFrame {
  seq: number;
  busType: number;
  operationType: number;
  topFlag: number;
  content: string;
  nickname: string;
  createTime: number;
  /** Replies: the question answered (its seq and text). */
  replyToSeq?: number;
  question?: string;
}

/** What a client may send on the live socket (JSON objects). */
export type LiveCommand =
  | { action: 'ask'; content: string; nickname?: string }
  | { action: 'reply'; seq: number; content: string }
  | { action: 'pin'; seq: number; topFlag: number }
  | { action: 'remove'; seq: number }
  | { action: 'tip'; content: string }
  | { action: 'ping' };

/** Limits the server enforces and the console mirrors. */
export const LIVE_LIMITS = {
  /** Characters of a question, reply or tip. */
  contentMax: 200,
  nicknameMax: 20,
  /** Bytes of one incoming frame. */
  frameMax: 4096,
  /** Messages a socket may send per window. */
  burst: 5,
  windowMs: 10_000,
} as const;

export function liveSocketPath(passagewayId: number | string): string {
  return `/websocket/live/${passagewayId}`;
}
