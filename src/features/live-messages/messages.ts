// Texts of the staff's live Q&A moderation screen (moderation-page.tsx), in one place.
export const moderationText = {
  title: '直播互动',
  hint: '实时查看观众提问：回复、置顶或移除。',
  channel: '直播通道',
  noChannels: '暂无直播通道，请先在云直播中创建通道',
  openView: '打开观看页',
  viewAddress: '观看地址',
} as const;
