// The lists' date shortcuts (spec §3): all time, past 7, 30 and 90 days (no future dates).
import { contentMessages as m } from './messages.js';

export type DateShortcut = 'all' | '7' | '30' | '90';

export const DATE_SHORTCUTS: readonly { key: DateShortcut; label: string }[] = [
  { key: 'all', label: m.dateAll },
  { key: '7', label: m.date7 },
  { key: '30', label: m.date30 },
  { key: '90', label: m.date90 },
];

/** The createTime filter ('from,to' epoch ms) of a shortcut, '' for all time. */
export function createTimeOf(key: DateShortcut, now = Date.now()): string {
  if (key === 'all') return '';
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - (Number(key) - 1));
  return `${start.getTime()},${now}`;
}
