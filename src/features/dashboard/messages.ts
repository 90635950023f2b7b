// Texts of the console page (控制台 is the spec's; the others are ours).
export const dashboardMessages = {
  welcome: (name: string) => `欢迎回来，${name}`,
  tenantLine: (tenant: string, domain: string) => `${tenant}（${domain}）`,
  lastLogin: '上次登录',
  firstLogin: '首次登录',
  userCount: '用户数',
  activeSessions: '在线会话',
  menuCount: '可用菜单',
  business: '业务数据',
  system: '系统信息',
  account: '账号',
  mobile: '手机号',
  email: '邮箱',
  serverVersion: '服务版本',
  consoleVersion: '控制台版本',
  database: '数据库',
  notSet: '未设置',
  loadFailed: '控制台数据加载失败',
  publishStats: '发布统计',
  publishToday: (kind: string) => `今日发布${kind}`,
  publishYesterday: '昨日发布',
  publishKinds: [['document', '文稿'], ['video', '视频'], ['audio', '音频'], ['gallery', '图集'], ['link', '外链']] as const,
} as const;

export const databaseNames: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
