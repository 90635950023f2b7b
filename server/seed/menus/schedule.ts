// Menu catalogue entries of the TV channels and the programme editor (ids 150–179;
// docs/schedule.md).
import { menu } from './menu.js';

/**
 * Programme lists (150–179): 电视直播 (the TV channels) sits under 云直播 (120) in the sidebar;
 * 节目编辑 (the programme-list editor of one channel, ?liveTvId=) is a hidden route reached from
 * a channel's row; 一周节目单 (its week view, ?liveTvId=&day=) is a hidden route reached from the
 * editor.
 */
export const scheduleMenus = [
  menu({
    id: 150,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast',
    name: '电视直播',
    component: 'schedule/tv-channels',
    show_bar: 1,
    icon: 'Tv',
    sort: 150,
  }),
  menu({
    id: 151,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/programEdit',
    name: '节目编辑',
    component: 'schedule/program-edit',
    show: 0,
    sort: 151,
  }),
  menu({
    id: 152,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/programWeek',
    name: '一周节目单',
    component: 'schedule/program-week',
    show: 0,
    sort: 152,
  }),
];
