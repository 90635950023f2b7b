// Menu catalogue entries of the message centre and live messages (ids 200–229;
// docs/realtime.md), and which of them the basic staff role holds.
import { MESSAGE_TYPES } from '../../../shared/message-types.js';
import { menu } from './menu.js';

/**
 * The message centre (200–219) and live messages (220–229). 200 is a group of the main
 * layout; 201 the second-level entry whose children the sidebar lists: the eleven list pages
 * by type (one screen, the type read from the path), the receive settings and, for
 * administrators, sending a notice. 220 is the staff's live Q&A panel under 云直播 (120).
 */
export const messageMenus = [
  menu({ id: 200, pid: 0, path: '/message', name: '消息中心', fore: 0, show_menu: 1, redirect: '/message/create/list', icon: 'Alert', sort: 200 }),
  menu({
    id: 201,
    pid: 200,
    path: '/message/center',
    name: '消息中心',
    fore: 1,
    show_menu: 1,
    show_bar: 1,
    level_two: 1,
    redirect: '/message/create/list',
    icon: 'Alert',
    sort: 201,
  }),
  ...MESSAGE_TYPES.map((t) =>
    menu({ id: 202 + t.msgType, pid: 201, path: t.route, name: `${t.name}消息`, component: 'messages/list', show_bar: 1, tag: 'message', sort: 202 + t.msgType }),
  ),
  menu({ id: 215, pid: 201, path: '/message/settings', name: '消息设置', component: 'messages/settings', show_bar: 1, sort: 215 }),
  menu({ id: 216, pid: 201, path: '/message/send', name: '发送通知', component: 'messages/send', show_bar: 1, sort: 216, perms: 'message:send' }),
  menu({
    id: 220,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/liveMessages',
    name: '直播互动',
    component: 'live-messages/moderation',
    show_bar: 1,
    sort: 220,
  }),
  // The public live views (spec §2): routed for signed-in users too; hidden from every menu.
  menu({ id: 221, pid: 0, path: '/liveView', name: '直播观看', component: 'live-view/video', show: 0, sort: 221 }),
  menu({ id: 222, pid: 0, path: '/liveViewAudio', name: '直播收听', component: 'live-view/audio', show: 0, sort: 222 }),
];

/** What a 普通用户 may open of these: everything but sending notices and live moderation. */
export const STAFF_MESSAGE_MENU_IDS = messageMenus.filter((m) => m.id !== 216 && m.id !== 220).map((m) => m.id);
