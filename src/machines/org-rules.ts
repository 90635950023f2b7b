// The organisation forms' rules (spec 001 §5 with its exact texts, through shared/org.ts): one
// pure check per form kind, answering the message of each failing field.
import {
  checkAccount,
  checkDomainLabel,
  checkMobile,
  checkPassword,
  NAME_MAX,
  ORG_TEXTS,
  REMARK_MAX,
} from '../../shared/org.js';

import type { OrgFormKind, OrgFormValues } from './org.types.js';

export type { OrgFormKind, OrgFormValues };
export type OrgFormErrors = Record<string, string>;

export const RULE_TEXTS = {
  nameTooLong: `名称不能超过${NAME_MAX}个字`,
  remarkTooLong: `备注不能超过${REMARK_MAX}个字`,
  repeatMismatch: '您输入的两次密码不一致，请重试！',
  percent: '请输入0到100之间的整数',
  size: '请输入1到100之间的整数',
  avatarId: '请输入文件库中图片的文件 ID',
} as const;

function put(errors: OrgFormErrors, field: string, message: string | null | undefined): void {
  if (message) errors[field] = message;
}

function name(value: string | undefined, required: string): string | null {
  const v = (value ?? '').trim();
  if (!v) return required;
  return v.length > NAME_MAX ? RULE_TEXTS.nameTooLong : null;
}

function intIn(value: string | undefined, min: number, max: number, message: string): string | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min && n <= max ? null : message;
}

export function orgFormErrors(kind: OrgFormKind, v: OrgFormValues): OrgFormErrors {
  const e: OrgFormErrors = {};
  switch (kind) {
    case 'userCreate':
    case 'userEdit':
      if (kind === 'userCreate') {
        put(e, 'account', checkAccount((v.account ?? '').trim()));
        put(e, 'password', checkPassword(v.password ?? ''));
      }
      put(e, 'name', name(v.name, ORG_TEXTS.userNameRequired));
      put(e, 'mobile', checkMobile((v.mobile ?? '').trim()));
      if (!Number(v.organizationId)) put(e, 'organizationId', ORG_TEXTS.departmentRequired);
      if (!(v.roleIds ?? '').split(',').some((x) => Number(x) > 0)) put(e, 'roleIds', ORG_TEXTS.roleRequired);
      break;
    case 'password':
      put(e, 'password', checkPassword(v.password ?? ''));
      if (!e.password && v.repeatPassword !== v.password) put(e, 'repeatPassword', RULE_TEXTS.repeatMismatch);
      break;
    case 'department':
      put(e, 'name', name(v.name, ORG_TEXTS.departmentNameRequired));
      if ((v.remark ?? '').length > REMARK_MAX) put(e, 'remark', RULE_TEXTS.remarkTooLong);
      break;
    case 'tenant':
      put(e, 'domainName', checkDomainLabel((v.domainName ?? '').trim()));
      put(e, 'title', name(v.title, ORG_TEXTS.tenantTitleRequired));
      put(e, 'adminPassword', checkPassword(v.adminPassword ?? ''));
      break;
    case 'myAccount':
      put(e, 'account', checkAccount((v.account ?? '').trim()));
      break;
    case 'myMobile':
      put(e, 'mobile', checkMobile((v.mobile ?? '').trim()));
      break;
    case 'myAvatar':
      if (v.avatar && !/^\d+$/.test(v.avatar.trim())) put(e, 'avatar', RULE_TEXTS.avatarId);
      break;
    case 'watermark':
      put(e, 'name', name(v.name, ORG_TEXTS.watermarkNameRequired));
      if (v.type === 'image') {
        if (!Number(v.imageFileId)) put(e, 'imageFileId', ORG_TEXTS.watermarkImageRequired);
      } else if (!(v.text ?? '').trim()) put(e, 'text', ORG_TEXTS.watermarkTextRequired);
      put(e, 'opacity', intIn(v.opacity, 0, 100, RULE_TEXTS.percent));
      put(e, 'size', intIn(v.size, 1, 100, RULE_TEXTS.size));
      break;
  }
  return e;
}
