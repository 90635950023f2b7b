// A tenant's own proofreading dictionary (易错词 → 正确写法): owns proofread_words (migration
// 167-text-checks). The built-in engine (services/proofread/builtin.ts) reads it on every pass.
import type { Db } from '../db/schema.js';
import { countRows } from './sql-helpers.js';

export function proofreadWordsRepo(db: Db) {
  return {
    /** Every entry of the tenant, newest first (bounded by PROOF_DICT_LIMITS.count at write time). */
    list(tenantId: number) {
      return db.selectFrom('proofread_words').select(['id', 'wrong', 'correct', 'note', 'created_at']).where('tenant_id', '=', tenantId).orderBy('id', 'desc').execute();
    },
    count(tenantId: number) {
      return countRows(db.selectFrom('proofread_words').where('tenant_id', '=', tenantId));
    },
    /** Adds or replaces the entry for `wrong`. */
    async put(tenantId: number, e: { wrong: string; correct: string; note: string }) {
      await db
        .insertInto('proofread_words')
        .values({ tenant_id: tenantId, ...e, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['tenant_id', 'wrong']).doUpdateSet({ correct: e.correct, note: e.note }))
        .execute();
    },
    async has(tenantId: number, wrong: string) {
      return !!(await db.selectFrom('proofread_words').select('id').where('tenant_id', '=', tenantId).where('wrong', '=', wrong).executeTakeFirst());
    },
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db.deleteFrom('proofread_words').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
