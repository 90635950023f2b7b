// The editor's first calls asked for before the editor needs them: the console starts
// them as soon as it knows that the page being opened is the editor (src/app/route-preload.ts),
// in parallel with the session restore and the screen's chunk: the user's rights on the channel
// and the day's draft in the browser (small, so first), then the day's programme list. The
// editor's effects (loadEditable, loadDraft, loadDay) then take those answers instead of asking
// again, so its checks before the day is shown cost no round trip of their own. A held call serves
// one load only, of the same channel, day and token, within PREFETCH_TTL; a failed one is made
// again by the editor itself.
import type { MyChannelRights } from '../../../shared/org.js';
import type { ProgrammeDay } from '../../../shared/schedule.js';
import type { ScheduleDraft } from '../../../shared/schedule-editor.js';
import { getMyChannelRights, getProgramDay } from '../api/schedule-api.js';
import { readToken } from '../storage.js';
import { loadDraft } from './drafts.js';

/** How long a prefetched answer waits for the editor (ms). */
export const PREFETCH_TTL = 15_000;

interface Held<T> {
  key: string;
  at: number;
  answer: Promise<T>;
}

/** One held answer of a kind: held by the preload, taken once by the editor. */
function heldCall<T>() {
  let held: Held<T> | null = null;
  return {
    hold(key: string, answer: Promise<T>, now: number): void {
      // nobody may take it: an unhandled rejection is not an error here
      answer.catch(() => undefined);
      held = { key, at: now, answer };
    },
    take(key: string, now: number): Promise<T> | null {
      const h = held;
      held = null;
      return !h || h.key !== key || now - h.at > PREFETCH_TTL ? null : h.answer;
    },
    drop(): void {
      held = null;
    },
  };
}

const days = heldCall<ProgrammeDay>();
const rights = heldCall<MyChannelRights>();
const drafts = heldCall<ScheduleDraft | null>();

const keyOf = (liveTvId: number, day: string) => `${readToken()}|${liveTvId}|${day}`;
/** Rights are the user's, asked for by the editor of one channel, whatever the day. */
const rightsKeyOf = (liveTvId: number) => `${readToken()}|${liveTvId}`;
const canPrefetch = (liveTvId: number) => !!readToken() && Number.isInteger(liveTvId) && liveTvId > 0;

/** Starts loading a day for the editor about to open (nothing without a token). */
export function prefetchDay(liveTvId: number, day: string, load = getProgramDay, now = Date.now()): void {
  if (canPrefetch(liveTvId)) days.hold(keyOf(liveTvId, day), load(liveTvId, day), now);
}

export interface EditorCalls {
  rights: () => Promise<MyChannelRights>;
  draft: (liveTvId: number, day: string) => Promise<ScheduleDraft | null>;
  day: (liveTvId: number, day: string) => Promise<ProgrammeDay>;
}

const EDITOR_CALLS: EditorCalls = { rights: getMyChannelRights, draft: loadDraft, day: getProgramDay };

/** Starts every first call of the editor about to open: rights and draft, then the day. */
export function prefetchEditor(liveTvId: number, day: string, calls = EDITOR_CALLS, now = Date.now()): void {
  if (!canPrefetch(liveTvId)) return;
  rights.hold(rightsKeyOf(liveTvId), calls.rights(), now);
  drafts.hold(keyOf(liveTvId, day), calls.draft(liveTvId, day), now);
  prefetchDay(liveTvId, day, calls.day, now);
}

/** The prefetched answer for this day, once (null when there is none, it is stale or another's). */
export function takePrefetchedDay(liveTvId: number, day: string, now = Date.now()): Promise<ProgrammeDay> | null {
  return days.take(keyOf(liveTvId, day), now);
}

/** A held answer when there is one (its failure: called again), else a call. */
function takeOrCall<T>(held: Promise<T> | null, call: () => Promise<T>): Promise<T> {
  return held ? held.catch(call) : call();
}

/** The editor's day: the prefetched answer when there is one (its failure: called again), else a call. */
export function loadProgramDay(liveTvId: number, day: string, load = getProgramDay): Promise<ProgrammeDay> {
  return takeOrCall(takePrefetchedDay(liveTvId, day), () => load(liveTvId, day));
}

/** The user's channel rights for the editor of this channel: prefetched once, else a call. */
export function loadEditorRights(liveTvId: number, load = getMyChannelRights, now = Date.now()): Promise<MyChannelRights> {
  return takeOrCall(rights.take(rightsKeyOf(liveTvId), now), load);
}

/** The day's draft for the editor: read once by the preload, else read now. */
export function loadEditorDraft(liveTvId: number, day: string, load = loadDraft, now = Date.now()): Promise<ScheduleDraft | null> {
  return takeOrCall(drafts.take(keyOf(liveTvId, day), now), () => load(liveTvId, day));
}

/** Drops every held call (tests). */
export function dropPrefetchedDay(): void {
  days.drop();
  rights.drop();
  drafts.drop();
}
