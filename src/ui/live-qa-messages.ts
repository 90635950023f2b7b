// Texts of the live Q&A (viewer page and staff panel).
import { LIVE_TEXTS } from '../../shared/live-messages.js';

export const liveQaText = {
  pinned: '置顶提问',
  questions: '互动提问',
  empty: '暂无提问',
  reply: '回复',
  replyTo: '回复',
  pin: '置顶',
  unpin: '取消置顶',
  remove: '移除',
  send: '发送',
  replyPlaceholder: '输入回复内容',
  host: LIVE_TEXTS.host,
  connecting: '正在连接互动服务…',
  reconnecting: '连接已断开，正在重连…',
} as const;
