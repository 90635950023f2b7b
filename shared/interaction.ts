// Audience interaction (docs/interaction.md): comments on released items, their moderation,
// forbidden words and forbidden users. Types and constants shared by the API server
// (server/routes/web-publish/comments*.ts, forbidden.ts) and the console (features/interaction).
//
// Server calls (all under /api, JSON bodies, paged answers `{ list, total, pageIndex, pageSize }`):
//   public     GET  web-publish/news/{id}/comments?pageIndex&pageSize (no token → Paged<PublicComment>,
//                   approved only, pinned first)
//              POST web-publish/news/{id}/comments ({ nickname, content } no token → { id, status: 0 });
//                   rate-limited per address and per item (429), forbidden words (400), forbidden users (403)
//   moderation GET  web-publish/comment/page (CommentPageQuery → Paged<CommentItem>)
//              POST web-publish/comment/approve | hide | delete ({ ids: number[] })
//              POST web-publish/comment/reply ({ id, reply }: '' removes the reply)
//              POST web-publish/comment/pin ({ id, pinned: 0|1 })
//              POST web-publish/comment/forbidUser ({ id, reason? }: the comment's writer may no longer comment)
//   words      GET  web-publish/forbidden/word/page (keyWord, pageIndex, pageSize → Paged<ForbiddenWord>)
//              POST web-publish/forbidden/word ({ words: string[] } → { added, skipped })
//              POST web-publish/forbidden/word/delete ({ ids: number[] })
//              POST web-publish/forbidden/check ({ text } → { words: string[] }) what a text would be refused for
//   users      GET  web-publish/forbidden/user/page (keyWord, pageIndex, pageSize → Paged<ForbiddenUser>)
//              POST web-publish/forbidden/user/delete ({ ids: number[] })

export const COMMENT_STATUS = { waiting: 0, approved: 1, hidden: 2 } as const;
export const COMMENT_STATUS_NAMES: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已隐藏' };

export const COMMENT_LIMITS = {
  nickname: 20,
  content: 500,
  reply: 500,
  reason: 100,
  word: 32,
  /** Words one add call may carry. */
  wordsPerCall: 2000,
  /** Words a tenant may hold. */
  wordsPerTenant: 20_000,
  /** Comments one address may post in rateWindowMs (over every item): the burst of its bucket. */
  perAddress: 5,
  rateWindowMs: 60_000,
  /** Comments one address may post in addressWindowMs (over every item): the bucket's sustained rate. */
  perAddressLong: 20,
  addressWindowMs: 3_600_000,
  /**
   * Distinct addresses one item takes comments from in itemWindowMs: the per-item
   * cap counts addresses, not comments, so a handful of addresses cannot close the form for
   * everyone; an address that has commented on the item in the window is never refused by it.
   */
  perItem: 100,
  itemWindowMs: 600_000,
} as const;

/** The 评论 message type (spec: 2). */
export const COMMENT_MESSAGE_TYPE = 2;

export const INTERACTION_MENUS = {
  top: { id: 600, path: '/interaction', name: '互动管理' },
  comments: { id: 601, path: '/interaction/comments', name: '评论审核', component: 'interaction/comments' },
  words: { id: 602, path: '/interaction/forbiddenWords', name: '违禁词', component: 'interaction/forbidden-words' },
  users: { id: 603, path: '/interaction/forbiddenUsers', name: '禁言用户', component: 'interaction/forbidden-users' },
} as const;

export interface PublicComment {
  id: number;
  nickname: string;
  content: string;
  reply: string;
  pinned: number;
  createTime: number;
}

export interface CommentItem extends PublicComment {
  contentId: number;
  contentTitle: string;
  status: number;
  address: string;
  /** The writer is a forbidden user now. */
  forbidden: boolean;
}

export interface CommentPageQuery {
  status?: number;
  contentId?: number;
  keyWord?: string;
  pageIndex: number;
  pageSize: number;
}

export interface ForbiddenWord {
  id: number;
  word: string;
  createTime: number;
}

export interface ForbiddenUser {
  id: number;
  address: string;
  nickname: string;
  reason: string;
  createTime: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** Every Chinese text of the area's server answers (the console's are in features/interaction/messages.ts). */
export const INTERACTION_TEXTS = {
  newsNotFound: '稿件不存在或未发布',
  commentNotFound: '评论不存在',
  nicknameRequired: '请填写昵称',
  contentRequired: '请填写评论内容',
  forbiddenWord: '评论含有违禁词，请修改后再提交',
  forbiddenNickname: '昵称含有违禁词，请修改后再提交',
  forbiddenUser: '您已被禁止评论',
  tooManyFromAddress: '评论过于频繁，请稍后再试',
  tooManyOnItem: '该稿件评论过多，请稍后再试',
  posted: '评论已提交，审核通过后显示',
  wordRequired: '请填写违禁词',
  wordTooLong: `违禁词不能超过${COMMENT_LIMITS.word}个字`,
  tooManyWords: `违禁词总数不能超过${COMMENT_LIMITS.wordsPerTenant}个`,
  alreadyForbidden: '该用户已被禁言',
  idsRequired: '请选择评论',
  noAddressToForbid: '该评论没有可禁言的地址',
  wordNeedsText: (word: string) => `违禁词须含文字或数字：${word}`,
  // messages to the staff (评论, 预警)
  commentWaitingTitle: (title: string) => `《${title}》有新评论待审核`,
  /** A reader's text with its writer (a comment's, a question's, a submission's message body). */
  byWriter: (name: string, text: string) => `${name}：${text}`,
  /** What the 预警 message names: a refused comment. */
  refusedComment: (title: string) => `《${title}》的评论`,
  warningTitle: '读者提交含违禁词，已被拒绝',
  warningBody: (what: string) => `最近一次：${what}`,
} as const;

/** One moderation step on a comment (the queue machine's command; services/interaction runs it). */
export type CommentCommandKind = 'approve' | 'hide' | 'delete' | 'pin' | 'unpin' | 'forbid' | 'reply';
export interface CommentCommand {
  kind: CommentCommandKind;
  id: number;
  /** reply: the text ('' withdraws the reply). */
  reply?: string;
}

export type ForbiddenKind = 'words' | 'users';
export interface ForbiddenRow {
  id: number;
  /** The word, or the forbidden writer's address. */
  label: string;
  nickname: string;
  reason: string;
  createTime: number;
}
