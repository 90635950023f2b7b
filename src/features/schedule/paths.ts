// Console paths of the schedule screens (menu catalogue ids 150, 151).
export const TV_LIST_PATH = '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast';
export const PROGRAM_EDIT_PATH = '/contentManagement/cloudLiveBroadcast/programEdit';
