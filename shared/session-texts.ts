// Texts of the session (login, expiry, logout, rights changed while signed in) that the session
// and tabs machines themselves show. Spec texts are copied exactly.

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

/**
 * Rights changed while signed in (shared/rights-frame.ts): the tabs of the pages no longer
 * allowed were closed. 「你的权限已变更，已关闭无权访问的页面：消息设置、点赞消息」.
 */
export function rightsChangedText(closedTitles: readonly string[]): string {
  return `你的权限已变更，已关闭无权访问的页面：${closedTitles.join('、')}`;
}
