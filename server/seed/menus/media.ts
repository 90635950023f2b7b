// Menu catalogue entries of the media libraries and live channels (ids 100–149; docs/media.md).
import { menu } from './menu.js';

/**
 * Media libraries and live channels (100–149). 文件库 is a second-level entry of 内容管理 with
 * its own library tree (no sidebar); its preview and recycle-bin pages are hidden routes.
 * 直播通道 sits under 云直播 (120), whose children the sidebar lists.
 */
export const mediaMenus = [
  menu({
    id: 100,
    pid: 10,
    path: '/contentManagement/filelibrary',
    name: '文件库',
    component: 'media/file-library',
    show_menu: 1,
    level_two: 1,
    icon: 'Folder',
    sort: 100,
  }),
  menu({ id: 101, pid: 10, path: '/contentManagement/filelibrary/preview', name: '文件预览', component: 'media/file-preview', show: 0, sort: 101 }),
  menu({ id: 102, pid: 10, path: '/contentManagement/filelibrary/recycle', name: '回收站', component: 'media/recycle-bin', show: 0, sort: 102 }),
  menu({
    id: 121,
    pid: 120,
    path: '/contentManagement/cloudLiveBroadcast/channel',
    name: '直播通道',
    component: 'media/live-channels',
    show_bar: 1,
    icon: 'Live',
    sort: 121,
  }),
];
