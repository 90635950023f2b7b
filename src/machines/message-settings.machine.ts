// Which message types the user receives (msg/conf): load, toggle, save.
import { assign, fromPromise, setup } from 'xstate';
import type { MessageConf } from '../../shared/message-types.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export const messageSettingsMachine = setup({
  types: typesOf<{ enabled: number[] }, { type: 'type.toggle'; msgType: number } | { type: 'settings.save' }>(),
  actors: {
    load: fromPromise<MessageConf>(async () => notProvided('messageSettings.load')),
    save: fromPromise<unknown, { types: number[] }>(async () => notProvided('messageSettings.save')),
  },
  /** saved: tells the user the settings are saved. */
  actions: { saved: () => notProvided('messageSettings.saved') },
}).createMachine({
  id: 'messageSettings',
  context: { enabled: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign({ enabled: ({ event }) => event.output.list.filter((c) => c.enabled).map((c) => c.msgType) }) },
        onError: 'editing',
      },
    },
    editing: {
      on: {
        'type.toggle': {
          actions: assign({
            enabled: ({ context, event }) =>
              context.enabled.includes(event.msgType) ? context.enabled.filter((t) => t !== event.msgType) : [...context.enabled, event.msgType].sort((a, b) => a - b),
          }),
        },
        'settings.save': 'saving',
      },
    },
    saving: {
      invoke: { src: 'save', input: ({ context }) => ({ types: context.enabled }), onDone: { target: 'editing', actions: 'saved' }, onError: 'editing' },
    },
  },
});
