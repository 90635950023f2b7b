// Edits of a programme day as operations keyed by entry identity, so that the same edits can be
// applied to the list they were made on, replayed on top of a newer server list (conflict
// "re-apply"), or restored from a draft after a reload. Pure.
import type { ScheduleOp } from '../../shared/schedule-editor.js';
import { withMeta } from './schedule-meta.js';
import { endAt, pinOf, rechainFrom, startAt, type DayList, type EditorEntry } from './schedule-time.js';

export type { ScheduleOp };

function indexOfKey(entries: readonly EditorEntry[], key: string | null): number {
  if (key === null) return -1;
  for (let i = 0; i < entries.length; i++) if (entries[i]!.key === key) return i;
  return -1;
}

const withEntries = (list: DayList, entries: EditorEntry[], at: number, start = list.start): DayList => ({
  entries,
  start,
  ends: rechainFrom(entries, list.ends, at, start),
});

/** Applies one operation and re-chains from the first row it touched. Unknown keys: no change. */
export function applyOp(list: DayList, op: ScheduleOp): DayList {
  const { entries } = list;
  switch (op.t) {
    case 'add': {
      const at = op.before === null ? entries.length : indexOfKey(entries, op.before);
      const index = at < 0 ? entries.length : at;
      const out = entries.slice();
      out.splice(index, 0, op.entry);
      return withEntries(list, out, index);
    }
    case 'remove': {
      const index = indexOfKey(entries, op.key);
      if (index < 0) return list;
      const out = entries.slice();
      out.splice(index, 1);
      return withEntries(list, out, index);
    }
    case 'move': {
      const from = indexOfKey(entries, op.key);
      if (from < 0) return list;
      const out = entries.slice();
      const [moved] = out.splice(from, 1);
      const at = op.before === null ? out.length : indexOfKey(out, op.before);
      const to = at < 0 ? out.length : at;
      out.splice(to, 0, moved!);
      return withEntries(list, out, Math.min(from, to));
    }
    case 'time': {
      const index = indexOfKey(entries, op.key);
      if (index < 0) return list;
      const out = entries.slice();
      const pinned = pinOf(entries[index]) >= 0;
      // a pinned first row given a start moves its pin (its duration is `want` from there)
      out[index] = { ...entries[index]!, want: op.want, ...(pinned && index === 0 && op.start !== null ? { at: op.start } : {}) };
      const start = index === 0 && op.start !== null ? op.start : list.start;
      return withEntries(list, out, index === 0 ? 0 : index, start);
    }
    case 'start': {
      if (!entries.length) return list;
      // a pinned first row moves with the day's start; later pinned rows stay where they are
      const out = entries.slice();
      if (pinOf(out[0]) >= 0) out[0] = { ...out[0]!, at: op.start };
      return withEntries(list, out, 0, op.start);
    }
    case 'shift':
      // 整体平移 moves everything, pinned entries too
      return entries.length ? withEntries(list, entries.map((e) => (pinOf(e) >= 0 ? { ...e, at: e.at! + op.by } : e)), 0, list.start + op.by) : list;
    case 'pin': {
      const index = indexOfKey(entries, op.key);
      if (index < 0) return list;
      const out = entries.slice();
      const { at: _at, fixedStart: _fixed, ...rest } = entries[index]!;
      out[index] = op.at === null ? rest : { ...rest, fixedStart: 1, at: op.at };
      // the first row keeps where it starts when unpinned
      const start = index === 0 ? (op.at ?? startAt(list, 0)) : list.start;
      return withEntries(list, out, index, start);
    }
    case 'meta': {
      // the timeline does not move: only the entry is replaced
      const index = indexOfKey(entries, op.key);
      if (index < 0) return list;
      const out = entries.slice();
      out[index] = withMeta(entries[index]!, op.meta);
      return { ...list, entries: out };
    }
  }
}

/** Replays operations on a list (e.g. the server's newer list). */
export function replay(list: DayList, ops: readonly ScheduleOp[]): DayList {
  let out = list;
  for (const op of ops) out = applyOp(out, op);
  return out;
}

export interface DayDiff {
  /** Names of entries the server has and the base had not. */
  added: string[];
  /** Names of entries the base had and the server has not. */
  removed: string[];
  /** Entries in both whose time window differs. */
  retimed: string[];
  /** True when entries in both are in another order. */
  reordered: boolean;
}

/** What changed between the list an edit started from and the server's newer list. */
export function diffDays(base: DayList, server: DayList): DayDiff {
  const baseIndex = new Map(base.entries.map((e, i) => [e.key, i]));
  const serverKeys = new Set(server.entries.map((e) => e.key));
  const added: string[] = [];
  const retimed: string[] = [];
  server.entries.forEach((e, i) => {
    const b = baseIndex.get(e.key);
    if (b === undefined) added.push(e.liveProgramName);
    else if (startAt(base, b) !== startAt(server, i) || endAt(base, b) !== endAt(server, i)) retimed.push(e.liveProgramName);
  });
  const removed = base.entries.filter((e) => !serverKeys.has(e.key)).map((e) => e.liveProgramName);
  const commonBase = base.entries.filter((e) => serverKeys.has(e.key)).map((e) => e.key);
  const commonServer = server.entries.filter((e) => baseIndex.has(e.key)).map((e) => e.key);
  const reordered = commonBase.some((k, i) => commonServer[i] !== k);
  return { added, removed, retimed, reordered };
}
