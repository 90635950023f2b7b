// Texts of the public live view page and its programme guide, in one place.
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { LIVE_TEXTS } from '../../../shared/live-messages.js';

export const liveViewText = {
  title: '直播',
  loading: '正在加载直播…',
  notFound: '直播不存在或已结束',
  retry: COMMON_MESSAGES.retry,
  noPlayUrl: '暂无播放地址',
  nickname: '昵称',
  nicknamePlaceholder: LIVE_TEXTS.audience,
  question: '我的问题',
  questionPlaceholder: '向主持人提问（最多200字）',
  ask: '提问',
} as const;

/** The public programme guide. */
export const guideText = {
  title: '节目单',
  now: '正在播出',
  next: '下一个节目',
  none: '暂无',
  empty: '今天暂无节目',
  notFound: '节目单不存在或频道已停用',
  retry: COMMON_MESSAGES.retry,
  loading: '正在读取节目单…',
  live: '直播',
  video: '视频',
};
