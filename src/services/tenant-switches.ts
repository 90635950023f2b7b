// The tenant's feature switches (comConfType 30: weather, smart audit, two proofreading
// engines, third-party publishing), cached in localStorage for the next start and refreshed in the background.
import type { TenantConf } from '../../shared/api.js';
import { CONF_TYPE, getTenantConf } from './api/conf-api.js';
import { readJson, writeJson } from './storage.js';

export const SWITCHES_KEY = 'confSwitches';
export const SWITCH_KEYS = ['ZsCloudWeatherSwich', 'SmartAuditSwich', 'KdxfTextCorrectionSwich', 'XhzyTextCorrectionSwich', 'TripartPublishSwich'] as const;
export type Switches = Record<(typeof SWITCH_KEYS)[number], boolean>;

export function switchesFromConf(list: TenantConf[]): Switches {
  const flat = list.flatMap((c) => [c, ...(c.childrens ?? [])]);
  const on = (key: string) => flat.find((c) => c.comConfKey === key)?.webConfValue === '1';
  return Object.fromEntries(SWITCH_KEYS.map((k) => [k, on(k)])) as Switches;
}

export function readSwitches(): Switches {
  return { ...switchesFromConf([]), ...readJson<Partial<Switches>>(SWITCHES_KEY) };
}

export async function loadSwitches(domainName?: string): Promise<Switches> {
  const switches = switchesFromConf(await getTenantConf(CONF_TYPE.switches, domainName || undefined, { quiet: true }));
  writeJson(SWITCHES_KEY, switches);
  return switches;
}
