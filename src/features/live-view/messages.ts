export const liveViewText = {
  title: '直播',
  loading: '正在加载直播…',
  notFound: '直播不存在或已结束',
  retry: '重试',
  noPlayUrl: '暂无播放地址',
  nickname: '昵称',
  nicknamePlaceholder: '观众',
  question: '我的问题',
  questionPlaceholder: '向主持人提问（最多200字）',
  ask: '提问',
} as const;
