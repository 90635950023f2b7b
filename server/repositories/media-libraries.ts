// Media libraries of a tenant (public, one user's private, group libraries with children): owns
// file_libraries, and answers which of them a user may see.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { FileLibraryTable } from '../db/media-schema.js';
import { foldersRepo } from './folders.js';
import { containsText, countRows, pageWithTotal } from './sql-helpers.js';

export type LibraryRow = Selectable<FileLibraryTable>;
export type LibraryKind = FileLibraryTable['kind'];

export const PUBLIC_LIBRARY_NAME = '公共资源库';
export const PRIVATE_LIBRARY_NAME = '个人资源库';

/**
 * Libraries of a tenant. public: the tenant's; private: one user's (only its owner sees it);
 * group: a group library, whose children have parent_id set (one level).
 */
export function librariesRepo(db: Db) {
  /** Ids of the libraries this user may see: every public and group library, and their own private one. */
  const visible = (tenantId: number, userId: number) =>
    db
      .selectFrom('file_libraries')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('kind', '!=', 'private'), eb('owner_user_id', '=', userId)]));

  const repo = {
    visible,
    async get(tenantId: number, id: number): Promise<LibraryRow | undefined> {
      return db.selectFrom('file_libraries').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    /** The library if this user may see it. */
    async accessible(tenantId: number, userId: number, id: number): Promise<LibraryRow | undefined> {
      const lib = await repo.get(tenantId, id);
      if (!lib || (lib.kind === 'private' && lib.owner_user_id !== userId)) return undefined;
      return lib;
    },
    /** A library this user may upload into (public and group for all, private for its owner or unowned). */
    async uploadable(tenantId: number, userId: number, id: number): Promise<LibraryRow | undefined> {
      const lib = await repo.get(tenantId, id);
      if (!lib || (lib.kind === 'private' && lib.owner_user_id !== null && lib.owner_user_id !== userId)) return undefined;
      return lib;
    },
    async list(tenantId: number, kind: LibraryKind, userId?: number): Promise<LibraryRow[]> {
      let q = db.selectFrom('file_libraries').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', kind);
      if (kind === 'private') q = q.where('owner_user_id', '=', userId ?? -1);
      return q.orderBy('sort').orderBy('id').execute();
    },
    async create(
      tenantId: number,
      l: { name: string; kind: LibraryKind; parentId?: number; ownerUserId?: number | null; description?: string; sort?: number },
      now = Date.now(),
    ): Promise<LibraryRow> {
      return db
        .insertInto('file_libraries')
        .values({
          tenant_id: tenantId,
          name: l.name,
          kind: l.kind,
          parent_id: l.parentId ?? 0,
          owner_user_id: l.ownerUserId ?? null,
          description: l.description ?? '',
          sort: l.sort ?? 0,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** The tenant's public library, made when missing. */
    async ensurePublic(tenantId: number): Promise<LibraryRow> {
      const [first] = await repo.list(tenantId, 'public');
      return first ?? repo.create(tenantId, { name: PUBLIC_LIBRARY_NAME, kind: 'public' });
    },
    /** The user's personal library, made when missing. */
    async ensurePrivate(tenantId: number, userId: number): Promise<LibraryRow> {
      const [first] = await repo.list(tenantId, 'private', userId);
      return first ?? repo.create(tenantId, { name: PRIVATE_LIBRARY_NAME, kind: 'private', ownerUserId: userId });
    },
    async update(tenantId: number, id: number, set: { name?: string; description?: string; sort?: number }) {
      await db.updateTable('file_libraries').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async remove(tenantId: number, id: number) {
      await foldersRepo(db).removeOfLibrary(tenantId, id);
      await db.deleteFrom('file_libraries').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async childCount(tenantId: number, id: number): Promise<number> {
      return countRows(db.selectFrom('file_libraries').where('tenant_id', '=', tenantId).where('parent_id', '=', id));
    },
    /** Files of the library, the recycle bin included. */
    async fileCount(tenantId: number, id: number): Promise<number> {
      return countRows(db.selectFrom('library_files').where('tenant_id', '=', tenantId).where('library_id', '=', id));
    },
    async page(tenantId: number, userId: number, f: { keyword?: string; kind?: LibraryKind; pageIndex: number; pageSize: number }) {
      let q = db
        .selectFrom('file_libraries')
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', visible(tenantId, userId));
      if (f.kind) q = q.where('kind', '=', f.kind);
      if (f.keyword) q = q.where(containsText('name', f.keyword));
      const { rows, total } = await pageWithTotal(q, f, (page) => page.selectAll().orderBy('kind').orderBy('sort').orderBy('id'));
      return { list: rows, total };
    },
    /** Live (not recycled) files and their bytes per visible library. */
    async usage(tenantId: number, userId: number): Promise<Map<number, { files: number; bytes: number }>> {
      const rows = await db
        .selectFrom('library_files')
        .innerJoin('file_contents', 'file_contents.id', 'library_files.content_id')
        .select((eb) => [
          'library_files.library_id as libraryId',
          eb.fn.countAll<number>().as('files'),
          eb.fn.sum<number>('file_contents.size').as('bytes'),
        ])
        .where('library_files.tenant_id', '=', tenantId)
        .where('library_files.deleted_at', 'is', null)
        .where('library_files.library_id', 'in', visible(tenantId, userId))
        .groupBy('library_files.library_id')
        .execute();
      return new Map(rows.map((r) => [r.libraryId, { files: Number(r.files), bytes: Number(r.bytes ?? 0) }]));
    },
  };
  return repo;
}
