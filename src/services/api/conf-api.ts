// Tenant settings (contract: works without a token when domainName is given).
import type { TenantConf } from '../../../shared/api.js';
import { get } from '../http.js';

/** comConfType 28: system media (logo, background, title, statement); 30: feature switches. */
export const CONF_TYPE = { systemMedia: 28, switches: 30 } as const;

export function getTenantConf(comConfType: number, domainName?: string, options: { quiet?: boolean } = {}): Promise<TenantConf[]> {
  return get<TenantConf[]>('/api/web-conf/configuration/manager/tenant/list', { comConfType, domainName }, options);
}
