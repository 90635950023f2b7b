// The message centre's calls (spec §7 "Shell calls"; contract.md) and the live view's.
import type { LiveChannelInfo, MessageConf, MessageItem, Notice, PublicLiveChannel, Recipient } from '../../../shared/message-types.js';

export type { LiveChannelInfo, MessageConf, Notice, PublicLiveChannel, Recipient };
import type { Paged } from '../../../shared/api.js';
import { get, post } from '../http.js';

const BASE = '/api/web-manager/message/manager/msg';

export interface MessagePageQuery {
  msgType?: number;
  readFlag?: 0 | 1;
  pageIndex: number;
  pageSize: number;
}

export const getMessagePage = (q: MessagePageQuery) => get<Paged<MessageItem>>(`${BASE}/page`, q);
export const readMessages = (ids: number[]) => post<{ count: number }>(`${BASE}/read`, { ids: ids.join(',') });
export const deleteMessages = (ids: number[]) => post<{ count: number }>(`${BASE}/del`, { ids: ids.join(',') });

/**
 * Marks everything read and resolves with the server's message (spec §8 "Mark-all-read: show
 * server message"), through the shared client like every call (a 99995 ends the session).
 */
export async function readAllMessages(): Promise<string> {
  return (await post<{ msg: string }>(`${BASE}/readAll`, undefined, { withMessage: true })).msg;
}

export const getMessageConf = () => get<MessageConf>(`${BASE}/conf`);
export const setMessageConf = (msgTypes: number[]) => post<null>(`${BASE}/conf`, { msgTypes: msgTypes.join(',') });

export const getRecipients = () => get<Recipient[]>(`${BASE}/users`);
export const sendNotice = (n: Notice) =>
  post<{ count: number }>(`${BASE}/send`, {
    userIds: n.userIds === 'all' ? 'all' : n.userIds.join(','),
    msgType: n.msgType,
    title: n.title,
    viewContent: n.viewContent,
    ...(n.link ? { link: n.link } : {}),
  });

export const acceptInvite = (msgId: number) => post<null>('/api/web-operate/platform/manager/invite/accept', { msgId });
export const refuseInvite = (msgId: number) => post<null>('/api/web-operate/platform/manager/invite/refuse', { msgId });

/** What the public live view knows of a channel: an opaque public id, never the sequential id or the push key. */
export const getLiveViewInfo = (publicId: string) => get<PublicLiveChannel>('/api/web-manager/live/view/info', { passagewayId: publicId });
export const getLiveChannels = () => get<LiveChannelInfo[]>('/api/web-manager/live/view/channels');
