// Readers' 关注 of a column from the public page of a released item (/newsDetails/{id}):
// a reader (the random id the page keeps for 点赞 / 收藏) follows or unfollows a column
// the item is released in; counted per column. The holders of that column's release list get one
// folded 关注 message per column and hour (type 4, 「3 人关注了栏目「要闻」」) linking to the release
// list filtered to the column, read by opening that list.
//   public  GET  web-publish/news/{id}/follows?readerId=            (→ NewsFollows)
//           POST web-publish/news/{id}/follow    { readerId, columnId }  (→ NewsFollows)
//           POST web-publish/news/{id}/unfollow  { readerId, columnId }  (→ NewsFollows)

/** Message type 关注 (spec §9). */
export const FOLLOW_MESSAGE_TYPE = 4;

/** One column the item is released in, as the reader sees it. */
export interface ColumnFollow {
  columnId: number;
  columnName: string;
  /** Readers following the column. */
  follows: number;
  /** Whether this reader follows it. */
  followed: boolean;
}

export interface NewsFollows {
  columns: ColumnFollow[];
}

/** The ref key of the folded 关注 message about a column (messages.ref_key). */
export const followRef = (columnId: number) => `follow:${columnId}`;

/** The console link of a 关注 message: the column's release list filtered to it. */
export const followLink = (listPath: string, columnId: number) => `${listPath}?columnId=${columnId}`;

export const FOLLOW_TEXTS = {
  follow: '关注',
  followed: '已关注',
  /** The button: 关注「栏目」 N / 已关注「栏目」 N. */
  button: (followed: boolean, columnName: string, follows: number) => `${followed ? '已关注' : '关注'}「${columnName}」 ${follows}`,
  region: '关注栏目',
  columnNotFound: '稿件未发布在该栏目',
  /** The folded message of one hour: 「3 人关注了栏目「要闻」」. */
  noticeTitle: (columnName: string, count: number) => `${count} 人关注了栏目「${columnName}」`,
  /** Its content: every follower now. */
  noticeBody: (count: number) => `共有${count}位读者关注该栏目`,
} as const;
