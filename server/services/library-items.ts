// Library files and libraries as the media-library calls answer them (shared/media.ts FileItem,
// LibraryItem): every media address in them is a freshly signed URL (media-urls.ts).
import type { FileWithContent } from '../repositories/library-files.js';
import type { LibraryRow } from '../repositories/media-libraries.js';
import { signedMediaUrl } from './media-urls.js';
import type { FileItem, LibraryItem } from '../../shared/media.js';

export type { FileItem, LibraryItem };

export function toFileItem(key: Buffer, f: FileWithContent, now = Date.now()): FileItem {
  return {
    fileId: f.id,
    fileName: f.name,
    f_id: f.content_id,
    fileResId: f.content_id,
    lowfile: signedMediaUrl(key, f.content_id, 'low', now),
    url: signedMediaUrl(key, f.content_id, 'file', now),
    cover: f.cover_path ? signedMediaUrl(key, f.content_id, 'cover', now) : f.file_type === 3 ? signedMediaUrl(key, f.content_id, 'file', now) : '',
    fileLibId: f.library_id,
    folderId: f.folder_id,
    type: f.file_type === 1 ? 0 : f.file_type,
    fileType: f.file_type,
    mime: f.mime,
    md5: f.md5,
    size: Number(f.size),
    duration: Number(f.duration),
    width: f.width,
    height: f.height,
    codec: f.codec,
    fileDesc: f.description,
    fileTagNames: f.tag_names,
    createTime: Number(f.created_at),
    updateTime: Number(f.updated_at),
    deleteTime: f.deleted_at === null ? null : Number(f.deleted_at),
  };
}


export function toLibraryItem(l: LibraryRow, usage?: Map<number, { files: number; bytes: number }>): LibraryItem {
  const u = usage?.get(l.id);
  return {
    fileLibId: l.id,
    fileLibName: l.name,
    fileLibType: l.kind,
    parentId: l.parent_id,
    description: l.description,
    sort: l.sort,
    createTime: Number(l.created_at),
    fileCount: u?.files ?? 0,
    size: u?.bytes ?? 0,
  };
}
