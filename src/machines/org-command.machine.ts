// The commands of an organisation list (delete, enable/disable, set default, move…): the
// destructive ones wait for a confirmation, then run one at a time; success bumps `version` so
// the screen reloads its list, a refusal keeps the server's message (the http client toasts it).
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { confirmingState } from './lib/confirm.js';
import { typesOf } from './lib/types.js';
import type { OrgCommand } from './org.types.js';
import { errorText } from '../../shared/error-text.js';

export type { OrgCommand };

export interface OrgCommandContext {
  pending: OrgCommand | null;
  version: number;
  error: string;
}

export type OrgCommandEvent = { type: 'command.request'; command: OrgCommand } | { type: 'command.confirm' } | { type: 'command.cancel' } | { type: 'list.reload' };

export const orgCommandMachine = setup({
  types: typesOf<OrgCommandContext, OrgCommandEvent>(),
  actors: {
    run: fromPromise<unknown, OrgCommand>(async () => notProvided('orgCommand.run')),
  },
  actions: notifyAction('orgCommand'),
  guards: {
    needsConfirmation: ({ event }) => event.type === 'command.request' && Boolean(event.command.confirm),
  },
}).createMachine({
  id: 'orgCommand',
  context: { pending: null, version: 0, error: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'command.request': [
          { guard: 'needsConfirmation', target: 'confirming', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
          { target: 'running', actions: assign({ pending: ({ event }) => event.command, error: '' }) },
        ],
        'list.reload': { actions: assign({ version: ({ context }) => context.version + 1 }) },
      },
    },
    confirming: confirmingState<OrgCommandContext, 'command.confirm', 'command.cancel'>({ confirm: 'command.confirm', cancel: 'command.cancel', run: 'running', back: 'idle', forget: 'pending' }),
    running: {
      invoke: {
        src: 'run',
        input: ({ context }) => context.pending as OrgCommand,
        onDone: {
          target: 'idle',
          actions: [{ type: 'notify', params: ({ context }) => ({ text: context.pending?.done ?? '' }) }, assign({ pending: null, version: ({ context }) => context.version + 1 })],
        },
        onError: { target: 'idle', actions: assign({ pending: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
