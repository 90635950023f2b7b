import type { Db } from '../db/schema.js';

/**
 * Incomplete uploads (the uploads table). Stored content is file-contents.ts's, library entries
 * library-files.ts's, the target library media-libraries.ts's.
 */
export function uploadsRepo(db: Db) {
  return {
    /** Records (or refreshes) an incomplete upload of this content. */
    async touch(tenantId: number, md5: string, fields: { chunkCount?: number; fileName?: string; libraryId?: number; userId?: number }, now = Date.now()) {
      const existing = await db.selectFrom('uploads').select('id').where('tenant_id', '=', tenantId).where('md5', '=', md5).executeTakeFirst();
      const update = {
        touched_at: now,
        ...(fields.chunkCount ? { chunk_count: fields.chunkCount } : {}),
        ...(fields.fileName ? { file_name: fields.fileName } : {}),
        ...(fields.libraryId ? { library_id: fields.libraryId } : {}),
      };
      if (existing) {
        await db.updateTable('uploads').set(update).where('id', '=', existing.id).execute();
        return;
      }
      await db
        .insertInto('uploads')
        .values({
          tenant_id: tenantId,
          md5,
          chunk_count: fields.chunkCount ?? 0,
          file_name: fields.fileName ?? '',
          library_id: fields.libraryId ?? 0,
          created_by: fields.userId ?? 0,
          created_at: now,
          touched_at: now,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'md5']).doUpdateSet(update))
        .execute();
    },
    async remove(tenantId: number, md5: string) {
      await db.deleteFrom('uploads').where('tenant_id', '=', tenantId).where('md5', '=', md5).execute();
    },
    /** Uploads untouched since `before` (for the expiry sweep; across tenants by design). */
    async expired(before: number) {
      return db.selectFrom('uploads').select(['tenant_id', 'md5']).where('touched_at', '<', before).execute();
    },
    async known(tenantId: number, md5: string) {
      return db.selectFrom('uploads').select(['md5', 'touched_at']).where('tenant_id', '=', tenantId).where('md5', '=', md5).executeTakeFirst();
    },
  };
}
