// Values that name a stored file (tenant settings SystemMediaBackground/Logo/Icon/Default, the
// user's avatar resource id) become addresses through the file redirect (spec 000 §7,
// contract "Upload": GET /api/web-manager/file/manager/redirect/{fileObjId}/{downType}).

export const FILE_REDIRECT = '/api/web-manager/file/manager/redirect';

/** downType of the redirect: 1 the cover, 2 the resource itself, 3 another rendition. */
export type DownType = 1 | 2 | 3;

/** An address that can be shown as an image as it is. */
export function isImageAddress(value: string): boolean {
  return /^(https?:)?\/\//i.test(value) || value.startsWith('/') || /^data:image\//i.test(value);
}

/** A file id (positive integer) or an address → an image URL; anything else → ''. */
export function mediaUrl(value: string | number | null | undefined, downType: DownType = 2): string {
  const v = String(value ?? '').trim();
  if (/^\d+$/.test(v)) return Number(v) > 0 ? `${FILE_REDIRECT}/${Number(v)}/${downType}` : '';
  return isImageAddress(v) ? v : '';
}

/** The avatar resource id of the user info (spec 001 §3) → the avatar path. */
export function avatarPath(webUserAvatar: string | number | null | undefined): string {
  return mediaUrl(webUserAvatar, 2);
}

/** A path on the CMS site (the LiveCmsWebUrl setting), or the console's own path when none is set. */
export function cmsLink(cmsUrl: string, path: string): string {
  return cmsUrl ? `${cmsUrl}${path.startsWith('/') ? path : `/${path}`}` : path;
}
