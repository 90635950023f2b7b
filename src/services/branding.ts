// The tenant's system settings (comConfType 28): backend title, logo, background, icon, default
// cover (the fallback wherever a cover is missing), footer statement and the CMS address
// (LiveCmsWebUrl). Image settings hold file ids: they resolve through the file redirect. Read on the login page (by domain name) and after login (by token), cached
// in localStorage for the next start, and observable by React through useSyncExternalStore.
import type { TenantConf } from '../../shared/api.js';
import { avatarPath, cmsLink, isImageAddress, mediaUrl } from '../../shared/media-url.js';
import { CONF_TYPE, getTenantConf } from './api/conf-api.js';
import { ApiError } from './http.js';
import { readJson, STORAGE_KEYS, writeJson } from './storage.js';

export interface Branding {
  /** SystemMediaSign: the backend title ('' = the product name). */
  title: string;
  /** SystemMediaLogo, SystemMediaBackground, SystemMediaIcon: image URLs (file ids resolved). */
  logo: string;
  background: string;
  icon: string;
  /** SystemMediaDefault: the cover shown wherever a cover is missing. */
  defaultCover: string;
  /** LiveCmsWebUrl: the CMS site (no trailing slash; '' when unset). */
  cmsUrl: string;
  /** SystemMediaStatement: the login footer. */
  statement: string;
}

export const EMPTY_BRANDING: Branding = { title: '', logo: '', background: '', icon: '', defaultCover: '', cmsUrl: '', statement: '' };

export { avatarPath, cmsLink, isImageAddress, mediaUrl };

function flatten(list: TenantConf[]): TenantConf[] {
  return list.flatMap((c) => [c, ...flatten(c.childrens ?? [])]);
}

export function brandingFromConf(list: TenantConf[]): Branding {
  const byKey = new Map(flatten(list).map((c) => [c.comConfKey, (c.webConfValue ?? '').trim()]));
  const image = (key: string) => mediaUrl(byKey.get(key));
  const cms = byKey.get('LiveCmsWebUrl') ?? '';
  return {
    title: byKey.get('SystemMediaSign') ?? '',
    logo: image('SystemMediaLogo'),
    background: image('SystemMediaBackground'),
    icon: image('SystemMediaIcon'),
    defaultCover: image('SystemMediaDefault'),
    cmsUrl: /^https?:\/\/\S+$/i.test(cms) ? cms.replace(/\/+$/, '') : '',
    statement: byKey.get('SystemMediaStatement') ?? '',
  };
}

let current: Branding = { ...EMPTY_BRANDING, ...readJson<Partial<Branding>>(STORAGE_KEYS.branding) };
const listeners = new Set<() => void>();

export function getBranding(): Branding {
  return current;
}

export function subscribeBranding(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setBranding(next: Branding): void {
  current = next;
  writeJson(STORAGE_KEYS.branding, next);
  for (const listener of [...listeners]) listener();
}

/** `loaded`: the tenant's settings are shown; `unknown`: no such tenant; `offline`: kept the cache. */
export type BrandingResult = 'loaded' | 'unknown' | 'offline';

/**
 * Loads and caches the branding: by domain name before login, by token after. Never rejects
 * and never toasts: a tenant the server does not know gets the default look, a network
 * failure keeps the cached one.
 */
export async function loadBranding(domainName?: string): Promise<BrandingResult> {
  try {
    setBranding(brandingFromConf(await getTenantConf(CONF_TYPE.systemMedia, domainName || undefined, { quiet: true })));
    return 'loaded';
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'code') {
      setBranding(EMPTY_BRANDING);
      return 'unknown';
    }
    return 'offline';
  }
}
