// Texts shared by several areas. Spec texts are copied exactly; the others are ours.

/** The product name: page titles and the login card when the tenant sets no backend title. */
export const PRODUCT_NAME = '融媒体管理平台';
/** Spec §1: product version. */
export const APP_VERSION = '3.8.1';

export const commonMessages = {
  loading: '正在加载…',
  confirm: '确定',
  cancel: '取消',
  save: '保存',
  logout: '退出登录',
  retry: '重新加载',
  /** The copy-to-clipboard button (src/ui/copy-text.tsx). */
  copy: '复制',
  copyOf: (label: string) => `复制${label}`,
} as const;

/** Accessible names of toasts by kind. */
export const toastKindNames = { success: '成功提示', error: '错误提示', warning: '警告提示', info: '信息提示' } as const;

export const DASHBOARD_PATH = '/dashboard/index';
