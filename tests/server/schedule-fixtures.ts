import { addDays, beijingDayOf } from '../../shared/time.js';
import type { ProgrammeEntry } from '../../shared/schedule.js';
import type { Session, TestServer } from './helpers.js';

const pad = (n: number) => String(n).padStart(2, '0');
export const hms = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
const dashed = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;

/** yyyyMMdd of today + `offset` days (Beijing days, the station's, as the server counts them). */
export function dayFromToday(offset: number): string {
  return addDays(beijingDayOf(Date.now()), offset);
}

/** A chained day: items of [seconds, name, addressType] starting at `start`. */
export function day(liveTvId: number, livePlayDay: string, items: [number, string, 1 | 2][], start = 0): ProgrammeEntry[] {
  let t = start;
  return items.map(([len, name, type], i) => {
    const s = t;
    t += len;
    return {
      liveTvId,
      livePlayDay,
      livePlayTime: `${dashed(livePlayDay)} ${hms(s)}`,
      liveEndTime: `${dashed(livePlayDay)} ${hms(t)}`,
      livePlaybackFlag: 0,
      liveProgramId: i + 1,
      liveProgramName: name,
      liveProgramTimeLength: len,
      liveProgramType: 0,
      liveTvType: 3,
      liveProgramAddresstype: type,
      liveProgramAddress: type === 2 ? 'http://example.com/live.m3u8' : `/api/web-manager/file/manager/redirect/${i + 1}/2`,
      startTime: hms(s),
      endTime: hms(t),
      fileDuration: type === 2 ? 3600 : len,
    };
  });
}

/**
 * Programme calls as `me` (another token where one is given): `call`, a GET or a form POST under
 * /api/web-manager/; `save`, a day sent as JSON to live/program/add; `page`, a day's list (the
 * whole answer); `newTv`, a new channel's id.
 */
export function programmeCalls(s: TestServer, me: Session) {
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, string>, t = me.token) =>
    s.call(t, { method, url: `/api/web-manager/${url}`, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    save: (body: unknown, t = me.token) =>
      s.call(t, { method: 'POST', url: '/api/web-manager/live/program/add', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    page: async (tvId: number, d: string) => (await call('GET', `live/program/page?liveTvId=${tvId}&beginTime=${d}`)).json(),
    newTv: async (name: string) => (await call('POST', 'live/tv/add', { liveTvName: name })).json().data.liveTvId as number,
  };
}
