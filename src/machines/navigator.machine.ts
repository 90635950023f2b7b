// The shell's navigation (spec §2 navigation guard): every in-app move of the shell (header,
// menus, shortcuts, sidebar, tabs, notifications) goes through the leave check first; a menu
// that points outside opens its address; 云终端 opens the web terminal's address. A screen with
// unsaved work registers its check with its own machine's `guardLeave` effect; the question the
// check raises is this machine's `asking` state, which the shell's leave dialog shows and
// answers (leave.answer).
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export type NavigatorEvent =
  | { type: 'nav.go'; to: string }
  | { type: 'nav.open'; url: string; newWindow: boolean }
  | { type: 'nav.terminal' }
  /** From the leaveQuestions effect: a leave check asks (its message, or null for the default text). */
  | { type: 'leave.asked'; message: string | null }
  /** From the leaveQuestions effect: no question is open any more. */
  | { type: 'leave.settled' }
  /** The operator's answer: 离开 (true) or 取消 (false). */
  | { type: 'leave.answer'; ok: boolean };

export const navigatorMachine = setup({
  types: typesOf<{ message: string | null }, NavigatorEvent>(),
  actors: {
    /** Reports the open leave question (leave.asked) and its end (leave.settled) while the shell runs. */
    leaveQuestions: fromCallback<EventObject>(() => notProvided('navigator.leaveQuestions')),
  },
  actions: {
    /** In-app navigation once the leave check agrees. */
    go: (_, _params: { to: string }) => notProvided('navigator.go'),
    /** An address outside the console, in this window or a new one. */
    openUrl: (_, _params: { url: string; newWindow: boolean }) => notProvided('navigator.openUrl'),
    /** The web terminal: a window opened at once (popup blockers), its address set when the server answers. */
    openTerminal: () => notProvided('navigator.openTerminal'),
    answerLeave: (_, _params: { ok: boolean }) => notProvided('navigator.answerLeave'),
  },
}).createMachine({
  id: 'navigator',
  context: { message: null },
  invoke: { id: 'leaveQuestions', src: 'leaveQuestions' },
  on: {
    'nav.go': { actions: { type: 'go', params: ({ event }) => ({ to: event.to }) } },
    'nav.open': { actions: { type: 'openUrl', params: ({ event }) => ({ url: event.url, newWindow: event.newWindow }) } },
    'nav.terminal': { actions: 'openTerminal' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'leave.asked': { target: 'asking', actions: assign({ message: ({ event }) => event.message }) } },
    },
    asking: {
      on: {
        // a newer question replaces the open one
        'leave.asked': { actions: assign({ message: ({ event }) => event.message }) },
        'leave.answer': { target: 'idle', actions: [{ type: 'answerLeave', params: ({ event }) => ({ ok: event.ok }) }, assign({ message: null })] },
        'leave.settled': { target: 'idle', actions: assign({ message: null }) },
      },
    },
  },
});
