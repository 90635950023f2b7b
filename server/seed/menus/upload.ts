// Menu catalogue entry of the standalone upload page (ids 180–199; docs/upload.md).
import { menu } from './menu.js';

/** Uploads (180–199): the standalone upload page under 内容管理. */
export const uploadMenus = [
  menu({
    id: 180,
    pid: 10,
    path: '/upload',
    name: '上传文件',
    component: 'upload/index',
    show_menu: 1,
    level_two: 1,
    icon: 'ArrowUpload',
    sort: 180,
  }),
];
