// Texts of the main layout. Spec texts (§2, §4, §5, §8) are copied exactly; the others are ours.
import { PASSWORD_TEXTS } from '../../../shared/form-rules.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
export const layoutMessages = {
  userMenu: '用户菜单',
  tabs: '已打开的页面',
  home: '首页',
  cloudProducts: '云产品',
  searchProducts: '搜索产品',
  noProducts: '没有匹配的产品',
  quickNav: '快捷导航',
  configCenter: '配置中心',
  editShortcuts: '编辑快捷菜单',
  closeTab: '关闭',
  closeOthers: '关闭其他',
  /** The menu of the tabs that do not fit in the strip (with how many). */
  moreTabs: (count: number) => `更多标签（${count}）`,
  personalCenter: '个人中心',
  theme: '主题风格',
  changePassword: '修改密码',
  sidebar: '侧边菜单',
} as const;

export const leaveMessages = {
  title: '未保存的修改',
  body: '当前页面有未保存的修改，确定离开吗？',
  leave: '离开',
  cancel: '取消',
} as const;

export const shortcutMessages = {
  title: '快捷菜单配置',
  finish: '完成',
  cancel: '取消',
  search: '搜索菜单',
  chosen: '已选快捷导航',
  available: '全部菜单',
  empty: '还没有快捷导航，从左侧点选添加',
  dragHint: '拖动排序（键盘：空格拿起，方向键移动，空格放下）',
  remove: '移除',
  tooMany: COMMON_MESSAGES.tooManyShortcuts,
} as const;

export const themeMessages = {
  title: '主题风格设置',
  navStyle: '导航风格',
  navStyles: ['浅色侧栏', '深色侧栏'],
  headerStyle: '顶栏风格',
  headerStyles: ['浅色顶栏', '主题色顶栏'],
  color: '主题颜色',
  dark: '深色模式',
  reset: '恢复默认',
  close: '关闭',
} as const;

export const passwordMessages = {
  title: '修改密码',
  oldPassword: '原密码',
  password: '新密码',
  repeatPassword: '确认新密码',
  ...PASSWORD_TEXTS,
  submit: '确定',
  cancel: '取消',
} as const;
