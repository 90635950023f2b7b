// The column tree of one portal (web, app): load, then one change at a time (add, rename, move,
// order, delete) followed by a reload. A refused change (e.g. deleting a column that still
// holds releases) keeps the tree and shows the server's message.
import { assign, fromPromise, setup } from 'xstate';
import type { ColumnNode, Portal } from '../../shared/content.js';
import type { ColumnOp } from '../../shared/content-console.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';

export interface ContentColumnsContext {
  portal: Portal;
  tree: ColumnNode[];
  error: string | null;
}

export type ContentColumnsEvent =
  | { type: 'portal.change'; portal: Portal }
  | { type: 'column.op'; op: ColumnOp }
  | { type: 'columns.reload' }
  | { type: 'error.dismiss' };

export const contentColumnsMachine = setup({
  types: typesOf<ContentColumnsContext, ContentColumnsEvent, { portal: Portal }>(),
  actors: {
    loadTree: fromPromise<ColumnNode[], Portal>(async () => notProvided('contentColumns.loadTree')),
    columnOp: fromPromise<void, ColumnOp>(async () => notProvided('contentColumns.columnOp')),
  },
}).createMachine({
  id: 'contentColumns',
  context: ({ input }) => ({ portal: input.portal, tree: [], error: null }),
  initial: 'loading',
  on: {
    'portal.change': { target: '.loading', actions: assign({ portal: ({ event }) => event.portal, tree: [] }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadTree',
        input: ({ context }) => context.portal,
        onDone: { target: 'ready', actions: assign({ tree: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'columns.reload': 'loading' } },
    ready: {
      on: {
        'column.op': { target: 'running', actions: assign({ error: null }) },
        'columns.reload': 'loading',
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    running: {
      invoke: {
        src: 'columnOp',
        input: ({ event }) => (event as Extract<ContentColumnsEvent, { type: 'column.op' }>).op,
        onDone: 'loading',
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
