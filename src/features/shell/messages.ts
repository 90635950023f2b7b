// Texts of the shell's screens (config centre, personal centre, terminal pages).
import { FORM_TEXTS } from '../../../shared/form-rules.js';
export const configMessages = {
  title: '配置中心',
  intro: '修改本租户的系统媒体与功能开关；保存后登录页和顶栏立即使用新设置。',
  media: '系统媒体',
  switches: '功能开关',
  SystemMediaSign: '后台标题',
  SystemMediaStatement: '页脚声明',
  SystemMediaLogo: '标志（logo）',
  SystemMediaIcon: '网站图标（favicon）',
  SystemMediaBackground: '登录背景',
  SystemMediaDefault: '默认图片',
  LiveCmsWebUrl: 'CMS 地址',
  ZsCloudWeatherSwich: '天气服务',
  SmartAuditSwich: '智能审核',
  KdxfTextCorrectionSwich: '文本纠错（科大讯飞）',
  XhzyTextCorrectionSwich: '文本纠错（新华智云）',
  TripartPublishSwich: '第三方发布',
  upload: '上传图片',
  clear: '清除',
  save: '保存',
  reset: '还原',
  imageHint: '支持 png、jpg、gif、webp、ico、svg，不超过 2 MB',
  loadFailed: '设置加载失败',
  retry: '重新加载',
} as const;

export const personMessages = {
  title: '个人信息',
  account: '账号',
  tenant: '所属租户',
  name: '姓名',
  nameRequired: '请输入姓名',
  mobile: '手机号',
  mobileRule: FORM_TEXTS.mobileRule,
  email: '邮箱',
  emailRule: '请输入正确的邮箱',
  save: '保存',
  reset: '还原',
} as const;

/** The personal centre's account card. */
export const personSecurityText = {
  title: '头像、手机号与账号',
  avatar: '头像',
  upload: '上传头像',
  uploading: '正在上传…',
  mobile: '手机号',
  mobileHint: '11 位手机号；留空为清除',
  account: '登录账号',
  save: '保存',
  saved: '已保存',
} as const;
