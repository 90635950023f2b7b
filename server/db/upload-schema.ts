// Incomplete chunked uploads (docs/upload.md). The chunks themselves live on disk under
// DATA_DIR/uploads/<tenantId>/<md5>/; this row records who started the upload, how many chunks
// it has and when it was last touched, so that a periodic sweep can expire it.
import type { Generated } from 'kysely';

export interface UploadTable {
  id: Generated<number>;
  tenant_id: number;
  md5: string;
  /** Chunks announced by the client (chunkCount); 0 until the first chunk arrives. */
  chunk_count: number;
  file_name: string;
  library_id: number;
  created_by: number;
  created_at: number;
  /** Last chunk written or checked (epoch ms); the sweep expires from here. */
  touched_at: number;
  /** The S3 multipart upload id of this upload ('' on the local-disk store or before the first chunk). */
  multipart_id: Generated<string>;
}

/** One stored part (= chunk) of an upload into S3 (migration 110); the DB, not ListParts, is the truth. */
export interface UploadPartTable {
  tenant_id: number;
  md5: string;
  part: number;
  chunk_md5: string;
  etag: string;
  size: number;
}

/** A merge lease of an upload: renewed by its holder, free once expired. */
export interface UploadLockTable {
  tenant_id: number;
  md5: string;
  /** instance id + process id + random: who holds it. */
  holder: string;
  expires_at: number;
}

declare module './schema.js' {
  interface Database {
    upload_locks: UploadLockTable;
    upload_parts: UploadPartTable;
    uploads: UploadTable;
  }
}
