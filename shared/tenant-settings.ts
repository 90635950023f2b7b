// The tenant settings the config centre (配置中心) edits: system media (conf type 28) and
// switches (30), and the limits of a branding image. Shared by the screen and its effects.

export const SETTING_TEXT_KEYS = ['SystemMediaSign', 'SystemMediaStatement', 'LiveCmsWebUrl'] as const;
export const SETTING_IMAGE_KEYS = ['SystemMediaLogo', 'SystemMediaIcon', 'SystemMediaBackground', 'SystemMediaDefault'] as const;
export const SETTING_SWITCH_KEYS = ['ZsCloudWeatherSwich', 'SmartAuditSwich', 'KdxfTextCorrectionSwich', 'XhzyTextCorrectionSwich', 'TripartPublishSwich'] as const;
export type SettingImageKey = (typeof SETTING_IMAGE_KEYS)[number];

/** Largest branding image. */
export const MAX_SETTING_IMAGE = 2 * 1024 * 1024;
export const SETTING_IMAGE_TEXTS = { tooBig: '图片不能超过2MB', notImage: '只能上传图片' } as const;
