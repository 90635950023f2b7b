// Texts of the login screens. Spec texts (§5) are copied exactly; the others are ours.
import { FORM_TEXTS } from '../../../shared/form-rules.js';
export const loginMessages = {
  domainName: '租户域名',
  account: '账号',
  password: '密码',
  domainRequired: '请输入租户域名',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  /** Spec §5: password (general). */
  passwordChars: FORM_TEXTS.passwordRule,
  submit: '登录',
  methods: '登录方式',
  accountTab: '账号登录',
  smsTab: '短信登录',
  qrTab: '扫码登录',
  mobile: '手机号',
  smsCode: '验证码',
  next: '下一步',
  welcome: '欢迎登录',
  subtitle: '内容生产 · 发布审核 · 直播管理',
  pageTitle: '登录',
  tokenLoggingIn: '正在登录…',
  tokenMissing: '登录链接缺少令牌，请使用账号密码登录',
  tokenFailed: '令牌登录失败，请使用账号密码登录',
  toLogin: '前往登录',
  version: (version: string) => `版本 ${version}`,
} as const;
