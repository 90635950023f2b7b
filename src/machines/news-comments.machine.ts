// The comments under a public article (/newsDetails/{id}): the approved comments (pinned first),
// and a reader's form (nickname, comment) checked here, then posted; the server's refusal
// (forbidden word, flood, forbidden user) stays on the form with its message.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';
import { COMMENT_LIMITS as L, type Paged, type PublicComment } from '../../shared/interaction.js';
import { INTERACTION_MACHINE_TEXTS as T } from '../../shared/interaction-texts.js';

export interface NewsCommentsContext {
  contentId: number;
  list: PublicComment[];
  total: number;
  pageSize: number;
  nickname: string;
  content: string;
  attempted: boolean;
  /** The server's refusal of the last post. */
  error: string;
  /** The server's answer to the last post (评论已提交，审核通过后显示). */
  notice: string;
  loadError: string;
}

export type NewsCommentsEvent =
  | { type: 'field.change'; name: 'nickname' | 'content'; value: string }
  | { type: 'comment.submit' }
  | { type: 'comments.more' }
  | { type: 'comments.reload' };

/** The form's problems, by field ('' when none). */
export function commentFormErrors(c: { nickname: string; content: string }) {
  const nickname = c.nickname.trim();
  const content = c.content.trim();
  return {
    nickname: !nickname ? T.nicknameRequired : [...nickname].length > L.nickname ? T.nicknameTooLong : '',
    content: !content ? T.contentRequired : [...content].length > L.content ? T.contentTooLong : '',
  };
}

const PAGE = 10;

export const newsCommentsMachine = setup({
  types: typesOf<NewsCommentsContext, NewsCommentsEvent, { contentId: number }>(),
  actors: {
    load: fromPromise<Paged<PublicComment>, { contentId: number; pageSize: number }>(async () => notProvided('newsComments.load')),
    post: fromPromise<{ msg: string }, { contentId: number; nickname: string; content: string }>(async () => notProvided('newsComments.post')),
  },
  guards: {
    isValid: ({ context }) => {
      const e = commentFormErrors(context);
      return !e.nickname && !e.content;
    },
    hasMore: ({ context }) => context.list.length < context.total,
  },
}).createMachine({
  id: 'newsComments',
  context: ({ input }) => ({
    contentId: input.contentId,
    list: [],
    total: 0,
    pageSize: PAGE,
    nickname: '',
    content: '',
    attempted: false,
    error: '',
    notice: '',
    loadError: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: '' }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ contentId: context.contentId, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output.list, total: ({ event }) => event.output.total }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'comments.reload': 'loading' } },
    ready: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.name]: event.value, error: '', notice: '' })) },
        'comment.submit': [{ guard: 'isValid', target: 'posting' }, { actions: assign({ attempted: true, notice: '' }) }],
        'comments.more': { guard: 'hasMore', target: 'loading', actions: assign({ pageSize: ({ context }) => context.pageSize + PAGE }) },
        'comments.reload': 'loading',
      },
    },
    posting: {
      entry: assign({ attempted: true, error: '', notice: '' }),
      invoke: {
        src: 'post',
        input: ({ context }) => ({ contentId: context.contentId, nickname: context.nickname.trim(), content: context.content.trim() }),
        onDone: { target: 'ready', actions: assign({ content: '', attempted: false, notice: ({ event }) => event.output.msg }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
