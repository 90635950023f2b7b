// Stored media content, one row per tenant and MD5 (the spec's fileResId): owns file_contents.
// bySignedId alone takes no tenant: a signed media URL carries none (docs/server.md).
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { FileContentTable } from '../db/media-schema.js';

export type ContentRow = Selectable<FileContentTable>;
/** What probing a stored file finds out (duration, size, codecs, cover). */
export type ContentFacts = Pick<ContentRow, 'duration' | 'width' | 'height' | 'codec' | 'cover_path'>;

const NO_FACTS: ContentFacts = { duration: 0, width: 0, height: 0, codec: '', cover_path: '' };

/**
 * Stored content (the spec's fileResId): one row per tenant and MD5, the bytes on disk at
 * storage_path. The only writer of the file_contents table (library files, uploads and the
 * media server read it through joins or through here).
 */
export function fileContentsRepo(db: Db) {
  const repo = {
    async byMd5(tenantId: number, md5: string): Promise<ContentRow | undefined> {
      return db.selectFrom('file_contents').selectAll().where('tenant_id', '=', tenantId).where('md5', '=', md5).executeTakeFirst();
    },
    async byId(tenantId: number, id: number): Promise<ContentRow | undefined> {
      return db.selectFrom('file_contents').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    /**
     * A content by id alone, for the signed media URLs only: the verified signature is the
     * right to read it and the URL carries no tenant (services/media-urls.ts).
     */
    async bySignedId(id: number): Promise<ContentRow | undefined> {
      return db.selectFrom('file_contents').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async manyById(tenantId: number, ids: number[]): Promise<ContentRow[]> {
      if (!ids.length) return [];
      return db.selectFrom('file_contents').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    },
    /** Inserts the content once (facts unknown yet); a concurrent insert of the same MD5 yields the existing row. */
    async insertOnce(tenantId: number, c: { md5: string; size: number; storagePath: string; mime: string }, now = Date.now()): Promise<ContentRow> {
      await db
        .insertInto('file_contents')
        .values({ tenant_id: tenantId, md5: c.md5, size: c.size, storage_path: c.storagePath, mime: c.mime, ...NO_FACTS, created_at: now })
        .onConflict((oc) => oc.columns(['tenant_id', 'md5']).doNothing())
        .execute();
      return (await repo.byMd5(tenantId, c.md5))!;
    },
    /** Inserts a probed content, or replaces the stored facts of the same MD5. */
    async upsert(tenantId: number, c: { md5: string; size: number; storagePath: string; mime: string } & ContentFacts, now = Date.now()): Promise<ContentRow> {
      const { md5, size, storagePath, mime, ...facts } = c;
      await db
        .insertInto('file_contents')
        .values({ tenant_id: tenantId, md5, size, storage_path: storagePath, mime, created_at: now, ...facts })
        .onConflict((oc) => oc.columns(['tenant_id', 'md5']).doUpdateSet({ storage_path: storagePath, size, mime, ...facts }))
        .execute();
      return (await repo.byMd5(tenantId, md5))!;
    },
    async setFacts(tenantId: number, id: number, facts: ContentFacts): Promise<void> {
      await db.updateTable('file_contents').set(facts).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Deletes the rows; returns them so that the caller removes their files from disk. */
    async remove(tenantId: number, ids: number[]): Promise<ContentRow[]> {
      const rows = await repo.manyById(tenantId, ids);
      if (rows.length) await db.deleteFrom('file_contents').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      return rows;
    },
  };
  return repo;
}
