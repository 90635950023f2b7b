// The message centre's message types (spec §9 "Message type names" and §2 "Message list routes
// by message type"). Any type outside 0–9 is a clue (线索); the server stores clues as 10.

export interface MessageTypeInfo {
  msgType: number;
  name: string;
  /** The console route that lists messages of this type. */
  route: string;
}

export const MESSAGE_TYPES: readonly MessageTypeInfo[] = [
  { msgType: 0, name: '创作', route: '/message/create/list' },
  { msgType: 1, name: '邀请', route: '/message/invitation/list' },
  { msgType: 2, name: '评论', route: '/message/comment/list' },
  { msgType: 3, name: '问政', route: '/message/politics/list' },
  { msgType: 4, name: '关注', route: '/message/follow/list' },
  { msgType: 5, name: '收藏', route: '/message/collection/list' },
  { msgType: 6, name: '点赞', route: '/message/like/list' },
  { msgType: 7, name: '预警', route: '/message/warning/list' },
  { msgType: 8, name: '投稿', route: '/message/contribution/list' },
  { msgType: 9, name: '报料', route: '/message/explosive/list' },
  { msgType: 10, name: '线索', route: '/message/clue/list' },
];

/** The stored type of every message outside 0–9 (线索). */
export const CLUE_MESSAGE_TYPE = 10;
export const INVITATION_MESSAGE_TYPE = 1;

/** 0–9 stay as they are; anything else is a clue. */
export function normalizeMessageType(msgType: number): number {
  return Number.isInteger(msgType) && msgType >= 0 && msgType <= 9 ? msgType : CLUE_MESSAGE_TYPE;
}

export function messageTypeInfo(msgType: number): MessageTypeInfo {
  return MESSAGE_TYPES[normalizeMessageType(msgType)]!;
}

export const messageTypeName = (msgType: number) => messageTypeInfo(msgType).name;
export const messageRoute = (msgType: number) => messageTypeInfo(msgType).route;

/** The message type a list route shows, or undefined when the path is not a message list. */
export function messageTypeOfRoute(path: string): number | undefined {
  return MESSAGE_TYPES.find((t) => t.route === path)?.msgType;
}

/** Message-centre socket frames (contract.md "Sockets"). */
export const SOCKET_COMMANDS = { count: 'getMessageCount', keepHeart: 'keepHeart' } as const;
/** Spec 001 §8: what both sockets (message centre and live messages) say when they fail. */
export const SOCKET_ERROR_TEXT = 'socket服务异常，您可能收不到通知';
/** Close code of a socket without a valid token for its tenant and user. */
export const SOCKET_UNAUTHORIZED = 4401;

/** One line of the unread summary. */
export interface MessageSummary {
  msgType: number;
  name: string;
  unReadCount: number;
}

/** A stored message as the list and the socket push give it. */
export interface MessageItem {
  msgId: number;
  msgType: number;
  name: string;
  title: string;
  viewContent: string;
  link: string;
  /** 0 unread, 1 read. */
  readFlag: number;
  createTime: number;
  senderName: string;
  /** Invitations: 0 waiting, 1 accepted, 2 refused; other types 0. */
  inviteStatus: number;
}

/** Invitation status values. */
export const INVITE_STATUS = { waiting: 0, accepted: 1, refused: 2 } as const;

/** The message-centre socket's path for a tenant and user. */
export function messageSocketPath(tenantId: number | string, userId: number | string): string {
  return `/websocket/${tenantId}-&-1-&-${userId}`;
}

/** The message types a user receives (message settings). */
export interface MessageConf {
  msgTypes: string;
  list: { msgType: number; name: string; enabled: boolean }[];
}

/** A user a notice can be sent to. */
export interface Recipient {
  webUserId: number;
  webUserName: string;
  account: string;
}

export interface Notice {
  userIds: number[] | 'all';
  msgType: number;
  title: string;
  viewContent: string;
  link?: string;
}

/** A live channel as the public live view sees it. */
export interface PublicLiveChannel {
  publicId: string;
  name: string;
  playUrl: string;
  liveMessageUrl: string;
}

/** A live channel as staff see it (the moderation panel). */
export interface LiveChannelInfo extends PublicLiveChannel {
  passagewayId: number;
}

/** Texts of the message screens' machines (ours). */
export const messageTexts = {
  /** The sender of a message no user sent. */
  systemSender: '系统',
  settingsSaved: '设置成功',
  sentTo: (count: number) => (count ? `已发送给${count}位用户` : '没有可接收该类型消息的用户'),
  /** A message whose item (and list) the user's role does not open, or that is gone. */
  notReachable: '该消息的内容您无权查看或已不存在',
  notFound: '消息不存在',
  allRead: '全部消息已标记为已读',
  typesInvalid: '消息类型(msgTypes) 不正确',
  adminOnlySends: '只有管理员可以发送通知',
  inviteNotFound: '邀请不存在',
  /** The verb of an answer to an invitation, as the inviter's message and the routes' summaries say it. */
  inviteVerb: { accept: '接受', refuse: '拒绝' },
  inviteAnsweredTitle: (name: string, verb: string) => `${name}${verb}了邀请`,
  inviteAnsweredBody: (name: string, verb: string, title: string) => `${name}${verb}了您的邀请：${title}`,
} as const;
