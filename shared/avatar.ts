// The personal avatar (docs/org.md): a picture the user uploads from the personal centre; the
// console checks it before sending, the server checks it again (POST
// /api/web-conf/user/manager/avatar/upload).

/** Picture types accepted as an avatar, by MIME type. */
export const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** At most 2 MB. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

export const AVATAR_TEXTS = {
  wrongType: '头像只能是 jpg、png 或 webp 图片',
  tooBig: '头像图片不能超过 2 MB',
  empty: '图片是空的',
  uploaded: '头像已更新',
  hint: '支持 jpg、png、webp，不超过 2 MB',
} as const;

/** Why a picked file cannot be the avatar ('' when it can). */
export function avatarFileProblem(file: { type: string; size: number }): string {
  if (!AVATAR_TYPES[file.type]) return AVATAR_TEXTS.wrongType;
  if (file.size > MAX_AVATAR_BYTES) return AVATAR_TEXTS.tooBig;
  if (file.size === 0) return AVATAR_TEXTS.empty;
  return '';
}
