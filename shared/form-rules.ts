// Field rules of the spec (§5 of the shell document) that both the console and the server
// check, with their messages copied exactly. One place for each text.

/** Password (general): only digits, letters or _$@. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9_$@]+$/;
/** Mobile number: 11 digits starting with 1 then 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const FORM_TEXTS = {
  passwordRule: '密码中只能包含数字字母或_$@',
  mobileRule: '请输入正确的手机号',
  /** Any invalid submit. */
  incomplete: '请完善表单',
} as const;

/** The change-password form's messages. */
export const PASSWORD_TEXTS = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  repeatRequired: '请再输入一次新密码',
  mismatch: '您输入的两次密码不一致，请重试！',
  rule: FORM_TEXTS.passwordRule,
  incomplete: FORM_TEXTS.incomplete,
  success: '修改密码,请重新登陆',
} as const;
