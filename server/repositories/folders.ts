// Folders inside media libraries (parent_id 0 at a library's root): owns folders (migration
// 020-media-core). Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { FolderTable } from '../db/media-schema.js';
import { countRows } from './sql-helpers.js';

export type FolderRow = Selectable<FolderTable>;

/** Folders inside a library (parent_id 0: at the library's root). */
export function foldersRepo(db: Db) {
  /** The folders of one library of the tenant. */
  const inLibrary = (tenantId: number, libraryId: number) => db.selectFrom('folders').where('tenant_id', '=', tenantId).where('library_id', '=', libraryId);
  const repo = {
    async get(tenantId: number, id: number): Promise<FolderRow | undefined> {
      return db.selectFrom('folders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    async children(tenantId: number, libraryId: number, parentId: number): Promise<FolderRow[]> {
      return inLibrary(tenantId, libraryId).selectAll().where('parent_id', '=', parentId).orderBy('name').orderBy('id').execute();
    },
    async all(tenantId: number, libraryId: number): Promise<FolderRow[]> {
      return inLibrary(tenantId, libraryId).selectAll().orderBy('name').orderBy('id').execute();
    },
    async nameTaken(tenantId: number, libraryId: number, parentId: number, name: string, exceptId = 0): Promise<boolean> {
      const r = await inLibrary(tenantId, libraryId).select('id').where('parent_id', '=', parentId).where('name', '=', name).where('id', '!=', exceptId).executeTakeFirst();
      return !!r;
    },
    async create(tenantId: number, f: { libraryId: number; parentId: number; name: string }): Promise<FolderRow> {
      return db
        .insertInto('folders')
        .values({ tenant_id: tenantId, library_id: f.libraryId, parent_id: f.parentId, name: f.name, created_at: Date.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async update(tenantId: number, id: number, set: { name?: string; parent_id?: number }) {
      await db.updateTable('folders').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Every folder of a library (the library's removal). */
    async removeOfLibrary(tenantId: number, libraryId: number) {
      await db.deleteFrom('folders').where('tenant_id', '=', tenantId).where('library_id', '=', libraryId).execute();
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('folders').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Sub-folders and live files directly inside a folder. */
    async contentCount(tenantId: number, id: number): Promise<number> {
      const sub = await countRows(db.selectFrom('folders').where('tenant_id', '=', tenantId).where('parent_id', '=', id));
      const files = await countRows(db.selectFrom('library_files').where('tenant_id', '=', tenantId).where('folder_id', '=', id).where('deleted_at', 'is', null));
      return sub + files;
    },
    /** True when `candidate` is `folderId` or lies beneath it. */
    async isWithin(tenantId: number, candidate: number, folderId: number): Promise<boolean> {
      let cur = candidate;
      for (let depth = 0; cur && depth < 64; depth++) {
        if (cur === folderId) return true;
        cur = (await repo.get(tenantId, cur))?.parent_id ?? 0;
      }
      return false;
    },
  };
  return repo;
}
