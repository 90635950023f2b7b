// Console paths of the schedule screens (menu catalogue ids 150, 151, 152).
export const TV_LIST_PATH = '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast';
export const PROGRAM_EDIT_PATH = '/contentManagement/cloudLiveBroadcast/programEdit';
export const PROGRAM_WEEK_PATH = '/contentManagement/cloudLiveBroadcast/programWeek';

/** The editor opened on one day of a channel. */
export const dayHref = (liveTvId: number, day: string) => `${PROGRAM_EDIT_PATH}?liveTvId=${liveTvId}&day=${day}`;
/** The week view of a channel around a day. */
export const weekHref = (liveTvId: number, day: string) => `${PROGRAM_WEEK_PATH}?liveTvId=${liveTvId}&day=${day}`;
