// 点赞, 收藏 and 关注 on a public article (/newsDetails/{id}): the counts and
// whether this reader (a random id the effects keep in localStorage) already liked / collected
// it; a reader likes or collects once (the buttons then show 已点赞 / 已收藏); the columns the
// article is in, each with its followers, which the reader follows (关注) or unfollows (pressing
// 已关注 again). The server's refusal (a flood: 429) is shown beside the buttons.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';
import type { ColumnFollow, NewsFollows } from '../../shared/follows.js';
import type { NewsReactions, ReactionKind } from '../../shared/reactions.js';

export interface NewsReactionsContext extends NewsReactions {
  contentId: number;
  /** The reaction being sent. */
  kind: ReactionKind;
  /** The columns the article is in, with their followers and whether this reader follows them. */
  columns: ColumnFollow[];
  /** The follow (or unfollow) being sent. */
  follow: { columnId: number; follow: boolean };
  /** The server's refusal of the last reaction or follow, or why the counts did not load. */
  error: string;
}

export type NewsReactionsEvent =
  | { type: 'reaction.like' }
  | { type: 'reaction.collect' }
  | { type: 'column.follow'; columnId: number }
  | { type: 'column.unfollow'; columnId: number }
  | { type: 'reactions.reload' };

const counts = (r: NewsReactions) => ({ likes: r.likes, collects: r.collects, liked: r.liked, collected: r.collected, error: '' });
const followedNow = (columns: ColumnFollow[], columnId: number) => columns.find((c) => c.columnId === columnId)?.followed;

export const newsReactionsMachine = setup({
  types: typesOf<NewsReactionsContext, NewsReactionsEvent, { contentId: number }>(),
  actors: {
    load: fromPromise<NewsReactions & NewsFollows, { contentId: number }>(async () => notProvided('newsReactions.load')),
    react: fromPromise<NewsReactions, { contentId: number; kind: ReactionKind }>(async () => notProvided('newsReactions.react')),
    follow: fromPromise<NewsFollows, { contentId: number; columnId: number; follow: boolean }>(async () => notProvided('newsReactions.follow')),
  },
  guards: {
    canLike: ({ context }) => !context.liked,
    canCollect: ({ context }) => !context.collected,
    /** A column of the article the reader does not follow yet. */
    canFollow: ({ context, event }) => followedNow(context.columns, (event as { columnId: number }).columnId) === false,
    /** A column of the article the reader follows. */
    canUnfollow: ({ context, event }) => followedNow(context.columns, (event as { columnId: number }).columnId) === true,
  },
}).createMachine({
  id: 'newsReactions',
  context: ({ input }) => ({
    contentId: input.contentId,
    likes: 0,
    collects: 0,
    liked: false,
    collected: false,
    kind: 'like',
    columns: [],
    follow: { columnId: 0, follow: true },
    error: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ contentId: context.contentId }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...counts(event.output), columns: event.output.columns })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'reactions.reload': 'loading' } },
    ready: {
      on: {
        'reaction.like': { guard: 'canLike', target: 'reacting', actions: assign({ kind: 'like' as const }) },
        'reaction.collect': { guard: 'canCollect', target: 'reacting', actions: assign({ kind: 'collect' as const }) },
        'column.follow': { guard: 'canFollow', target: 'following', actions: assign({ follow: ({ event }) => ({ columnId: event.columnId, follow: true }) }) },
        'column.unfollow': { guard: 'canUnfollow', target: 'following', actions: assign({ follow: ({ event }) => ({ columnId: event.columnId, follow: false }) }) },
      },
    },
    reacting: {
      invoke: {
        src: 'react',
        input: ({ context }) => ({ contentId: context.contentId, kind: context.kind }),
        onDone: { target: 'ready', actions: assign(({ event }) => counts(event.output)) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    following: {
      invoke: {
        src: 'follow',
        input: ({ context }) => ({ contentId: context.contentId, ...context.follow }),
        onDone: { target: 'ready', actions: assign({ columns: ({ event }) => event.output.columns, error: '' }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
