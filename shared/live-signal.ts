// The live signal of a push channel (docs/signal.md), shared by the server's signal checker and
// the channel monitor: its states, the message-socket frame that tells a change, and the texts.

export type LiveSignalState = 'up' | 'down' | 'unknown';

/** A channel's signal as `GET /api/web-manager/live/signal` and the socket frame carry it. */
export interface LiveSignal {
  passagewayId: number;
  state: LiveSignalState;
  /** Since when (epoch ms; 0: never seen). */
  since: number;
}

/** How the server watches the streams: a directory of HLS playlists, an HTTP base, only pull
 *  channels' own sources (SIGNAL_PULL=1 and neither of the others), or not at all (hooks only). */
export type SignalCheckerMode = 'dir' | 'url' | 'pull' | 'off';

export interface LiveSignalAnswer {
  checker: { mode: SignalCheckerMode; staleMs: number };
  list: LiveSignal[];
}

/** The message-socket frame of a change, to every staff socket of the tenant. */
export interface LiveSignalFrame {
  liveSignal: LiveSignal;
}

/** A socket text that is a signal frame, or null. */
export function parseSignalFrame(data: string): LiveSignal | null {
  if (!data.startsWith('{"liveSignal"')) return null;
  try {
    const v = (JSON.parse(data) as Partial<LiveSignalFrame>).liveSignal;
    if (v && typeof v.passagewayId === 'number' && (v.state === 'up' || v.state === 'down' || v.state === 'unknown')) return v;
  } catch {
    /* not JSON */
  }
  return null;
}

export const SIGNAL_TEXT = {
  down: '无信号',
  recovered: '信号恢复',
  lostTitle: (name: string) => `无信号：${name}`,
  recoveredTitle: (name: string) => `信号恢复：${name}`,
  lostBody: (name: string, at: string) => `直播通道「${name}」自 ${at} 起没有直播信号，请检查编码器与推流。`,
  recoveredBody: (name: string, at: string) => `直播通道「${name}」已于 ${at} 恢复直播信号。`,
} as const;
