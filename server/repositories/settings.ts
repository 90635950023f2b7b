// Tenant settings (comConfType 28 system media, 30 switches, …), one value per key: owns
// tenant_settings. Every function takes the tenant id first.
import type { TenantConf } from '../../shared/api.js';
import type { Db } from '../db/schema.js';

/** Tenant settings (comConfType 28 system media, 30 switches, …), one value per key. */
export function settingsRepo(db: Db) {
  return {
    async list(tenantId: number, confType: number): Promise<TenantConf[]> {
      const rows = await db
        .selectFrom('tenant_settings')
        .select(['conf_key', 'value', 'group_name'])
        .where('tenant_id', '=', tenantId)
        .where('conf_type', '=', confType)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ comConfKey: r.conf_key, webConfValue: r.value, groupName: r.group_name }));
    },
    async upsert(tenantId: number, confType: number, key: string, value: string, groupName = '') {
      await db
        .insertInto('tenant_settings')
        .values({ tenant_id: tenantId, conf_type: confType, conf_key: key, value, group_name: groupName })
        .onConflict((oc) => oc.columns(['tenant_id', 'conf_key']).doUpdateSet({ value, conf_type: confType }))
        .execute();
    },
    /** Sets a key only when the tenant has none yet; whether it was set now (a once-only marker). */
    async addIfMissing(tenantId: number, confType: number, key: string, value: string): Promise<boolean> {
      const row = await db
        .insertInto('tenant_settings')
        .values({ tenant_id: tenantId, conf_type: confType, conf_key: key, value, group_name: '' })
        .onConflict((oc) => oc.columns(['tenant_id', 'conf_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Adds keys that are missing, keeping values already set. */
    async ensure(tenantId: number, confType: number, entries: { key: string; value: string; group: string }[]) {
      for (const e of entries) {
        await db
          .insertInto('tenant_settings')
          .values({ tenant_id: tenantId, conf_type: confType, conf_key: e.key, value: e.value, group_name: e.group })
          .onConflict((oc) => oc.columns(['tenant_id', 'conf_key']).doNothing())
          .execute();
      }
    },
  };
}
