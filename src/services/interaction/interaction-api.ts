// The interaction calls (shared/interaction.ts lists them). One function per call.
import { INTERACTION_TEXTS, type CommentItem, type CommentPageQuery, type ForbiddenUser, type ForbiddenWord, type Paged, type PublicComment } from '../../../shared/interaction.js';
import type { NewsFollows } from '../../../shared/follows.js';
import type { NewsReactions, ReactionKind } from '../../../shared/reactions.js';
import { get, postJson } from '../http.js';
import { readerId } from '../storage.js';

const P = '/api/web-publish';

// Public (no token needed; failures are shown on the page, not toasted).
export const getPublicComments = (contentId: number, pageSize: number) =>
  get<Paged<PublicComment>>(`${P}/news/${contentId}/comments`, { pageIndex: 1, pageSize }, { quiet: true });
export async function postPublicComment(contentId: number, body: { nickname: string; content: string }): Promise<{ msg: string }> {
  await postJson<{ id: number; status: number }>(`${P}/news/${contentId}/comments`, body, { quiet: true });
  return { msg: INTERACTION_TEXTS.posted };
}

/** 点赞 / 收藏 of a public article, as this browser's reader. */
export const getReactions = (contentId: number) =>
  get<NewsReactions>(`${P}/news/${contentId}/reactions`, { readerId: readerId() }, { quiet: true });
export const postReaction = (contentId: number, kind: ReactionKind) =>
  postJson<NewsReactions>(`${P}/news/${contentId}/${kind}`, { readerId: readerId() }, { quiet: true });
/** 关注 of the columns a public article is in, as this browser's reader. */
export const getFollows = (contentId: number) =>
  get<NewsFollows>(`${P}/news/${contentId}/follows`, { readerId: readerId() }, { quiet: true });
export const postFollow = (contentId: number, columnId: number, follow: boolean) =>
  postJson<NewsFollows>(`${P}/news/${contentId}/${follow ? 'follow' : 'unfollow'}`, { readerId: readerId(), columnId }, { quiet: true });

// Moderation.
export const getCommentPage = (q: CommentPageQuery) => get<Paged<CommentItem>>(`${P}/comment/page`, q);
export const setCommentsStatus = (action: 'approve' | 'hide' | 'delete', ids: number[]) => postJson<null>(`${P}/comment/${action}`, { ids });
export const replyComment = (id: number, reply: string) => postJson<null>(`${P}/comment/reply`, { id, reply });
export const pinComment = (id: number, pinned: 0 | 1) => postJson<null>(`${P}/comment/pin`, { id, pinned });
export const forbidCommentUser = (id: number) => postJson<{ id: number }>(`${P}/comment/forbidUser`, { id });

// Forbidden words and users.
export const getForbiddenWords = (q: { keyWord?: string; pageIndex: number; pageSize: number }) => get<Paged<ForbiddenWord>>(`${P}/forbidden/word/page`, q);
export const addForbiddenWords = (words: string[]) => postJson<{ added: number; skipped: number }>(`${P}/forbidden/word`, { words });
export const removeForbiddenWords = (ids: number[]) => postJson<{ removed: number }>(`${P}/forbidden/word/delete`, { ids });
export const getForbiddenUsers = (q: { keyWord?: string; pageIndex: number; pageSize: number }) => get<Paged<ForbiddenUser>>(`${P}/forbidden/user/page`, q);
export const removeForbiddenUsers = (ids: number[]) => postJson<{ removed: number }>(`${P}/forbidden/user/delete`, { ids });
