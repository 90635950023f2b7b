// 点赞 and 收藏 on a public article (/newsDetails/{id}, issue 16 item 6): the counts and whether
// this reader (a random id the effects keep in localStorage) already liked / collected it; a
// reader likes or collects once (the buttons then show 已点赞 / 已收藏); the server's refusal
// (a flood: 429) is shown beside the buttons.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import { errorText } from '../../shared/error-text.js';
import type { NewsReactions, ReactionKind } from '../../shared/reactions.js';

export interface NewsReactionsContext extends NewsReactions {
  contentId: number;
  /** The reaction being sent. */
  kind: ReactionKind;
  /** The server's refusal of the last reaction, or why the counts did not load. */
  error: string;
}

export type NewsReactionsEvent = { type: 'reaction.like' } | { type: 'reaction.collect' } | { type: 'reactions.reload' };

const counts = (r: NewsReactions) => ({ likes: r.likes, collects: r.collects, liked: r.liked, collected: r.collected, error: '' });

export const newsReactionsMachine = setup({
  types: typesOf<NewsReactionsContext, NewsReactionsEvent, { contentId: number }>(),
  actors: {
    load: fromPromise<NewsReactions, { contentId: number }>(async () => notProvided('newsReactions.load')),
    react: fromPromise<NewsReactions, { contentId: number; kind: ReactionKind }>(async () => notProvided('newsReactions.react')),
  },
  guards: {
    canLike: ({ context }) => !context.liked,
    canCollect: ({ context }) => !context.collected,
  },
}).createMachine({
  id: 'newsReactions',
  context: ({ input }) => ({ contentId: input.contentId, likes: 0, collects: 0, liked: false, collected: false, kind: 'like', error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ contentId: context.contentId }),
        onDone: { target: 'ready', actions: assign(({ event }) => counts(event.output)) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'reactions.reload': 'loading' } },
    ready: {
      on: {
        'reaction.like': { guard: 'canLike', target: 'reacting', actions: assign({ kind: 'like' as const }) },
        'reaction.collect': { guard: 'canCollect', target: 'reacting', actions: assign({ kind: 'collect' as const }) },
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
  },
});
