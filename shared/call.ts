// Audio/video call state (spec §3 "Call state", §4 "Meeting"): what the call
// statechart, its effects and the server's relay exchange. Signals travel over the message
// socket (/websocket/{tenantId}-&-1-&-{userId}): the console sends
//   { "type": "call", "to": [userId, …], "sig": userSig, "signal": CallSignal }
// and the server relays { "callSignal": CallSignal & { from } } to those users of the same tenant.

export interface CallLogin {
  userId: number;
  /** HMAC issued by our server for this user (the relay checks it). */
  userSig: string;
  expiresAt: number;
}

export type MediaKind = 'video' | 'audio';

export type CallSignal =
  | { kind: 'invite'; roomId: string; users: number[] }
  | { kind: 'accept'; roomId: string }
  | { kind: 'refuse'; roomId: string }
  | { kind: 'cancel'; roomId: string }
  | { kind: 'members'; roomId: string; users: number[] }
  | { kind: 'leave'; roomId: string }
  | { kind: 'dissolve'; roomId: string }
  | { kind: 'mute'; roomId: string; media: MediaKind; muted: boolean }
  | { kind: 'sdp'; roomId: string; description: { type: string; sdp: string } }
  | { kind: 'ice'; roomId: string; candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null } };

export type RelayedSignal = CallSignal & { from: number };

export type CallStatus = 'idle' | 'inviting' | 'ringing' | 'inCall' | 'dissolved';

export const CALL_STATUS_NAMES: Record<CallStatus, string> = {
  idle: '空闲',
  inviting: '呼叫中',
  ringing: '来电',
  inCall: '通话中',
  dissolved: '会议已解散',
};

export const CALL_LIMITS = { inviteesMax: 8, frameMax: 16 * 1024, inviteTimeoutMs: 30_000, dissolvedMs: 3000 } as const;

export const CALL_TEXTS = {
  badSig: '通话签名无效',
  notMember: '只能呼叫本租户的用户',
  refused: '对方已拒绝',
  cancelled: '对方已取消呼叫',
  timeout: '无人接听',
  dissolved: '会议已解散',
  left: '已离开会议',
} as const;

/** The call screen's menu path (the right of the call calls). */
export const CALL_PATH = '/terminal/call';
