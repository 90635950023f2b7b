// Routes of the media screens (menu catalogue: server/seed/menus/media.ts).
export const FILE_LIBRARY_PATH = '/contentManagement/filelibrary';
export const PREVIEW_PATH = '/contentManagement/filelibrary/preview';
export const RECYCLE_PATH = '/contentManagement/filelibrary/recycle';
