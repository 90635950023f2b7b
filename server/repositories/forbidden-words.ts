// A tenant's forbidden words, unique by their normalised form: owns forbidden_words (migration
// 090-interaction). Matching is services/forbidden-words.ts's.
import type { Db } from '../db/schema.js';
import { containsText, countRows, pageWithTotal } from './sql-helpers.js';

/** A tenant's forbidden words (table `forbidden_words`); `norm` is the normalised form, unique per tenant. */
export function forbiddenWordsRepo(db: Db) {
  return {
    async page(tenantId: number, f: { keyWord?: string; pageIndex: number; pageSize: number }) {
      let q = db.selectFrom('forbidden_words').where('tenant_id', '=', tenantId);
      if (f.keyWord) q = q.where(containsText('word', f.keyWord));
      return pageWithTotal(q, f, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
    },
    /** Every normalised word of the tenant (for the matcher). */
    async norms(tenantId: number) {
      const rows = await db.selectFrom('forbidden_words').select(['norm', 'word']).where('tenant_id', '=', tenantId).execute();
      return rows;
    },
    /** A cheap fingerprint of the tenant's list: changes whenever a word is added or removed. */
    async stamp(tenantId: number) {
      const r = await db
        .selectFrom('forbidden_words')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('top')])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return `${Number(r.n)}:${Number(r.top ?? 0)}`;
    },
    count(tenantId: number) {
      return countRows(db.selectFrom('forbidden_words').where('tenant_id', '=', tenantId));
    },
    /** Of these normalised forms, the ones the tenant already has. */
    async existing(tenantId: number, norms: string[]) {
      const found = new Set<string>();
      for (let i = 0; i < norms.length; i += 500) {
        const part = norms.slice(i, i + 500);
        const rows = await db.selectFrom('forbidden_words').select('norm').where('tenant_id', '=', tenantId).where('norm', 'in', part).execute();
        for (const r of rows) found.add(r.norm);
      }
      return found;
    },
    async addMany(tenantId: number, words: { word: string; norm: string }[]) {
      const now = Date.now();
      for (let i = 0; i < words.length; i += 200) {
        const part = words.slice(i, i + 200);
        await db
          .insertInto('forbidden_words')
          .values(part.map((w) => ({ tenant_id: tenantId, word: w.word, norm: w.norm, created_at: now })))
          .onConflict((oc) => oc.columns(['tenant_id', 'norm']).doNothing())
          .execute();
      }
    },
    async remove(tenantId: number, ids: number[]) {
      if (!ids.length) return 0;
      const r = await db.deleteFrom('forbidden_words').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
