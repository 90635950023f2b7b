// 回答单位 (/politics/units): the answering units with their users. New or rename in a name
// dialog; 绑定用户 loads the unit's bound users (findBindUsers), lets them be ticked and saves them
// (bindUsers); delete asks first. One step at a time; after it the list loads again.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';
import { QA_MACHINE_TEXTS as T, type PoliticsUnit, type UnitCommand, type UserChoice } from '../../shared/qa-tasks.js';
import { toggleId } from './paging.js';


export interface PoliticsUnitsContext {
  units: PoliticsUnit[];
  users: UserChoice[];
  target: number;
  name: string;
  bound: number[];
  pending: UnitCommand | null;
  error: string;
}

export type PoliticsUnitsEvent =
  | { type: 'list.reload' }
  | { type: 'unit.new' }
  | { type: 'unit.rename'; id: number; name: string }
  | { type: 'name.change'; value: string }
  | { type: 'unit.bind'; id: number }
  | { type: 'user.toggle'; userId: number }
  | { type: 'unit.delete'; id: number }
  | { type: 'dialog.submit' }
  | { type: 'dialog.cancel' };

const done = { save: T.done.save, bind: T.done.bind, delete: T.done.delete } as const;

export const politicsUnitsMachine = setup({
  types: typesOf<PoliticsUnitsContext, PoliticsUnitsEvent>(),
  actors: {
    fetchUnits: fromPromise<{ units: PoliticsUnit[]; users: UserChoice[] }>(async () => notProvided('politicsUnits.fetchUnits')),
    fetchBound: fromPromise<number[], { unitId: number }>(async () => notProvided('politicsUnits.fetchBound')),
    act: fromPromise<unknown, UnitCommand>(async () => notProvided('politicsUnits.act')),
  },
  actions: notifyAction('politicsUnits'),
  guards: {
    hasName: ({ context }) => context.name.trim() !== '',
  },
}).createMachine({
  id: 'politicsUnits',
  context: { units: [], users: [], target: 0, name: '', bound: [], pending: null, error: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchUnits',
        onDone: { target: 'ready', actions: assign({ units: ({ event }) => event.output.units, users: ({ event }) => event.output.users }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'list.reload': { target: 'loading', actions: assign({ error: '' }) },
        'unit.new': { target: 'naming', actions: assign({ target: 0, name: '', error: '' }) },
        'unit.rename': { target: 'naming', actions: assign({ target: ({ event }) => event.id, name: ({ event }) => event.name, error: '' }) },
        'unit.bind': { target: 'loadingBound', actions: assign({ target: ({ event }) => event.id, error: '' }) },
        'unit.delete': { target: 'confirming', actions: assign({ target: ({ event }) => event.id, error: '' }) },
      },
    },
    naming: {
      on: {
        'name.change': { actions: assign({ name: ({ event }) => event.value }) },
        'dialog.submit': [
          { guard: 'hasName', target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'save' as const, ...(context.target ? { id: context.target } : {}), name: context.name.trim() }), error: '' }) },
          { actions: assign({ error: T.unitNameRequired }) },
        ],
        'dialog.cancel': { target: 'ready', actions: assign({ target: 0, name: '', error: '' }) },
      },
    },
    loadingBound: {
      invoke: {
        src: 'fetchBound',
        input: ({ context }) => ({ unitId: context.target }),
        onDone: { target: 'binding', actions: assign({ bound: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ target: 0, error: ({ event }) => errorText(event.error) }) },
      },
    },
    binding: {
      on: {
        'user.toggle': { actions: assign({ bound: ({ context, event }) => toggleId(context.bound, event.userId) }) },
        'dialog.submit': { target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'bind' as const, unitId: context.target, userIds: context.bound }) }) },
        'dialog.cancel': { target: 'ready', actions: assign({ target: 0, bound: [] }) },
      },
    },
    confirming: {
      on: {
        'dialog.submit': { target: 'running', actions: assign({ pending: ({ context }) => ({ kind: 'delete' as const, id: context.target }) }) },
        'dialog.cancel': { target: 'ready', actions: assign({ target: 0 }) },
      },
    },
    running: {
      invoke: {
        src: 'act',
        input: ({ context }) => context.pending as UnitCommand,
        onDone: {
          target: 'loading',
          actions: [{ type: 'notify', params: ({ context }) => ({ text: done[context.pending?.kind ?? 'save'] }) }, assign({ pending: null, target: 0, name: '', bound: [] })],
        },
        onError: [
          // A refused name stays in its dialog with the server's message.
          { guard: ({ context }) => context.pending?.kind === 'save', target: 'naming', actions: assign({ pending: null, error: ({ event }) => errorText(event.error) }) },
          { target: 'ready', actions: assign({ pending: null, target: 0, bound: [], error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
  },
});
