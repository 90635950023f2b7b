// Menu catalogue entries of the radio, event and virtual live channel lists and the channel
// monitor (ids 840–869).
import { menu } from './menu.js';

/**
 * The rest of the live area (ids 840–869): the radio, event and virtual live
 * channel lists beside 电视直播 (one screen, `schedule/live-channels`, parametrised by the kind
 * its path names; shared/live-kinds.ts) under 云直播 (120), and the channel monitor.
 */
export const liveMenus = [
  menu({
    id: 840,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation',
    name: '电台直播',
    component: 'schedule/live-channels',
    show_bar: 1,
    sort: 152,
  }),
  menu({
    id: 841,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/liveBroadcastActivities',
    name: '活动直播',
    component: 'schedule/live-channels',
    show_bar: 1,
    sort: 153,
  }),
  menu({
    id: 842,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/liveVroadcastFictitious',
    name: '虚拟直播',
    component: 'schedule/live-channels',
    show_bar: 1,
    sort: 154,
  }),
  menu({
    id: 843,
    pid: 120,
    path: '/cloudLiveBroadcast/channelMinitor',
    name: '通道监控',
    component: 'live/channel-monitor',
    show_bar: 1,
    sort: 155,
  }),
];
