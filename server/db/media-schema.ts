// Media libraries and stored content (the ground shared by the file library, the uploaders and
// the programme editor). Content is stored once per tenant by MD5: `file_contents.id` is the
// spec's fileResId; a library file (`library_files.id`, the spec's fileId) points at it.
import type { Generated } from 'kysely';

/** kind: 'public' (the tenant's), 'private' (one user's), 'group' (a group; children have parent_id). */
export interface FileLibraryTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  kind: 'public' | 'private' | 'group';
  parent_id: number;
  owner_user_id: number | null;
  description: string;
  sort: number;
  created_at: number;
}

export interface FileContentTable {
  id: Generated<number>;
  tenant_id: number;
  md5: string;
  size: number;
  /** Relative to DATA_DIR; never built from a user-supplied name. */
  storage_path: string;
  mime: string;
  /** Seconds (probed, never guessed); 0 when not a timed medium or unknown. */
  duration: number;
  width: number;
  height: number;
  codec: string;
  /** Relative to DATA_DIR; '' when no cover was made. */
  cover_path: string;
  created_at: number;
}

/** file_type: 1 video, 2 audio, 3 image, 4 document, 0 other. */
export interface LibraryFileTable {
  id: Generated<number>;
  tenant_id: number;
  library_id: number;
  folder_id: number;
  content_id: number;
  name: string;
  file_type: number;
  description: string;
  tag_names: string;
  created_by: number;
  created_at: number;
  updated_at: number;
  /** Set when moved to the recycle bin. */
  deleted_at: number | null;
}

export interface FolderTable {
  id: Generated<number>;
  tenant_id: number;
  library_id: number;
  parent_id: number;
  name: string;
  created_at: number;
}

declare module './schema.js' {
  interface Database {
    file_libraries: FileLibraryTable;
    file_contents: FileContentTable;
    library_files: LibraryFileTable;
    folders: FolderTable;
  }
}
