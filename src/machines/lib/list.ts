// The pieces every list machine shares (spec 001 §9 paging, the status/keyword filter bar): its
// context fields, its filter and page events, the query it loads with, and the transitions of
// its `waiting`, `loading`, `failed` and `ready` states. A list machine spreads them into its own states,
// so each keeps its id, states and events while the shared behaviour is written once.
import { assign, fromPromise, type DoneActorEvent, type EventObject, type MachineContext } from 'xstate';
import { notProvided } from '../not-provided.js';
import { notifyAction } from './toasts.js';
import { errorText } from '../../../shared/error-text.js';
import { FIRST_LOAD_DELAY, isEmptyBeyondFirst, isPageSize, toggleAllIds, toggleId } from '../paging.js';

/** One page as the server sends it. */
export interface ListPage<Row> {
  list: Row[];
  total: number;
}

/** The pager's events and 重试 of a list that offers page sizes. */
export type PagingEvent = { type: 'page.go'; pageIndex: number } | { type: 'page.size'; pageSize: number } | { type: 'list.reload' };

/** The filter bar and pager events of a keyword list. */
export type KeywordListEvent =
  | { type: 'filter.keyword'; keyWord: string }
  | { type: 'filter.search' }
  | { type: 'page.go'; pageIndex: number }
  | { type: 'list.reload' };

/** …and of a list that also filters by status (-1: every status). */
export type StatusListEvent<S extends number> = { type: 'filter.status'; status: S } | KeywordListEvent;

/** The list query: the status when one is chosen (not -1), the trimmed keyword when any, the page. */
export function listQuery(c: { status?: number; keyWord: string; pageIndex: number; pageSize: number }) {
  return {
    ...(c.status !== undefined && c.status >= 0 ? { status: c.status } : {}),
    ...(c.keyWord.trim() ? { keyWord: c.keyWord.trim() } : {}),
    pageIndex: c.pageIndex,
    pageSize: c.pageSize,
  };
}

/** A `page.go` to a whole page from 1 on. */
export const isPageValid = ({ event }: { event: EventObject & { pageIndex?: number } }) =>
  event.type === 'page.go' && Number.isInteger(event.pageIndex) && (event.pageIndex ?? 0) >= 1;

/**
 * An assign action usable in any machine whose context has the fields it writes (the machine's
 * context type C is checked where the piece is used; the event is read as the piece expects).
 */
export function act<C extends MachineContext>(update: (args: { context: C; event: EventObject & Record<string, unknown> }) => Record<string, unknown>) {
  return assign<C, EventObject, undefined, never, never>((args) => update(args as { context: C; event: EventObject & Record<string, unknown> }) as Partial<C>);
}

/** Clears the list's error. */
const clearError = <C extends MachineContext>() => act<C>(() => ({ error: '' }));

/** Reads the page out of a page call's answer (`PageOf`: a list whose answer carries more than its page). */
type PageOf = (output: unknown) => ListPage<unknown>;
const asPage: PageOf = (output) => output as ListPage<unknown>;

/** Stores a loaded page's rows and total (and what `keep` takes from the rest of the answer). */
export function storePage<C extends MachineContext>(pageOf: PageOf = asPage, keep?: (output: unknown) => Partial<C>) {
  return act<C>(({ event }) => {
    const page = pageOf(event.output);
    return { rows: page.list, total: page.total, ...keep?.(event.output) };
  });
}

/** Stores a failure's text as the list's error. */
export function storeError<C extends MachineContext>() {
  return act<C>(({ event }) => ({ error: errorText(event.error) }));
}

/**
 * `waiting`: a list machine's initial state; the first load starts FIRST_LOAD_DELAY (300 ms) after
 * the list appears (spec 001 §9), at `target` (default `loading`). Later loads are not delayed.
 * The reload event starts it at once: a kept list (ui/kept-actor.ts) left within its first 300 ms
 * comes back from a snapshot in `waiting` whose timer was not kept, and is sent `list.reload`.
 */
export function waitingState(target = 'loading') {
  return { after: { [FIRST_LOAD_DELAY]: target }, on: { 'list.reload': target } } as const;
}

/** `failed`: the reload event tries again (from `target`, default `loading`). */
export function failedState<C extends MachineContext>(target = 'loading') {
  return { on: { 'list.reload': { target, actions: clearError<C>() } } };
}

/** 查询 (back to page 1), a page, and reload: the transitions every filtered list's `ready` state has. */
export function searchPageOn<C extends MachineContext>() {
  return {
    'filter.search': { target: 'loading', actions: act<C>(() => ({ pageIndex: 1, error: '' })) },
    'page.go': { guard: 'isPageValid', target: 'loading', actions: act<C>(({ event }) => ({ pageIndex: event.pageIndex, error: '' })) },
    'list.reload': { target: 'loading', actions: clearError<C>() },
  } as const;
}

/**
 * Typing the keyword: taken in every state (spread into the machine's root `on`), so what is
 * typed while a page loads or a command runs is kept; 查询 then searches with it.
 */
export function typingOn<C extends MachineContext>() {
  return {
    'filter.keyword': { actions: act<C>(({ event }) => ({ keyWord: event.keyWord })) },
  } as const;
}

/** …with the status filter too. */
export function statusListOn<C extends MachineContext>() {
  return {
    'filter.status': { target: 'loading', actions: act<C>(({ event }) => ({ status: event.status, pageIndex: 1, error: '' })) },
    ...searchPageOn<C>(),
  } as const;
}

/**
 * `loading`: the `fetchPage` effect with the list's query; its page goes to `ready` (a later page
 * that came back empty loads the page before it, spec 001 §9), a failure to `failed`. An answer
 * that carries more than the page names where its page is (`pageOf`) and what else to `keep`.
 */
export function loadingState<C extends MachineContext & { pageIndex: number }, Q, O = ListPage<unknown>>(
  input: (args: { context: C }) => Q,
  o: { pageOf?: (output: O) => ListPage<unknown>; keep?: (output: O) => Partial<C> } = {},
) {
  const pageOf: PageOf = (output) => (o.pageOf ? o.pageOf(output as O) : asPage(output));
  const keepOf = o.keep;
  const keep = keepOf && ((output: unknown) => keepOf(output as O));
  return {
    invoke: {
      src: 'fetchPage',
      input,
      onDone: [stepBackWhenEmpty<C>(pageOf), { target: 'ready', actions: storePage<C>(pageOf, keep) }],
      onError: { target: 'failed', actions: storeError<C>() },
    },
  } as const;
}

/**
 * `running`: the `act` effect runs the pending command; done, the `notify` action tells `done`
 * and the list loads again (`reset` clears what the command's dialog held, `keep` stores what the
 * answer says); refused, the list stays `ready` with the server's message (`failReset` clears
 * more).
 */
export function commandState<C extends MachineContext & { pending: unknown }>(o: {
  done: (context: C) => string;
  reset?: Partial<C>;
  failReset?: Partial<C>;
  /** What the context keeps of the command's answer (read before `pending` is cleared). */
  keep?: (context: C, output: unknown) => Partial<C>;
}) {
  return {
    invoke: {
      src: 'act' as const,
      input: ({ context }: { context: C }) => context.pending as NonNullable<C['pending']>,
      onDone: {
        target: 'loading',
        actions: [{ type: 'notify' as const, params: ({ context }: { context: C }) => ({ text: o.done(context) }) }, act<C>(({ context, event }) => ({ ...o.keep?.(context, event.output), pending: null, ...o.reset }))],
      },
      onError: { target: 'ready', actions: act<C>(({ event }) => ({ pending: null, ...o.failReset, error: errorText(event.error) })) },
    },
  };
}

/** The events of a file list's selection (fileSelectionOn). */
export type FileSelectionEvent = { type: 'file.toggle'; fileId: number } | { type: 'selection.all' };

/** A file list's selection on its `loaded` state: tick one file, or all of the page (or none). */
export function fileSelectionOn<C extends MachineContext & { selected: number[]; files: { fileId: number }[] }>() {
  return {
    'file.toggle': { actions: act<C>(({ context, event }) => ({ selected: toggleId(context.selected, event.fileId as number) })) },
    'selection.all': { actions: act<C>(({ context }) => ({ selected: toggleAllIds(context.selected, context.files.map((f) => f.fileId)) })) },
  };
}

/**
 * setup()'s effects of a queue (`name`: the machine's id): `fetchPage` (query Q, page P), `act`
 * (command C) and the `notify` action, each a default that throws until the wiring provides it.
 */
export function queueEffectNames<P, Q, C>(name: string) {
  return {
    actors: {
      fetchPage: fromPromise<P, Q>(async () => notProvided(`${name}.fetchPage`)),
      act: fromPromise<unknown, C>(async () => notProvided(`${name}.act`)),
    },
    actions: notifyAction(name),
  };
}

/** A later page that came back empty (its last row was deleted): load the page before it (spec 001 §9). */
export function stepBackWhenEmpty<C extends MachineContext & { pageIndex: number }>(pageOf: PageOf = asPage) {
  return {
    guard: ({ context, event }: { context: C; event: DoneActorEvent<unknown> }) => isEmptyBeyondFirst(context.pageIndex, pageOf(event.output).list),
    target: 'loading',
    reenter: true,
    actions: act<C>(({ context }) => ({ pageIndex: context.pageIndex - 1 })),
  } as const;
}

/** `page.size`: a size the selector offers, from page 1 (`also`: what else it resets). */
export function pageSizeChange<C extends MachineContext & { pageSize: number }>(target: string, also: Partial<C> = {}) {
  return {
    guard: ({ event }: { event: EventObject & { pageSize: number } }) => isPageSize(event.pageSize),
    target,
    actions: act<C>(({ event }) => ({ pageSize: event.pageSize, pageIndex: 1, ...also })),
  };
}
