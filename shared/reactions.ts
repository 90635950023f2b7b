// Readers' reactions on the public page of a released item (/newsDetails/{id}):
// 点赞 and 收藏, one per reader per item (the reader is a random id the page keeps in
// localStorage). The item's author gets one folded message per item, type and hour
// (「3 人点赞了《标题》」, docs/realtime.md "Folded messages").
//   public  GET  web-publish/news/{id}/reactions?readerId=   (→ NewsReactions)
//           POST web-publish/news/{id}/like     { readerId }  (→ NewsReactions)
//           POST web-publish/news/{id}/collect  { readerId }  (→ NewsReactions)

export type ReactionKind = 'like' | 'collect';

export const REACTION_KINDS: readonly ReactionKind[] = ['like', 'collect'];

/** Message types (spec §9): 收藏 5, 点赞 6, 预警 7. */
export const REACTION_MESSAGE_TYPE: Record<ReactionKind, number> = { like: 6, collect: 5 };
export const WARNING_MESSAGE_TYPE = 7;

export const REACTION_LIMITS = {
  /** A reader id: 8–64 letters, digits, '-' or '_'. */
  readerIdPattern: '^[A-Za-z0-9_-]{8,64}$',
  /** Reactions one address may add in rateWindowMs (over every item and kind). */
  perAddress: 20,
  rateWindowMs: 60_000,
  /** Reactions of one kind one address may add to one item in itemWindowMs (fresh readers from one address do not inflate a count past it). */
  perAddressItem: 10,
  itemWindowMs: 86_400_000,
  /** Views of one item counted from one address in an hour (each reader counts once per item per hour). */
  viewsPerAddressHour: 20,
} as const;

export interface NewsReactions {
  likes: number;
  collects: number;
  /** Whether this reader has liked / collected the item. */
  liked: boolean;
  collected: boolean;
}

/** The ref key of the folded message about an item (messages.ref_key). */
export const reactionRef = (kind: ReactionKind, contentId: number) => `${kind}:${contentId}`;

export const REACTION_TEXTS = {
  like: '点赞',
  liked: '已点赞',
  collect: '收藏',
  collected: '已收藏',
  tooMany: '操作过于频繁，请稍后再试',
  tooManyOnItem: '同一网络对这篇稿件的操作已达上限，请明天再试',
  readerInvalid: '读者标识不正确',
  /** The folded message of one hour: 「3 人点赞了《标题》」 / 「3 人收藏了《标题》」. */
  noticeTitle: (kind: ReactionKind, title: string, count: number) => `${count} 人${kind === 'like' ? '点赞' : '收藏'}了《${title}》`,
  /** Its content: every reader so far. */
  noticeBody: (kind: ReactionKind, count: number) => (kind === 'like' ? `共有${count}位读者点赞` : `共有${count}位读者收藏`),
} as const;
