// Texts of the session (login, expiry, logout) that the session machine itself shows.
// Spec texts are copied exactly.

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
