// Live channels (passageways): types, states and the spec's selectable rule, shared by the
// server and the console so there is exactly one definition.

/** passagewayType: 0 push (an encoder pushes RTMP to the server), 1 pull (the server relays a source URL). */
export const PASSAGEWAY_TYPE = { push: 0, pull: 1 } as const;

/** passagewayState of a push channel: 0 idle, 1 assigned (waiting for the encoder), 2 live. */
export const PUSH_STATE = { idle: 0, assigned: 1, live: 2 } as const;
/** passagewayState of a pull channel: 0 stopped, 1 pulling. */
export const PULL_STATE = { stopped: 0, pulling: 1 } as const;

export const PASSAGEWAY_TYPE_NAMES: Record<number, string> = { 0: '推流', 1: '拉流' };

/** A state's label for a channel type. */
export function passagewayStateName(type: number, state: number): string {
  if (type === PASSAGEWAY_TYPE.pull) return state === PULL_STATE.pulling ? '拉流中' : '已停止';
  return state === PUSH_STATE.live ? '直播中' : state === PUSH_STATE.assigned ? '待推流' : '空闲';
}

/** The states a channel of this type may be in. */
export function passagewayStates(type: number): number[] {
  return type === PASSAGEWAY_TYPE.pull ? [0, 1] : [0, 1, 2];
}

/** Spec §5: a live channel is selectable if its type is 0 with state 2, or its type is 1 with state 1. */
export function isPassagewaySelectable(c: { passagewayType: number; passagewayState: number }): boolean {
  return (c.passagewayType === 0 && c.passagewayState === 2) || (c.passagewayType === 1 && c.passagewayState === 1);
}

/** Why a live channel cannot be picked for a programme list: 未推流 (a push channel not 直播中), 已停用 (a pull channel stopped); '' when it can. */
export function passagewayUnselectableReason(c: { passagewayType: number; passagewayState: number }): string {
  if (isPassagewaySelectable(c)) return '';
  return c.passagewayType === PASSAGEWAY_TYPE.pull ? '已停用' : '未推流';
}

/** A live channel as the API answers it (live/passageway/page and detail). */
export interface PassagewayItem {
  passagewayId: number;
  livePwName: string;
  passagewayType: number;
  passagewayState: number;
  /** Play address: RTMP for push channels, the source URL for pull channels. */
  liveRtmpPlayPath: string;
  /** HLS play address on the live server ('' when none). */
  liveHlsPlayPath: string;
  /** Where an encoder pushes (push channels; '' for pull channels). */
  livePushPath: string;
  /** The source a pull channel relays. */
  livePullPath: string;
  port: number;
  streamKey: string;
  serverId: number;
  serverName: string;
  equipment: string;
  description: string;
  /** True when the programme editor may pick it (isPassagewaySelectable). */
  selectable: boolean;
  /** Always 1: a live item in the programme editor's lists (spec "Live channel item"). */
  type: 1;
  createTime: number;
  updateTime: number;
  /** detail only: the live-message socket path (ws/wss follows the page). */
  liveMessageUrl?: string;
}

export interface LiveServerItem {
  serverId: number;
  serverName: string;
  host: string;
  rtmpPort: number;
  httpPort: number;
  portMin: number;
  portMax: number;
  maxChannels: number;
  usedChannels: number;
}

/**
 * What the channel monitor plays: a pull channel's own source when a browser can fetch it
 * (http/https), otherwise the channel's HLS address on the live server ('' when none).
 */
export function monitorPlayUrl(c: Pick<PassagewayItem, 'passagewayType' | 'livePullPath' | 'liveHlsPlayPath'>): string {
  if (c.passagewayType === PASSAGEWAY_TYPE.pull && /^https?:\/\//i.test(c.livePullPath)) return c.livePullPath;
  return c.liveHlsPlayPath;
}
