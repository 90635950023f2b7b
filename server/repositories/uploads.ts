import type { Db } from '../db/schema.js';
import type { FileContentTable, LibraryFileTable } from '../db/media-schema.js';
import type { Selectable } from 'kysely';

export type ContentRow = Selectable<FileContentTable>;
export type LibraryFileRow = Selectable<LibraryFileTable>;

/** Incomplete uploads, stored content and library entries as the upload protocol needs them. */
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

    async contentByMd5(tenantId: number, md5: string): Promise<ContentRow | undefined> {
      return db.selectFrom('file_contents').selectAll().where('tenant_id', '=', tenantId).where('md5', '=', md5).executeTakeFirst();
    },
    async contentById(tenantId: number, id: number): Promise<ContentRow | undefined> {
      return db.selectFrom('file_contents').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    /** Inserts the content once; a concurrent insert of the same MD5 yields the existing row. */
    async insertContent(tenantId: number, c: { md5: string; size: number; storagePath: string; mime: string }, now = Date.now()): Promise<ContentRow> {
      await db
        .insertInto('file_contents')
        .values({ tenant_id: tenantId, md5: c.md5, size: c.size, storage_path: c.storagePath, mime: c.mime, duration: 0, width: 0, height: 0, codec: '', cover_path: '', created_at: now })
        .onConflict((oc) => oc.columns(['tenant_id', 'md5']).doNothing())
        .execute();
      return (await this.contentByMd5(tenantId, c.md5))!;
    },

    /** A library of the tenant this user may upload into (public and group for all, private for its owner). */
    async library(tenantId: number, userId: number, libraryId: number) {
      const lib = await db
        .selectFrom('file_libraries')
        .select(['id', 'kind', 'owner_user_id', 'name'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', libraryId)
        .executeTakeFirst();
      if (!lib) return undefined;
      if (lib.kind === 'private' && lib.owner_user_id !== null && lib.owner_user_id !== userId) return undefined;
      return lib;
    },
    /** Files of a library with this name that are not in the recycle bin. */
    async filesNamed(tenantId: number, libraryId: number, name: string): Promise<LibraryFileRow[]> {
      return db
        .selectFrom('library_files')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('library_id', '=', libraryId)
        .where('name', '=', name)
        .where('deleted_at', 'is', null)
        .execute();
    },
    async insertLibraryFile(
      tenantId: number,
      f: { libraryId: number; contentId: number; name: string; fileType: number; description: string; tagNames: string; userId: number },
      now = Date.now(),
    ): Promise<LibraryFileRow> {
      const row = await db
        .insertInto('library_files')
        .values({
          tenant_id: tenantId,
          library_id: f.libraryId,
          folder_id: 0,
          content_id: f.contentId,
          name: f.name,
          file_type: f.fileType,
          description: f.description,
          tag_names: f.tagNames,
          created_by: f.userId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },
  };
}
