// Incomplete chunked uploads and their stored S3 parts: owns uploads and upload_parts
// (docs/upload.md). Stored content is file-contents.ts's, library entries library-files.ts's.
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
      await db.deleteFrom('upload_parts').where('tenant_id', '=', tenantId).where('md5', '=', md5).execute();
      await db.deleteFrom('uploads').where('tenant_id', '=', tenantId).where('md5', '=', md5).execute();
    },
    /** How many of the user's incomplete uploads were last touched before `before` (待我处理: interrupted). */
    async countStalled(tenantId: number, userId: number, before: number): Promise<number> {
      const row = await db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('created_by', '=', userId)
        .where('touched_at', '<', before)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Uploads untouched since `before` (for the expiry sweep; across tenants by design). */
    async expired(before: number) {
      return db.selectFrom('uploads').select(['tenant_id', 'md5', 'multipart_id']).where('touched_at', '<', before).execute();
    },
    /** The upload's S3 multipart id ('' when none yet). */
    async multipartId(tenantId: number, md5: string): Promise<string> {
      const row = await db.selectFrom('uploads').select('multipart_id').where('tenant_id', '=', tenantId).where('md5', '=', md5).executeTakeFirst();
      return row?.multipart_id ?? '';
    },
    /**
     * Records the multipart id unless another instance already did (a conditional update, so two
     * first chunks racing on two instances agree on one id); answers the id that holds.
     */
    async claimMultipartId(tenantId: number, md5: string, id: string): Promise<string> {
      await db.updateTable('uploads').set({ multipart_id: id }).where('tenant_id', '=', tenantId).where('md5', '=', md5).where('multipart_id', '=', '').execute();
      return this.multipartId(tenantId, md5);
    },
    /** The stored parts of an upload: part number → { chunk MD5, ETag, size }. */
    async parts(tenantId: number, md5: string) {
      const rows = await db.selectFrom('upload_parts').selectAll().where('tenant_id', '=', tenantId).where('md5', '=', md5).execute();
      return new Map(rows.map((r) => [r.part, { chunkMd5: r.chunk_md5, etag: r.etag, size: Number(r.size) }]));
    },
    async putPart(tenantId: number, md5: string, p: { part: number; chunkMd5: string; etag: string; size: number }) {
      const set = { chunk_md5: p.chunkMd5, etag: p.etag, size: p.size };
      await db
        .insertInto('upload_parts')
        .values({ tenant_id: tenantId, md5, part: p.part, ...set })
        .onConflict((oc) => oc.columns(['tenant_id', 'md5', 'part']).doUpdateSet(set))
        .execute();
    },
    async known(tenantId: number, md5: string) {
      return db.selectFrom('uploads').select(['md5', 'touched_at']).where('tenant_id', '=', tenantId).where('md5', '=', md5).executeTakeFirst();
    },
  };
}
