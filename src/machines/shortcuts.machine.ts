// The user's shortcut entries and their editor 快捷菜单配置 (spec §4, §5): loaded from the
// server at start; while open, add (an entry already there is removed instead; at most 9 —
// COMMON_MESSAGES.tooManyShortcuts and the extra dropped), remove, drag to reorder (duplicates by resourceId
// removed afterwards), search; 完成 saves the ids in order and shows the server's message,
// 取消 restores the list from local storage.
import { assign, fromPromise, setup } from 'xstate';
import type { ShortcutEntry } from '../../shared/api.js';
import { notProvided } from './not-provided.js';
import { kindNotifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';

export const MAX_SHORTCUTS = 9;
export const TOO_MANY_SHORTCUTS = COMMON_MESSAGES.tooManyShortcuts;

export type ShortcutsEvent =
  | { type: 'editor.open' }
  | { type: 'editor.search'; text: string }
  | { type: 'entry.toggle'; entry: ShortcutEntry }
  | { type: 'entry.remove'; comMicsId: number }
  | { type: 'entry.move'; from: number; to: number }
  | { type: 'editor.finish' }
  | { type: 'editor.cancel' };

export interface ShortcutsContext {
  entries: ShortcutEntry[];
  /** The list as last stored (input, loaded or saved): what 取消 puts back. */
  stored: ShortcutEntry[];
  search: string;
}

/** `list` with the item at `from` moved to `to` (the others keep their order). */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}

/** Keeps the first of entries sharing a resource (entries without one count by menu id). */
export function dedupeByResource(entries: readonly ShortcutEntry[]): ShortcutEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = e.resourceId ? `r${e.resourceId}` : `m${e.comMicsId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const shortcutsMachine = setup({
  types: typesOf<ShortcutsContext, ShortcutsEvent, { entries: ShortcutEntry[] }>(),
  actors: {
    loadShortcuts: fromPromise<ShortcutEntry[]>(async () => notProvided('shortcuts.loadShortcuts')),
    saveShortcuts: fromPromise<string, { comMicsIds: string }>(async () => notProvided('shortcuts.saveShortcuts')),
  },
  actions: {
    store: (_, _params: { entries: ShortcutEntry[] }) => notProvided('shortcuts.store'),
    ...kindNotifyAction('shortcuts'),
    /** Puts back the list as last stored. */
    restore: assign({ entries: ({ context }) => context.stored }),
  },
  guards: {
    present: ({ context, event }) => event.type === 'entry.toggle' && context.entries.some((e) => e.comMicsId === event.entry.comMicsId),
    full: ({ context }) => context.entries.length >= MAX_SHORTCUTS,
    isMoveInRange: ({ context, event }) =>
      event.type === 'entry.move' &&
      [event.from, event.to].every((i) => Number.isInteger(i) && i >= 0 && i < context.entries.length),
  },
}).createMachine({
  id: 'shortcuts',
  context: ({ input }) => ({ entries: input.entries.slice(0, MAX_SHORTCUTS), stored: input.entries.slice(0, MAX_SHORTCUTS), search: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadShortcuts',
        onDone: {
          target: 'closed',
          actions: [
            assign({ entries: ({ event }) => event.output.slice(0, MAX_SHORTCUTS), stored: ({ event }) => event.output.slice(0, MAX_SHORTCUTS) }),
            { type: 'store', params: ({ event }) => ({ entries: event.output.slice(0, MAX_SHORTCUTS) }) },
          ],
        },
        // keeps the stored list
        onError: 'closed',
      },
      on: { 'editor.open': { target: 'open', actions: assign({ search: '' }) } },
    },
    closed: {
      on: { 'editor.open': { target: 'open', actions: assign({ search: '' }) } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'editor.search': { actions: assign({ search: ({ event }) => event.text }) },
            'entry.toggle': [
              {
                guard: 'present',
                actions: assign({ entries: ({ context, event }) => context.entries.filter((e) => e.comMicsId !== event.entry.comMicsId) }),
              },
              { guard: 'full', actions: { type: 'notify', params: { kind: 'warning', text: TOO_MANY_SHORTCUTS } } },
              { actions: assign({ entries: ({ context, event }) => [...context.entries, event.entry] }) },
            ],
            'entry.remove': { actions: assign({ entries: ({ context, event }) => context.entries.filter((e) => e.comMicsId !== event.comMicsId) }) },
            'entry.move': {
              guard: 'isMoveInRange',
              actions: assign({ entries: ({ context, event }) => dedupeByResource(arrayMove(context.entries, event.from, event.to)) }),
            },
            'editor.finish': 'saving',
            'editor.cancel': { target: '#shortcuts.closed', actions: 'restore' },
          },
        },
        saving: {
          invoke: {
            src: 'saveShortcuts',
            input: ({ context }) => ({ comMicsIds: context.entries.map((e) => e.comMicsId).join(',') }),
            onDone: {
              target: '#shortcuts.closed',
              actions: [
                assign({ stored: ({ context }) => context.entries }),
                { type: 'store', params: ({ context }) => ({ entries: context.entries }) },
                { type: 'notify', params: ({ event }) => ({ kind: 'success' as const, text: event.output }) },
              ],
            },
            // the http layer shows the server's error; the editor stays open
            onError: 'editing',
          },
        },
      },
    },
  },
});
