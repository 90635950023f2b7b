// Failed logins for the sign-in throttle (services/login.ts): owns login_failures. Keyed by
// account and by address, without a tenant id, so an unknown domain is throttled as well.
import type { Db } from '../db/schema.js';
import { countRows } from './sql-helpers.js';

/**
 * Failed login attempts, keyed by account (domain + account) and by client address. Kept in
 * the database so that every server instance counts the same attempts. Keys carry no tenant
 * id on purpose: an unknown domain must be throttled as well.
 */
export function loginFailuresRepo(db: Db) {
  return {
    async count(key: string, since: number) {
      return countRows(db.selectFrom('login_failures').where('key', '=', key).where('at', '>', since));
    },
    async record(keys: string[], at: number) {
      await db.insertInto('login_failures').values(keys.map((key) => ({ key, at }))).execute();
    },
    async clear(key: string) {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },
    async purge(before: number) {
      await db.deleteFrom('login_failures').where('at', '<', before).execute();
    },
  };
}
