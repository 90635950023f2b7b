// The soft edit lock of one content item, invoked by the content editor (docs/content.md "Edit
// lock and presence"): opening an existing item takes the lock; while someone else holds it the
// editor shows who (「王晓 正在编辑」) and offers 接管编辑; the lock is renewed every
// CONTENT_LOCK.renewMs while held and released when the editor goes (the `holdLock` effect frees
// it on its way out, also when the tab closes); a take-over by someone else is heard on the
// message socket and the editor is told at once. The socket's review news about the item is
// passed on to the editor too. What the editor must know is reported through `input.report`.
import { assign, fromCallback, fromPromise, setup, type DoneActorEvent, type EventObject } from 'xstate';
import { CONTENT_LOCK, type LockHolder, type LockResult } from '../../shared/content-lock.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { storeError } from './lib/list.js';

export const LOCK_DELAYS = {
  /** The heartbeat while the lock is held. */
  renew: CONTENT_LOCK.renewMs,
  /** After a failed lock call (network): try again. */
  retry: 15_000,
} as const;

/** What the editor hears from its lock: whether it may autosave, and review news of its item. */
export type LockReport = { type: 'lock.state'; held: boolean } | { type: 'content.reviewed'; status: number };

export interface ContentLockInput {
  /** The item; null (a new item): there is nothing to lock. */
  id: number | null;
  /** Tells the editor (its own `self.send`); absent in tests of the lock alone. */
  report?: (e: LockReport) => void;
}

export interface ContentLockContext {
  id: number | null;
  report: ((e: LockReport) => void) | null;
  /** Who holds the lock when it is not this user's. */
  holder: LockHolder | null;
  /** Who took the lock over from this user. */
  takenBy: LockHolder | null;
  error: string | null;
}

export type ContentLockEvent =
  /** The user asks to edit anyway (接管编辑), or to take the lock back after a take-over. */
  | { type: 'lock.take' }
  /** The socket: the item's lock changed (`mine`: the new holder is this user; holder null: released). */
  | { type: 'lock.changed'; id: number; holder: LockHolder | null; mine: boolean }
  /** The socket: the item was approved or rejected. */
  | { type: 'content.reviewed'; id: number; status: number };

/**
 * Asking for the lock (`take`: over another holder's head, 接管编辑): granted → `holding`, held by
 * someone else → `heldByOther` (who, in `holder`), a failed call → `failed`.
 */
function askingState(take: boolean) {
  return {
    invoke: {
      src: 'takeLock',
      input: ({ context }: { context: ContentLockContext }) => ({ id: context.id!, take }),
      onDone: [
        { guard: { type: 'isMine', params: ({ event }: { event: DoneActorEvent<LockResult> }) => event.output }, target: 'holding' },
        { target: 'heldByOther', actions: assign<ContentLockContext, DoneActorEvent<LockResult>, undefined, ContentLockEvent, never>({ holder: ({ event }) => event.output.holder }) },
      ],
      onError: { target: 'failed', actions: storeError<ContentLockContext>() },
    },
  } as const;
}

export const contentLockMachine = setup({
  types: typesOf<ContentLockContext, ContentLockEvent, ContentLockInput>(),
  actors: {
    /** content/lock; `take` takes it over. Someone else holding it is an answer (mine false), not an error. */
    takeLock: fromPromise<LockResult, { id: number; take: boolean }>(async () => notProvided('contentLock.takeLock')),
    /** While running: the lock is this tab's; stopping it (leaving the editor, closing the tab) releases it. */
    holdLock: fromCallback<EventObject, { id: number }>(() => notProvided('contentLock.holdLock')),
    /** The message socket's lock and review frames about the item, as lock.changed / content.reviewed. */
    lockEvents: fromCallback<EventObject, { id: number }>(() => notProvided('contentLock.lockEvents')),
  },
  actions: {
    /** Tells the editor (input.report). */
    tell: ({ context }, e: LockReport) => context.report?.(e),
  },
  guards: {
    hasItem: ({ context }) => context.id !== null,
    isMine: (_, lock: LockResult) => lock.mine,
    isThisItem: ({ context, event }) => 'id' in event && event.id === context.id,
    isReleased: ({ context, event }) => event.type === 'lock.changed' && event.id === context.id && event.holder === null,
    isTakenByOther: ({ context, event }) => event.type === 'lock.changed' && event.id === context.id && event.holder !== null && !event.mine,
  },
  delays: LOCK_DELAYS,
}).createMachine({
  id: 'contentLock',
  context: ({ input }) => ({ id: input.id, report: input.report ?? null, holder: null, takenBy: null, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasItem', target: 'active' }, { target: 'none' }] },
    /** A new item: nobody else can open it yet. */
    none: {},
    active: {
      invoke: { src: 'lockEvents', input: ({ context }) => ({ id: context.id! }) },
      on: {
        'content.reviewed': { guard: 'isThisItem', actions: { type: 'tell', params: ({ event }) => ({ type: 'content.reviewed' as const, status: event.status }) } },
      },
      initial: 'acquiring',
      states: {
        acquiring: askingState(false),
        /** This user holds the lock: renewed on a heartbeat, released on the way out. */
        holding: {
          entry: [assign({ holder: null, takenBy: null, error: null }), { type: 'tell', params: { type: 'lock.state', held: true } }],
          invoke: { src: 'holdLock', input: ({ context }) => ({ id: context.id! }) },
          on: {
            'lock.changed': [
              { guard: 'isTakenByOther', target: 'lost', actions: assign({ takenBy: ({ event }) => event.holder }) },
              // released under this tab (the same user's other tab left): take it again now
              { guard: 'isReleased', target: '.renewing' },
            ],
          },
          initial: 'idle',
          states: {
            idle: { after: { renew: 'renewing' } },
            renewing: {
              invoke: {
                src: 'takeLock',
                input: ({ context }) => ({ id: context.id!, take: false }),
                onDone: [
                  { guard: { type: 'isMine', params: ({ event }) => event.output }, target: 'idle' },
                  { target: '#contentLock.active.lost', actions: assign({ takenBy: ({ event }) => event.output.holder }) },
                ],
                // a missed renewal is not lost yet (the lock lives well beyond one heartbeat)
                onError: 'idle',
              },
            },
          },
        },
        /** Someone else edits the item (「王晓 正在编辑」): 接管编辑 takes it over; their release frees it for this user. */
        heldByOther: {
          entry: { type: 'tell', params: { type: 'lock.state', held: false } },
          on: {
            'lock.take': 'taking',
            'lock.changed': [
              { guard: 'isReleased', target: 'acquiring' },
              { guard: 'isTakenByOther', actions: assign({ holder: ({ event }) => event.holder }) },
            ],
          },
        },
        taking: askingState(true),
        /** Someone took the lock over: autosave stops, the user's text stays (form and local copy); 重新接管 takes it back. */
        lost: {
          entry: { type: 'tell', params: { type: 'lock.state', held: false } },
          on: { 'lock.take': 'taking' },
        },
        /** The lock call failed (network): the editor keeps working (the lock is soft); tried again later. */
        failed: {
          after: { retry: 'acquiring' },
          on: { 'lock.take': 'taking' },
        },
      },
    },
  },
});
