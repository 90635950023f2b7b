// Texts of the message centre (spec §8 and §9, copied exactly where the spec gives them).
export const messageCentreText = {
  title: '消息中心',
  markAllRead: '全部已读',
  viewAll: '查看全部',
  empty: '暂无未读消息',
  bellLabel: (n: number) => (n ? `消息中心，${n}条未读` : '消息中心'),
  newMessage: '新消息',
  open: '查看',
} as const;
