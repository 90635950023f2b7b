// The organisation's directory for the screens: the department tree (listForCombo) and, when
// asked, the roles a user may be given. loading → ready | failed, reload after a change.
import { assign, fromPromise, setup } from 'xstate';
import type { Department, Role } from '../../shared/org.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export interface OrgDirectory {
  departments: Department[];
  roles: Role[];
}

export const orgDirectoryMachine = setup({
  types: typesOf<OrgDirectory & { withRoles: boolean; error: string }, { type: 'directory.reload' }, { withRoles: boolean }>(),
  actors: {
    load: fromPromise<OrgDirectory, { withRoles: boolean }>(async () => notProvided('orgDirectory.load')),
  },
}).createMachine({
  id: 'orgDirectory',
  context: ({ input }) => ({ departments: [], roles: [], withRoles: input.withRoles, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ withRoles: context.withRoles }),
        onDone: { target: 'ready', actions: assign({ departments: ({ event }) => event.output.departments, roles: ({ event }) => event.output.roles, error: '' }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: { on: { 'directory.reload': 'loading' } },
    failed: { on: { 'directory.reload': 'loading' } },
  },
});
