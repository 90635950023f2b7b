// The basic staff role (普通用户: home page and message centre) that a user added by an
// administrator gets (web-conf/user-admin.ts), and its menus.
import { STAFF_MESSAGE_MENU_IDS } from '../seed/menus/messages.js';

/** The role a new user gets unless told otherwise: the console's home and the message centre. */
export const STAFF_ROLE = '普通用户';
/** The menus of that role (made on first use by the user administration). */
export const STAFF_MENUS = [1, 2, ...STAFF_MESSAGE_MENU_IDS];
