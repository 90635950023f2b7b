// The interaction area's real effects (docs/interaction.md), shaped like the setup() sections of
// news-comments, comment-queue and forbidden-list machines; provided once in
// src/app/wiring/interaction.ts.
import { fromPromise } from 'xstate';
import type { CommentCommand, CommentPageQuery, ForbiddenKind, ForbiddenRow, Paged } from '../../../shared/interaction.js';
import type { ReactionKind } from '../../../shared/reactions.js';
import { toast } from '../toast.js';
import { queueEffects } from '../queue-effects.js';
import * as api from './interaction-api.js';

const notify = (_: unknown, p: { text: string }) => toast.success(p.text);

async function runCommand(c: CommentCommand): Promise<unknown> {
  switch (c.kind) {
    case 'approve':
    case 'hide':
    case 'delete':
      return api.setCommentsStatus(c.kind, [c.id]);
    case 'pin':
      return api.pinComment(c.id, 1);
    case 'unpin':
      return api.pinComment(c.id, 0);
    case 'forbid':
      return api.forbidCommentUser(c.id);
    case 'reply':
      return api.replyComment(c.id, c.reply ?? '');
  }
}

async function forbiddenPage(q: { kind: ForbiddenKind; keyWord?: string; pageIndex: number; pageSize: number }): Promise<Paged<ForbiddenRow>> {
  const { kind, ...query } = q;
  if (kind === 'words') {
    const page = await api.getForbiddenWords(query);
    return { ...page, list: page.list.map((w) => ({ id: w.id, label: w.word, nickname: '', reason: '', createTime: w.createTime })) };
  }
  const page = await api.getForbiddenUsers(query);
  return { ...page, list: page.list.map((u) => ({ id: u.id, label: u.address, nickname: u.nickname, reason: u.reason, createTime: u.createTime })) };
}

export const interactionEffects = {
  newsComments: {
    actors: {
      load: fromPromise(({ input }: { input: { contentId: number; pageSize: number } }) => api.getPublicComments(input.contentId, input.pageSize)),
      post: fromPromise(({ input }: { input: { contentId: number; nickname: string; content: string } }) =>
        api.postPublicComment(input.contentId, { nickname: input.nickname, content: input.content }),
      ),
    },
  },
  newsReactions: {
    actors: {
      load: fromPromise(async ({ input }: { input: { contentId: number } }) => {
        const [reactions, follows] = await Promise.all([api.getReactions(input.contentId), api.getFollows(input.contentId)]);
        return { ...reactions, ...follows };
      }),
      react: fromPromise(({ input }: { input: { contentId: number; kind: ReactionKind } }) => api.postReaction(input.contentId, input.kind)),
      follow: fromPromise(({ input }: { input: { contentId: number; columnId: number; follow: boolean } }) => api.postFollow(input.contentId, input.columnId, input.follow)),
    },
  },
  commentQueue: queueEffects((query: CommentPageQuery) => api.getCommentPage(query), (command: CommentCommand) => runCommand(command)),
  forbiddenList: {
    actors: {
      fetchPage: fromPromise(({ input }: { input: { kind: ForbiddenKind; keyWord?: string; pageIndex: number; pageSize: number } }) => forbiddenPage(input)),
      addWords: fromPromise(({ input }: { input: { words: string[] } }) => api.addForbiddenWords(input.words)),
      remove: fromPromise<unknown, { kind: ForbiddenKind; ids: number[] }>(({ input }) =>
        input.kind === 'words' ? api.removeForbiddenWords(input.ids) : api.removeForbiddenUsers(input.ids),
      ),
    },
    actions: { notify },
  },
};
