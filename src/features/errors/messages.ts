// Texts of the error pages (the spec names the pages, not their words: ours).
export const errorMessages = {
  404: { title: '页面不存在', text: '抱歉，您访问的页面不存在或已被移除。' },
  403: { title: '无权访问', text: '抱歉，您没有访问该页面的权限，请联系管理员。' },
  500: { title: '服务器错误', text: '抱歉，服务器开小差了，请稍后再试。' },
  backHome: '返回控制台',
  /** A signed-in user whose role grants no page at all. */
  noMenu: { title: '无可用菜单，请联系管理员', text: '您的账号还没有可以打开的页面，请联系管理员为您的角色分配菜单。' },
  signOut: '退出登录',
} as const;

export type ErrorStatus = 404 | 403 | 500;
