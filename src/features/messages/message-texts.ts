// Texts of the message list pages, the receive settings and the send-notice dialog.
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';

export const messagesText = {
  listTitle: (name: string) => `${name}消息`,
  columns: { title: '标题', content: '内容', sender: '发送人', time: '时间', status: '状态', actions: COMMON_MESSAGES.actions },
  unread: '未读',
  read: '已读',
  /** Opens the item a message is about (its link). */
  openItem: '查看',
  markRead: '标为已读',
  remove: '删除',
  accept: '接受',
  refuse: '拒绝',
  inviteStatus: ['待处理', '已接受', '已拒绝'] as const,
  empty: '暂无消息',
  confirmTitle: '删除消息',
  confirmText: '确定删除这条消息吗？删除后不可恢复。',
  confirm: '确定',
  cancel: '取消',
  settingsTitle: '消息设置',
  settingsHint: '选择要接收的消息类型',
  save: '保存',
  sendTitle: '发送通知',
  sendHint: '给本租户的某位用户或全部用户发送一条消息，对方无需刷新即可收到。',
  sendOpen: '发送通知',
  recipient: '接收人',
  everyone: '全部用户',
  msgType: '消息类型',
  noticeTitle: '标题',
  noticeContent: '内容',
  send: '发送',
  required: '请填写标题和内容',
} as const;
