// Chinese texts of the server's generic refusals (one place): the defaults of lib/errors.ts, the
// answers plugins/errors.ts gives to schema violations, parser, framework and database faults,
// and the refusals no one area owns (a missing parameter, a malformed path or MD5, storage faults).
import { COMMON_MESSAGES } from '../../shared/common-messages.js';

export const ERROR_TEXTS = {
  forbidden: '无权访问',
  notFound: '数据不存在',
  sessionExpired: '登录状态已失效',
  notSignedIn: '未登录或登录已过期',
  tenantMismatch: '租户信息与登录用户不一致，请求被拒绝',
  serverError: '服务器内部错误，请稍后重试',
  busy: '服务器繁忙，请稍后重试',
  badRequest: '请求不正确',
  badUrl: '请求地址不正确',
  required: (name: string) => `缺少必填参数：${name}`,
  /** A list or number parameter that is not what it should be: `ids 格式不正确`. */
  invalidParam: (field: string) => `${field} 格式不正确`,
  /** A list of ids (`1,2,3`) that is not one. */
  idList: (field: string) => `${field} 格式不正确，应为逗号分隔的编号`,
  pathInvalid: '路径参数格式不正确',
  rangeInvalid: '请求的范围无效',
  filePathInvalid: '非法的文件路径',
  md5Invalid: 'MD5 格式不正确',
  dateInvalid: '日期格式不正确',
  dateOrder: COMMON_MESSAGES.dateOrder,
  storageUnreadable: '对象存储返回了无法读取的内容',
  storageNoUploadId: '对象存储未返回分片上传编号',
} as const;

/** The client faults of the parsers, the framework and the database. */
export const FAULT_TEXTS = {
  urlTooLong: '请求地址过长',
  invalidJson: '请求体不是合法的 JSON',
  emptyBody: '请求体不能为空',
  badLength: '请求长度不正确',
  unsupportedType: '不支持的请求内容类型',
  tooLarge: '请求内容过大',
  multipartRequired: '请以 multipart/form-data 上传',
  multipartBroken: '上传内容格式不正确或不完整',
  badEscape: '请求地址中的编码不正确',
  aborted: '请求在传输中断开',
  outOfRange: '请求参数超出允许范围',
  noRoute: '接口不存在',
} as const;

/** The message of each 4xx status Fastify answers itself. */
export const STATUS_TEXTS: Record<number, string> = {
  400: '请求格式不正确',
  404: FAULT_TEXTS.noRoute,
  405: '请求方法不被允许',
  406: '不支持的响应格式',
  413: FAULT_TEXTS.tooLarge,
  414: FAULT_TEXTS.urlTooLong,
  415: FAULT_TEXTS.unsupportedType,
  429: COMMON_MESSAGES.tooFrequent,
};

/** One Chinese sentence for the first schema violation, naming the field. */
export const VALIDATION_TEXTS = {
  noError: '请求参数不正确',
  body: '请求体',
  required: ERROR_TEXTS.required,
  empty: (name: string) => `${name}不能为空`,
  tooShort: (name: string, limit: string) => `${name}长度不能少于${limit}个字符`,
  tooLong: (name: string, limit: string) => `${name}长度不能超过${limit}个字符`,
  format: (name: string) => `${name}格式不正确`,
  type: (name: string) => `${name}类型不正确`,
  range: (name: string) => `${name}超出允许范围`,
  finite: (name: string) => `${name}必须是有限的数字`,
  tooMany: (name: string) => `${name}数量超出上限`,
  choice: (name: string) => `${name}取值不正确`,
  invalid: (name: string) => `${name}不合法`,
} as const;
