// The big screens' boards (shared/screens.ts) shaped from the rows the screens repository reads:
// the on-air board (what each channel plays now and next, how full today is) in Beijing time, and
// the new-media board (releases per desk, the most-read stories).
import { beijingDayOf, beijingSecondOfDay, hms } from '../../shared/time.js';
import { displayTitle } from '../../shared/programme-meta.js';
import { SCREEN_TEXTS, type NewMediaBoard, type OnAirBoard, type OnAirChannel, type OnAirProgramme } from '../../shared/screens.js';
import type { Repos } from '../plugins/repositories.js';
import type { OnAirRow } from '../repositories/screens.js';

const DAY_SECONDS = 86_400;


const programme = (r: OnAirRow): OnAirProgramme => ({
  title: displayTitle({ programTitle: r.programTitle, liveProgramName: r.programName }),
  episode: r.episode,
  startTime: hms(r.start),
  endTime: hms(r.end),
});

/** One channel's line of the board from its day's rows (in order) at `second` of the day. */
export function onAirChannel(channel: { id: number; name: string; state: number; kind: number }, rows: OnAirRow[], second: number): OnAirChannel {
  const filled = rows.reduce((n, r) => n + (r.end - r.start), 0);
  const lastEnd = rows.length ? Math.max(...rows.map((r) => r.end)) : 0;
  const now = rows.find((r) => r.start <= second && second < r.end) ?? null;
  const next = rows.find((r) => r.start > second && r !== now) ?? null;
  return {
    liveTvId: channel.id,
    name: channel.name,
    kind: Number(channel.kind),
    enabled: channel.state === 1 ? 1 : 0,
    entries: rows.length,
    filledSeconds: filled,
    gapSeconds: Math.max(0, lastEnd - filled),
    openSeconds: rows.length ? Math.max(0, DAY_SECONDS - lastEnd) : DAY_SECONDS,
    now: now ? programme(now) : null,
    nowElapsed: now ? second - now.start : 0,
    next: next ? programme(next) : null,
  };
}

export async function onAirBoard(repos: Repos, tenantId: number, at: number): Promise<OnAirBoard> {
  const day = beijingDayOf(at);
  const second = beijingSecondOfDay(at);
  const channels = await repos.screens.onAirChannels(tenantId, day);
  const rows = await repos.screens.dayRows(tenantId, channels.map((c) => c.id), day);
  const byTv = new Map<number, OnAirRow[]>();
  for (const r of rows) {
    const list = byTv.get(r.tvId);
    if (list) list.push(r);
    else byTv.set(r.tvId, [r]);
  }
  return { day, secondOfDay: second, channels: channels.map((c) => onAirChannel(c, byTv.get(c.id) ?? [], second)), at };
}

export async function newMediaBoard(repos: Repos, tenantId: number, at: number): Promise<NewMediaBoard> {
  const [desks, top] = await Promise.all([repos.screens.releasesByDesk(tenantId), repos.screens.topStories(tenantId)]);
  const byDesk = desks.map((d) => ({ ...d, desk: d.desk || SCREEN_TEXTS.noDesk })).sort((a, b) => b.releases - a.releases || a.deptId - b.deptId);
  return { byDesk, top, releases: byDesk.reduce((n, d) => n + d.releases, 0), at };
}
