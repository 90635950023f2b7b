// One message list page (one type): paged, mark read, delete after a confirmation, answer an
// invitation. A page beyond the first that comes back empty steps back one page (spec §9); a
// failed load waits in `failed` with its error until `list.reload`.
import { assign, fromPromise, setup } from 'xstate';
import type { MessageItem } from '../../shared/message-types.js';
import type { Paged } from '../../shared/api.js';
import { LIST_PAGE_SIZES } from './paging.js';
import { notProvided } from './not-provided.js';
import { confirmingState, type ConfirmEvent } from './lib/confirm.js';
import { failedState, pageSizeChange, stepBackWhenEmpty, storeError, waitingState, type PagingEvent } from './lib/list.js';
import { typesOf } from './lib/types.js';

/** Spec 001 §2, §9: the message centre's page size. */
export const MESSAGE_LIST_PAGE_SIZE = LIST_PAGE_SIZES.messages;

export interface MessageListContext {
  msgType: number;
  pageIndex: number;
  pageSize: number;
  list: MessageItem[];
  total: number;
  /** The message waiting for the delete confirmation. */
  pendingDelete: number | null;
  /** Why the last load failed ('' when it did not). */
  error: string;
}

export type MessageListEvent =
  | PagingEvent
  | { type: 'item.read'; msgId: number }
  | { type: 'item.delete'; msgId: number }
  | ConfirmEvent<'delete'>
  | { type: 'invite.answer'; msgId: number; accept: boolean };

export const messageListMachine = setup({
  types: typesOf<MessageListContext, MessageListEvent, { msgType: number; pageSize?: number }>(),
  actors: {
    load: fromPromise<Paged<MessageItem>, { msgType: number; pageIndex: number; pageSize: number }>(async () => notProvided('messageList.load')),
    read: fromPromise<unknown, { msgId: number }>(async () => notProvided('messageList.read')),
    remove: fromPromise<unknown, { msgId: number }>(async () => notProvided('messageList.remove')),
    answer: fromPromise<unknown, { msgId: number; accept: boolean }>(async () => notProvided('messageList.answer')),
  },
}).createMachine({
  id: 'messageList',
  context: ({ input }) => ({
    msgType: input.msgType,
    pageIndex: 1,
    pageSize: input.pageSize ?? MESSAGE_LIST_PAGE_SIZE,
    list: [],
    total: 0,
    pendingDelete: null,
    error: '',
  }),
  // the shared table's first load comes 300 ms after the list appears (spec 001 §9)
  initial: 'waiting',
  states: {
    waiting: waitingState(),
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ msgType: context.msgType, pageIndex: context.pageIndex, pageSize: context.pageSize }),
        onDone: [
          stepBackWhenEmpty<MessageListContext>(),
          { target: 'ready', actions: assign({ list: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
        ],
        onError: { target: 'failed', actions: storeError<MessageListContext>() },
      },
    },
    ready: {
      on: {
        'page.go': { target: 'loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex) }) },
        'page.size': pageSizeChange<MessageListContext>('loading'),
        'list.reload': 'loading',
        'item.read': 'reading',
        'item.delete': { target: 'confirming', actions: assign({ pendingDelete: ({ event }) => event.msgId }) },
        'invite.answer': 'answering',
      },
    },
    confirming: confirmingState<MessageListContext, 'delete.confirm', 'delete.cancel'>({ confirm: 'delete.confirm', cancel: 'delete.cancel', run: 'deleting', back: 'ready', forget: 'pendingDelete' }),
    reading: {
      invoke: { src: 'read', input: ({ event }) => ({ msgId: (event as { msgId: number }).msgId }), onDone: 'loading', onError: 'ready' },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ msgId: context.pendingDelete! }),
        onDone: { target: 'loading', actions: assign({ pendingDelete: null }) },
        onError: { target: 'ready', actions: assign({ pendingDelete: null }) },
      },
    },
    answering: {
      invoke: {
        src: 'answer',
        input: ({ event }) => event as { msgId: number; accept: boolean },
        onDone: 'loading',
        onError: 'ready',
      },
    },
    failed: failedState<MessageListContext>(),
  },
});
