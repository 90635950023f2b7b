// Programme days as the server sends them, for the schedule machine's tests and model configs.
// Not used by the app.
import type { ProgrammeEntry } from '../../shared/schedule.js';
import { hms } from '../machines/schedule-time.js';

/** Entries [id, seconds] of one day, back to back from `start` seconds after 00:00:00. */
export function programmeEntries(items: [number, number][], day = '20261122', start = 0): ProgrammeEntry[] {
  let t = start;
  const d = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  return items.map(([id, len]) => {
    const s = t;
    t += len;
    return {
      liveTvId: 1, livePlayDay: day, livePlayTime: `${d} ${hms(s)}`, liveEndTime: `${d} ${hms(t)}`, livePlaybackFlag: 0,
      liveProgramId: id, liveProgramName: `视频${id}`, liveProgramTimeLength: len, liveProgramType: 0, liveTvType: 3,
      liveProgramAddresstype: 1, liveProgramAddress: `/v/${id}`, startTime: hms(s), endTime: hms(t), fileDuration: len,
    };
  });
}
