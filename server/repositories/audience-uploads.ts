// Upload tickets of the public contribution page: owns audience_uploads (migration
// 150-audience-uploads). Used by services/audience-uploads.ts; the upload sweep purges
// expired tickets.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { AudienceUploadTable } from '../db/contribution-schema.js';
import { countRows, updatedOne } from './sql-helpers.js';

export type AudienceUploadRow = Selectable<AudienceUploadTable>;

/** Upload tickets of the public contribution page (table `audience_uploads`). */
export function audienceUploadsRepo(db: Db) {
  return {
    async create(tenantId: number, t: { tokenHash: string; address: string; expiresAt: number }, now = Date.now()) {
      const row = await db
        .insertInto('audience_uploads')
        .values({ tenant_id: tenantId, token_hash: t.tokenHash, address: t.address, file_ids: '', contribution_id: 0, created_at: now, expires_at: t.expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** The tenant's ticket by its digest (whatever its state). */
    byToken(tenantId: number, tokenHash: string) {
      return db.selectFrom('audience_uploads').selectAll().where('tenant_id', '=', tenantId).where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** Tickets taken since `since`: by this address (every tenant) and by everyone on the tenant. */
    async recent(tenantId: number, address: string, since: number) {
      const [byAddress, byTenant] = await Promise.all([
        countRows(db.selectFrom('audience_uploads').where('address', '=', address).where('created_at', '>=', since)),
        countRows(db.selectFrom('audience_uploads').where('tenant_id', '=', tenantId).where('created_at', '>=', since)),
      ]);
      return { byAddress, byTenant };
    },
    /** Records the ticket's files (an unused ticket only). */
    async setFiles(tenantId: number, id: number, fileIds: number[]) {
      const r = await db
        .updateTable('audience_uploads')
        .set({ file_ids: fileIds.join(',') })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('contribution_id', '=', 0)
        .executeTakeFirst();
      return updatedOne(r);
    },
    /** Marks the ticket used by a contribution; false when another used it first. */
    async use(tenantId: number, id: number, contributionId: number) {
      const r = await db
        .updateTable('audience_uploads')
        .set({ contribution_id: contributionId })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('contribution_id', '=', 0)
        .executeTakeFirst();
      return updatedOne(r);
    },
    /** Tickets past their expiry (before `before`): used ones are only forgotten, the others' files go. */
    expired(before: number, limit = 200) {
      return db.selectFrom('audience_uploads').selectAll().where('expires_at', '<', before).orderBy('id').limit(limit).execute();
    },
    async remove(ids: number[]) {
      if (!ids.length) return 0;
      const r = await db.deleteFrom('audience_uploads').where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
