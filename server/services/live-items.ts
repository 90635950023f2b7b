// Live channels and live servers as the live-channel calls answer them (shared/live-rules.ts),
// with play addresses under the play key only; new stream keys and free ports of a server.
import { randomBytes } from 'node:crypto';
import { isPassagewaySelectable, PASSAGEWAY_TYPE, type LiveServerItem, type PassagewayItem } from '../../shared/live-rules.js';
import { liveSocketPath } from '../../shared/live-messages.js';
import type { PassagewayWithServer, ServerRow } from '../repositories/live-channels.js';
import { playKeyOf } from './live-public.js';

/** A new random stream key. */
export const newStreamKey = () => randomBytes(8).toString('hex');

/**
 * A channel as the API answers it (shared/live-rules.ts PassagewayItem). The play addresses use
 * the play key (services/live-public.ts), never the stream (push) key: only livePushPath and
 * streamKey carry that, for the encoder. The live server publishes under the play key through
 * its on_publish hook (routes/web-manager/live-hook.ts, docs/live-hooks.md).
 */
export function toPassagewayItem(p: PassagewayWithServer, secret: Buffer, detail = false): PassagewayItem {
  const host = p.host ?? '';
  const key = encodeURIComponent(p.stream_key);
  const play = p.stream_key ? playKeyOf(secret, p.tenant_id, p.stream_key) : '';
  const isPull = p.type === PASSAGEWAY_TYPE.pull;
  const rtmp = host && play ? `rtmp://${host}:${p.rtmp_port ?? 1935}/live/${play}` : '';
  const item: PassagewayItem = {
    passagewayId: p.id,
    livePwName: p.name,
    passagewayType: p.type,
    passagewayState: p.state,
    liveRtmpPlayPath: isPull ? p.pull_url : rtmp,
    liveHlsPlayPath: host && play ? `http://${host}:${p.http_port ?? 80}/live/${play}.m3u8` : '',
    livePushPath: !isPull && host ? `rtmp://${host}:${p.port}/live/${key}` : '',
    livePullPath: p.pull_url,
    port: p.port,
    streamKey: p.stream_key,
    serverId: p.server_id,
    serverName: p.server_name ?? '',
    equipment: p.equipment,
    description: p.description,
    selectable: false,
    type: 1,
    createTime: Number(p.created_at),
    updateTime: Number(p.updated_at),
  };
  item.selectable = isPassagewaySelectable(item);
  if (detail) item.liveMessageUrl = liveSocketPath(p.id);
  return item;
}

export function toServerItem(s: ServerRow, used: number): LiveServerItem {
  return {
    serverId: s.id,
    serverName: s.name,
    host: s.host,
    rtmpPort: s.rtmp_port,
    httpPort: s.http_port,
    portMin: s.port_min,
    portMax: s.port_max,
    maxChannels: s.max_channels,
    usedChannels: used,
  };
}

/** The lowest free port of a server's range, or 0 when the range is full. */
export function freePort(s: ServerRow, used: Set<number>): number {
  for (let p = s.port_min; p <= s.port_max; p++) if (!used.has(p)) return p;
  return 0;
}
