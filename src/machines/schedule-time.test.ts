import { describe, expect, it } from 'vitest';
import { applyOp, diffDays, replay, type ScheduleOp } from './schedule-ops.js';
import {
  dayOfEntries,
  EMPTY_DAY,
  endAt,
  entryOf,
  firstOverlap,
  firstZeroDuration,
  fromServer,
  issuesOf,
  hms,
  isDayFull,
  parseHms,
  rechainFrom,
  startAt,
  startMoveError,
  toWire,
  scheduledOf,
  totalOf,
  type DayList,
  type Material,
} from './schedule-time.js';

const video = (id: number, duration: number): Material => ({ id, name: `视频${id}`, addressType: 1, address: `/v/${id}`, duration });
const live: Material = { id: 9, name: '直播9', addressType: 2, address: 'http://x/live.m3u8', duration: 0 };

function build(materials: Material[], start = 0): DayList {
  let list = EMPTY_DAY;
  for (const m of materials) list = applyOp(list, { t: 'add', entry: entryOf(m, 1, '20261122'), before: null });
  if (start) list = applyOp(list, { t: 'time', key: list.entries[0]!.key, start, want: list.entries[0]!.want });
  return list;
}
const windows = (l: DayList) => l.entries.map((_, i) => [startAt(l, i), endAt(l, i)]);

describe('schedule time arithmetic', () => {
  it('formats and parses hh:mm:ss', () => {
    expect(hms(0)).toBe('00:00:00');
    expect(hms(3725)).toBe('01:02:05');
    expect(hms(86399)).toBe('23:59:59');
    expect(parseHms('23:59:59')).toBe(86399);
    expect(parseHms('24:00:00')).toBeNaN();
    expect(parseHms('1:2:3')).toBeNaN();
    // the exact HH:mm:ss path and the general one agree
    expect(parseHms('00:00:00')).toBe(0);
    expect(parseHms('09:05:07')).toBe(32707);
    expect(parseHms('9:05:07')).toBe(32707);
    expect(parseHms(' 09:05:07')).toBe(32707);
    for (const bad of ['23:60:00', '23:00:60', '2a:00:00', '23-00-00', '23:0a:00', '23:00:0 ', '']) expect(parseHms(bad)).toBeNaN();
  });

  it('chains each entry to the previous end; a live channel lasts 3600 s; every spec field is set', () => {
    const list = build([video(1, 100), live, video(2, 50)], 3600);
    expect(toWire(list).map((e) => [e.startTime, e.endTime, e.liveProgramTimeLength])).toEqual([
      ['01:00:00', '01:01:40', 100],
      ['01:01:40', '02:01:40', 3600],
      ['02:01:40', '02:02:30', 50],
    ]);
    expect(toWire(list)[1]).toEqual({
      liveTvId: 1,
      livePlayDay: '20261122',
      livePlayTime: '2026-11-22 01:01:40',
      liveEndTime: '2026-11-22 02:01:40',
      livePlaybackFlag: 0,
      liveProgramId: 9,
      liveProgramName: '直播9',
      liveProgramTimeLength: 3600,
      liveProgramType: 0,
      liveTvType: 3,
      liveProgramAddresstype: 2,
      liveProgramAddress: 'http://x/live.m3u8',
      startTime: '01:01:40',
      endTime: '02:01:40',
      fileDuration: 3600,
    });
    // a loaded day comes back the same
    expect(toWire(fromServer(toWire(list)))).toEqual(toWire(list));
    // an entry that does not start where the one before ends keeps its own length
    const [first, second] = toWire(list);
    const gap = fromServer([first!, { ...second!, startTime: '01:00:00', endTime: '01:00:30' }]);
    expect(gap.entries.map((e) => e.want)).toEqual([first!.liveProgramTimeLength, 30]);
  });

  it('re-chains only from the edited row; rows before it and every entry object stay shared', () => {
    const list = build([video(1, 10), video(2, 10), video(3, 10), video(4, 10)]);
    const edited = applyOp(list, { t: 'time', key: list.entries[1]!.key, start: null, want: 30 });
    expect(windows(edited)).toEqual([[0, 10], [10, 40], [40, 50], [50, 60]]);
    expect(edited.entries[0]).toBe(list.entries[0]);
    expect(edited.entries[2]).toBe(list.entries[2]);
    expect(Array.from(rechainFrom(edited.entries, edited.ends, 2, 0))).toEqual(Array.from(edited.ends));
  });

  it('cuts at 23:59:59; entries after the end get no time and are found', () => {
    const list = build([video(1, 86000), video(2, 1000), video(3, 10)]);
    expect(windows(list)).toEqual([[0, 86000], [86000, 86399], [86399, 86399]]);
    expect(firstZeroDuration(list)).toBe(2);
    expect(totalOf(list)).toBe(87010);
    expect(isDayFull(list)).toBe(false);
    expect(isDayFull(build([video(1, 89999)]))).toBe(true);
    expect(isDayFull(build([video(1, 89998)]))).toBe(false);
  });

  it('adds at a position, removes and moves, keeping the day start', () => {
    let list = build([video(1, 10), video(2, 20)], 100);
    list = applyOp(list, { t: 'add', entry: entryOf(video(3, 5), 1, '20261122'), before: list.entries[0]!.key });
    expect(list.entries.map((e, i) => [e.liveProgramId, startAt(list, i)])).toEqual([[3, 100], [1, 105], [2, 115]]);
    list = applyOp(list, { t: 'remove', key: list.entries[0]!.key });
    expect(list.entries.map((e, i) => [e.liveProgramId, startAt(list, i)])).toEqual([[1, 100], [2, 110]]);
    list = applyOp(list, { t: 'move', key: list.entries[1]!.key, before: list.entries[0]!.key });
    expect(list.entries.map((e, i) => [e.liveProgramId, startAt(list, i), endAt(list, i)])).toEqual([[2, 100, 120], [1, 120, 130]]);
  });

  it('replays edits on a newer server list by entry identity and reports what the server changed', () => {
    const server0 = fromServer(toWire(build([video(1, 10), video(2, 10)])));
    const ops: ScheduleOp[] = [
      { t: 'time', key: server0.entries[1]!.key, start: null, want: 60 },
      { t: 'add', entry: entryOf(video(5, 7), 1, '20261122'), before: null },
    ];
    // meanwhile the server got a new first entry
    const server1 = fromServer(toWire(build([video(7, 30), video(1, 10), video(2, 10)])));
    const rebased = replay(server1, ops);
    expect(rebased.entries.map((e, i) => [e.liveProgramId, startAt(rebased, i), endAt(rebased, i)])).toEqual([
      [7, 0, 30], [1, 30, 40], [2, 40, 100], [5, 100, 107],
    ]);
    expect(diffDays(server0, server1)).toEqual({ added: ['视频7'], removed: [], retimed: ['视频1', '视频2'], reordered: false });
  });

  it('re-chains a 10,000-entry day from the middle without touching the entries around it', () => {
    const list = dayOfEntries(Array.from({ length: 10000 }, (_, i) => entryOf(video(i, 8), 1, '20261122')), 0);
    const edited = applyOp(list, { t: 'time', key: list.entries[5000]!.key, start: null, want: 1 });
    expect(edited.entries[4999]).toBe(list.entries[4999]);
    expect(edited.entries[5001]).toBe(list.entries[5001]);
    expect(startAt(edited, 5001)).toBe(5000 * 8 + 1);
    expect(endAt(edited, 9999)).toBe(10000 * 8 - 7);
  });
});

describe('fixed starts (固定开始)', () => {
  const pinned = (l: DayList, i: number, at: number) => applyOp(l, { t: 'pin', key: l.entries[i]!.key, at });

  it('keeps a pinned entry at its start while the entries before it change, and names the gap or overlap', () => {
    let l = pinned(build([video(1, 100), video(2, 100), video(3, 100), video(4, 50)]), 2, 250);
    expect(windows(l)).toEqual([[0, 100], [100, 200], [250, 350], [350, 400]]);
    expect(issuesOf(l).map((x) => [x.kind, x.from, x.to, x.text])).toEqual([['gap', 200, 250, '第3条「视频3」固定在00:04:10开始，前面00:03:20–00:04:10空档00:00:50']]);
    l = applyOp(l, { t: 'time', key: l.entries[0]!.key, start: null, want: 180 });
    expect(windows(l)).toEqual([[0, 180], [180, 280], [250, 350], [350, 400]]);
    expect(firstOverlap(l)?.text).toBe('第2条「视频2」结束于00:04:40，与第3条「视频3」的固定开始时间00:04:10重叠00:00:30');
    // the day after 00:00:00: a gap before the first start
    expect(issuesOf(build([video(1, 100)], 60))[0]).toMatchObject({ kind: 'gap', from: 0, to: 60, text: '00:00:00–00:01:00没有节目，空档00:01:00' });
  });

  it('counts as 已排 the programme time only, not the gap in front of a pinned entry', () => {
    const l = pinned(build([video(1, 100), video(2, 100), video(3, 100)]), 2, 500);
    expect(totalOf(l) - l.start).toBe(600);
    expect(scheduledOf(l)).toBe(300);
    expect(scheduledOf(EMPTY_DAY)).toBe(0);
  });

  it('goes to the wire with the gap and comes back pinned; 整体平移 moves pins, unpinning chains again', () => {
    const l = pinned(build([video(1, 100), video(2, 100)]), 1, 500);
    const wire = toWire(l);
    expect(wire[1]).toMatchObject({ startTime: '00:08:20', endTime: '00:10:00', fixedStart: 1 });
    const back = fromServer(wire);
    expect(windows(back)).toEqual(windows(l));
    expect(windows(applyOp(back, { t: 'shift', by: 60 }))).toEqual([[60, 160], [560, 660]]);
    expect(startMoveError(back, back.start + 90000, true)).not.toBeNull();
    expect(windows(applyOp(back, { t: 'pin', key: back.entries[1]!.key, at: null }))).toEqual([[0, 100], [100, 200]]);
    expect(firstZeroDuration(back)).toBe(-1);
  });
});
