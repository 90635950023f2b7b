// 审核流程 settings: the tenant's review chain per content type (contract "Review chain"). Loads
// every type's chain and the roles to choose from, then edits one type's levels (1 to 3: add,
// remove, rename, choose roles) and saves it; a chain the shared rule refuses (count, empty or
// repeated names) is not sent and shows why; a refused save keeps the edits with the server's
// message. Picking another type starts from that type's saved chain.
import { assign, fromPromise, setup } from 'xstate';
import { LEVEL_NAME_SUGGESTIONS, REVIEW_CHAIN_LIMITS, chainProblem, type ReviewFlow } from '../../shared/review-chain.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export interface FlowRole {
  id: number;
  name: string;
}

export interface DraftLevel {
  name: string;
  roleIds: number[];
}

export interface ReviewFlowSettingsContext {
  flows: ReviewFlow[];
  roles: FlowRole[];
  type: number;
  levels: DraftLevel[];
  error: string | null;
  /** The draft differs from the saved chain. */
  dirty: boolean;
}

export type ReviewFlowSettingsEvent =
  | { type: 'type.pick'; flowType: number }
  | { type: 'level.add' }
  | { type: 'level.remove'; index: number }
  | { type: 'level.rename'; index: number; name: string }
  | { type: 'level.roles'; index: number; roleIds: number[] }
  | { type: 'flow.save' }
  | { type: 'flow.reload' };

const draftOf = (flows: ReviewFlow[], type: number): DraftLevel[] =>
  (flows.find((f) => f.type === type)?.levels ?? []).map((l) => ({ name: l.name, roleIds: [...l.roleIds] }));

const edit = (levels: DraftLevel[], index: number, patch: Partial<DraftLevel>) => levels.map((l, i) => (i === index ? { ...l, ...patch } : l));

export const reviewFlowSettingsMachine = setup({
  types: typesOf<ReviewFlowSettingsContext, ReviewFlowSettingsEvent, { type?: number }>(),
  actors: {
    loadFlows: fromPromise<{ flows: ReviewFlow[]; roles: FlowRole[] }, void>(async () => notProvided('reviewFlowSettings.loadFlows')),
    saveFlow: fromPromise<ReviewFlow, { type: number; levels: DraftLevel[] }>(async () => notProvided('reviewFlowSettings.saveFlow')),
  },
  guards: {
    canAdd: ({ context }) => context.levels.length < REVIEW_CHAIN_LIMITS.levelsMax,
    canRemove: ({ context }) => context.levels.length > REVIEW_CHAIN_LIMITS.levelsMin,
    invalid: ({ context }) => chainProblem(context.levels) !== null,
  },
}).createMachine({
  id: 'reviewFlowSettings',
  context: ({ input }) => ({ flows: [], roles: [], type: input.type ?? 1, levels: [], error: null, dirty: false }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadFlows',
        onDone: {
          target: 'editing',
          actions: assign({
            flows: ({ event }) => event.output.flows,
            roles: ({ event }) => event.output.roles,
            levels: ({ context, event }) => draftOf(event.output.flows, context.type),
            dirty: false,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'flow.reload': 'loading' } },
    editing: {
      on: {
        'type.pick': { actions: assign({ type: ({ event }) => event.flowType, levels: ({ context, event }) => draftOf(context.flows, event.flowType), error: null, dirty: false }) },
        'level.add': {
          guard: 'canAdd',
          actions: assign({
            levels: ({ context }) => {
              const taken = new Set(context.levels.map((l) => l.name));
              const name = LEVEL_NAME_SUGGESTIONS.find((n) => !taken.has(n)) ?? '';
              return [...context.levels, { name, roleIds: [] }];
            },
            error: null,
            dirty: true,
          }),
        },
        'level.remove': { guard: 'canRemove', actions: assign({ levels: ({ context, event }) => context.levels.filter((_, i) => i !== event.index), error: null, dirty: true }) },
        'level.rename': { actions: assign({ levels: ({ context, event }) => edit(context.levels, event.index, { name: event.name }), error: null, dirty: true }) },
        'level.roles': { actions: assign({ levels: ({ context, event }) => edit(context.levels, event.index, { roleIds: event.roleIds }), error: null, dirty: true }) },
        'flow.save': [{ guard: 'invalid', actions: assign({ error: ({ context }) => chainProblem(context.levels) }) }, { target: 'saving' }],
        'flow.reload': 'loading',
      },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        src: 'saveFlow',
        input: ({ context }) => ({ type: context.type, levels: context.levels.map((l) => ({ name: l.name.trim(), roleIds: l.roleIds })) }),
        onDone: {
          target: 'editing',
          actions: assign({
            flows: ({ context, event }) => context.flows.map((f) => (f.type === event.output.type ? event.output : f)),
            levels: ({ event }) => draftOf([event.output], event.output.type),
            dirty: false,
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
