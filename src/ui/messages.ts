// Texts shared by several areas. Spec texts are copied exactly; the others are ours.

/** The product name: page titles and the login card when the tenant sets no backend title. */
export const PRODUCT_NAME = '融媒体管理平台';
/** Spec §1: product version. */
export const APP_VERSION = '3.8.1';

export const sessionMessages = {
  /** Spec §8, code 99995: the server message plus this. */
  relogin: '请重新登陆',
  logoutConfirmText: '确认退出该用户吗？',
  logoutConfirmTitle: '警告',
  logoutSuccess: '退出成功',
  logoutCanceled: '取消退出',
} as const;

/** `${serverMsg}，请重新登陆` (just 请重新登陆 when the server gives no message). */
export function expiredMessage(serverMsg: string): string {
  return serverMsg ? `${serverMsg}，${sessionMessages.relogin}` : sessionMessages.relogin;
}

export const commonMessages = {
  loading: '正在加载…',
  confirm: '确定',
  cancel: '取消',
  logout: '退出登录',
  retry: '重新加载',
} as const;

/** Accessible names of toasts by kind. */
export const toastKindNames = { success: '成功提示', error: '错误提示', warning: '警告提示', info: '信息提示' } as const;

/** Spec §2: the default tab. */
export const DASHBOARD_TITLE = '控制台';
export const DASHBOARD_PATH = '/dashboard/index';
