// A day's programme list asked for before the editor needs it (issue 18): the console starts the
// call as soon as it knows that the page being opened is the editor (src/app/route-preload.ts),
// in parallel with the session restore and the screen's chunk; the editor's loadDay effect then
// takes that answer instead of calling again. A held call serves one load only, of the same
// channel, day and token, within PREFETCH_TTL; a failed one is made again by the editor itself.
import type { ProgrammeDay } from '../../../shared/schedule.js';
import { getProgramDay } from '../api/schedule-api.js';
import { readToken } from '../storage.js';

/** How long a prefetched day waits for the editor (ms). */
export const PREFETCH_TTL = 15_000;

interface Held {
  key: string;
  at: number;
  answer: Promise<ProgrammeDay>;
}

let held: Held | null = null;

const keyOf = (liveTvId: number, day: string) => `${readToken()}|${liveTvId}|${day}`;

/** Starts loading a day for the editor about to open (nothing without a token). */
export function prefetchDay(liveTvId: number, day: string, load = getProgramDay, now = Date.now()): void {
  if (!readToken() || !Number.isInteger(liveTvId) || liveTvId <= 0) return;
  const answer = load(liveTvId, day);
  // nobody may take it: an unhandled rejection is not an error here
  answer.catch(() => undefined);
  held = { key: keyOf(liveTvId, day), at: now, answer };
}

/** The prefetched answer for this day, once (null when there is none, it is stale or another's). */
export function takePrefetchedDay(liveTvId: number, day: string, now = Date.now()): Promise<ProgrammeDay> | null {
  const h = held;
  held = null;
  if (!h || h.key !== keyOf(liveTvId, day) || now - h.at > PREFETCH_TTL) return null;
  return h.answer;
}

/** The editor's day: the prefetched answer when there is one (its failure: called again), else a call. */
export function loadProgramDay(liveTvId: number, day: string, load = getProgramDay): Promise<ProgrammeDay> {
  const prefetched = takePrefetchedDay(liveTvId, day);
  return prefetched ? prefetched.catch(() => load(liveTvId, day)) : load(liveTvId, day);
}

/** Drops a held call (tests). */
export function dropPrefetchedDay(): void {
  held = null;
}
