// Library files (the spec's fileId) as one user may see them, with their stored content's facts:
// owns library_files. Pages, names, moves, the recycle bin and where files are used.
// Every function takes the tenant id first.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { FileContentTable, LibraryFileTable } from '../db/media-schema.js';
import { librariesRepo } from './media-libraries.js';
import { containsText, countRows } from './sql-helpers.js';
import { compiledPerShape, totalOfPage, totalRows } from './compiled-query.js';

export type FileRow = Selectable<LibraryFileTable>;
export type ContentFields = Pick<Selectable<FileContentTable>, 'md5' | 'size' | 'mime' | 'duration' | 'width' | 'height' | 'codec' | 'cover_path'>;
/** A library file with its stored content's facts. */
export type FileWithContent = FileRow & ContentFields;

export interface FilePageFilter {
  /** 1 video, 2 audio, 3 image, 4 document; absent: all. */
  fileType?: number;
  libraryId?: number;
  /** Only libraries of this kind (shareflag). */
  kind?: 'public' | 'private' | 'group';
  /** A folder id (0 = the library's root); absent: the whole library. */
  folderId?: number;
  keyword?: string;
  tag?: string;
  pageIndex: number;
  pageSize: number;
}

/** The stored content's facts a library file is shown with. */
const CONTENT_FIELDS = [
  'file_contents.md5',
  'file_contents.size',
  'file_contents.mime',
  'file_contents.duration',
  'file_contents.width',
  'file_contents.height',
  'file_contents.codec',
  'file_contents.cover_path',
] as const;

/** The values of one page of library files (undefined: no such filter). */
type PageValues = {
  tenantId: number;
  userId: number;
  fileType: number | undefined;
  libraryId: number | undefined;
  kind: FilePageFilter['kind'];
  folderId: number | undefined;
  keyword: string | undefined;
  tag: string | undefined;
  limit: number;
  offset: number;
};

/** Library files (the spec's fileId) of a tenant, as one user may see them. */
export function libraryFilesRepo(db: Db) {
  const libs = librariesRepo(db);
  const withContent = (tenantId: number) =>
    db
      .selectFrom('library_files')
      .innerJoin('file_contents', 'file_contents.id', 'library_files.content_id')
      .selectAll('library_files')
      .select(CONTENT_FIELDS)
      .where('library_files.tenant_id', '=', tenantId);

  /** Files of a library with this name, not in the recycle bin. */
  const liveNamed = (tenantId: number, libraryId: number, name: string) =>
    db
      .selectFrom('library_files')
      .where('tenant_id', '=', tenantId)
      .where('library_id', '=', libraryId)
      .where('name', '=', name)
      .where('deleted_at', 'is', null);

  /** The files a page's filter keeps, in libraries the user may see; shape.recycled: those in the recycle bin instead. */
  const filtered = (shape: { recycled: boolean }, v: PageValues) => {
    let q = db
      .selectFrom('library_files')
      .innerJoin('file_contents', 'file_contents.id', 'library_files.content_id')
      .where('library_files.tenant_id', '=', v.tenantId)
      .where('library_files.library_id', 'in', libs.visible(v.tenantId, v.userId))
      .where('library_files.deleted_at', shape.recycled ? 'is not' : 'is', null);
    if (v.fileType !== undefined) q = q.where('library_files.file_type', '=', v.fileType);
    if (v.libraryId !== undefined) {
      // A group library shows its children's files too.
      const libId = v.libraryId;
      q = q.where((eb) =>
        eb.or([
          eb('library_files.library_id', '=', libId),
          eb('library_files.library_id', 'in', eb.selectFrom('file_libraries').select('id').where('tenant_id', '=', v.tenantId).where('parent_id', '=', libId)),
        ]),
      );
    }
    if (v.kind !== undefined) {
      q = q.where('library_files.library_id', 'in', db.selectFrom('file_libraries').select('id').where('tenant_id', '=', v.tenantId).where('kind', '=', v.kind));
    }
    if (v.folderId !== undefined) q = q.where('library_files.folder_id', '=', v.folderId);
    if (v.keyword !== undefined) q = q.where(containsText('library_files.name', v.keyword));
    if (v.tag !== undefined) q = q.where(containsText('library_files.tag_names', v.tag));
    return q;
  };
  /** One page of them, newest (or latest recycled) first, each row with the filter's total (compiled once per shape). */
  const pageQuery = compiledPerShape(db, (shape: { recycled: boolean }, v: PageValues) =>
    filtered(shape, v)
      .selectAll('library_files')
      .select(CONTENT_FIELDS)
      .select(totalRows(filtered(shape, v)))
      .orderBy(shape.recycled ? 'library_files.deleted_at' : 'library_files.created_at', 'desc')
      .orderBy('library_files.id', 'desc')
      .limit(v.limit)
      .offset(v.offset),
  );

  const repo = {
    async page(tenantId: number, userId: number, f: FilePageFilter, recycled = false) {
      const values = {
        tenantId,
        userId,
        fileType: f.fileType || undefined,
        libraryId: f.libraryId || undefined,
        kind: f.kind || undefined,
        folderId: f.folderId,
        keyword: f.keyword || undefined,
        tag: f.tag || undefined,
        limit: f.pageSize,
        offset: (f.pageIndex - 1) * f.pageSize,
      };
      const shape = { recycled };
      // A keyword or a tag is built each time (containsText transforms it).
      const rows = await pageQuery(shape, values, !values.keyword && !values.tag);
      const total = await totalOfPage(rows, values.offset, () => countRows(filtered(shape, values)));
      return { list: rows as FileWithContent[], total };
    },
    /** A file of the tenant in a library the user may see (recycled ones only when asked). */
    async get(tenantId: number, userId: number, id: number, recycled = false): Promise<FileWithContent | undefined> {
      return withContent(tenantId)
        .where('library_files.id', '=', id)
        .where('library_files.library_id', 'in', libs.visible(tenantId, userId))
        .where('library_files.deleted_at', recycled ? 'is not' : 'is', null)
        .executeTakeFirst();
    },
    async getMany(tenantId: number, userId: number, ids: number[], recycled = false): Promise<FileWithContent[]> {
      if (!ids.length) return [];
      return withContent(tenantId)
        .where('library_files.id', 'in', ids)
        .where('library_files.library_id', 'in', libs.visible(tenantId, userId))
        .where('library_files.deleted_at', recycled ? 'is not' : 'is', null)
        .execute();
    },
    /** Files of a library (any folder) with this name that are not in the recycle bin. */
    async named(tenantId: number, libraryId: number, name: string): Promise<FileRow[]> {
      return liveNamed(tenantId, libraryId, name).selectAll().execute();
    },
    /** Live files of a library (and folder) with this name, optionally not counting one id. */
    async nameTaken(tenantId: number, libraryId: number, folderId: number, name: string, exceptId = 0): Promise<boolean> {
      const row = await liveNamed(tenantId, libraryId, name).select('id').where('folder_id', '=', folderId).where('id', '!=', exceptId).executeTakeFirst();
      return !!row;
    },
    async insert(
      tenantId: number,
      f: { libraryId: number; folderId?: number; contentId: number; name: string; fileType: number; description?: string; tagNames?: string; userId: number },
      now = Date.now(),
    ): Promise<FileRow> {
      return db
        .insertInto('library_files')
        .values({
          tenant_id: tenantId,
          library_id: f.libraryId,
          folder_id: f.folderId ?? 0,
          content_id: f.contentId,
          name: f.name,
          file_type: f.fileType,
          description: f.description ?? '',
          tag_names: f.tagNames ?? '',
          created_by: f.userId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async update(tenantId: number, ids: number[], set: Partial<Pick<FileRow, 'name' | 'library_id' | 'folder_id' | 'tag_names' | 'description' | 'deleted_at'>>) {
      if (!ids.length) return;
      await db
        .updateTable('library_files')
        .set({ ...set, updated_at: Date.now() })
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute();
    },
    /** Removes library files for good; returns the content ids no file points at any more. */
    async purge(tenantId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const contentIds = (
        await db.selectFrom('library_files').select('content_id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
      ).map((r) => r.content_id);
      await db.deleteFrom('library_files').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      if (!contentIds.length) return [];
      const still = new Set(
        (
          await db
            .selectFrom('library_files')
            .select('content_id')
            .where('tenant_id', '=', tenantId)
            .where('content_id', 'in', contentIds)
            .execute()
        ).map((r) => r.content_id),
      );
      return [...new Set(contentIds)].filter((id) => !still.has(id));
    },
    /** Ids of every recycled file the user may see. */
    async recycledIds(tenantId: number, userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('library_files')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('library_id', 'in', libs.visible(tenantId, userId))
        .where('deleted_at', 'is not', null)
        .execute();
      return rows.map((r) => r.id);
    },
    /** Bytes stored for the tenant (each content once), and bytes held by the recycle bin. */
    async tenantBytes(tenantId: number): Promise<{ stored: number; contents: number; recycled: number; files: number }> {
      const c = await db
        .selectFrom('file_contents')
        .select((eb) => [eb.fn.sum<number>('size').as('bytes'), eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      const r = await db
        .selectFrom('library_files')
        .innerJoin('file_contents', 'file_contents.id', 'library_files.content_id')
        .select((eb) => [eb.fn.sum<number>('file_contents.size').as('bytes')])
        .where('library_files.tenant_id', '=', tenantId)
        .where('library_files.deleted_at', 'is not', null)
        .executeTakeFirstOrThrow();
      const files = await repo.count(tenantId);
      return { stored: Number(c.bytes ?? 0), contents: Number(c.n), recycled: Number(r.bytes ?? 0), files };
    },
    /** Whether the tenant has any library file, recycled ones included (the media seed runs once). */
    async hasAny(tenantId: number): Promise<boolean> {
      return (await db.selectFrom('library_files').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst()) !== undefined;
    },
    /** Live files of the tenant (dashboard). */
    async count(tenantId: number): Promise<number> {
      return countRows(db.selectFrom('library_files').where('tenant_id', '=', tenantId).where('deleted_at', 'is', null));
    },
  };
  return repo;
}
