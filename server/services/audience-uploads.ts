// Attachments of the public contribution page (docs/interaction.md): a reader without an account
// takes a short-lived upload ticket for one tenant (rate-limited per address and per tenant), sends
// each file in chunks through the chunked protocol (numbered from 1, each chunk's MD5 checked, the
// whole file's MD5 checked when merged), and the merged file — its type read from its bytes,
// its size bounded by type — is stored like every media file and kept in the tenant's
// 公共资源库, folder 网友投稿. A contribution may then carry the files of its ticket, once.
//
// Each file is one upload folder, DATA_DIR/uploads/audience/<tenantId>/<ticketId>/<md5>/, with
// the same layout and code as the staff's (upload-file.ts: one preallocated part file written at
// chunk offsets, a marker per chunk, the whole-file MD5 computed as the chunks arrive), a path
// built only from ids and a checked MD5; it is separate from the staff's uploads, so a reader can
// neither add to nor claim a staff upload or a stored content it does not have the bytes of.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { badRequest, tooMany } from '../lib/errors.js';
import { sniffMedia } from '../lib/media-types.js';
import { cleanFileName, resolveInside } from '../lib/storage.js';
import type { AudienceUploadRow } from '../repositories/audience-uploads.js';
import { createLibraryFile, registerContent } from './media-probe.js';
import { contiguous, dropFolder, keepChunk, readFolder, receivedChunks, verifyPart } from './upload-file.js';
import { AUDIENCE_UPLOAD_LIMITS as U, CONTRIBUTION_LIMITS as L, CONTRIBUTION_TEXTS as T, type AudienceFile, type AudienceTicket } from '../../shared/contributions.js';
import { UPLOAD_TEXTS } from './upload-messages.js';
import { VALIDATION_TEXTS as V } from '../lib/error-texts.js';
import { fieldLabel } from '../lib/field-labels.js';

const MD5 = /^[0-9a-f]{32}$/;
const TICKET = /^[0-9a-f]{48}$/;
/** The most chunks a file may have (a video of videoBytes). */
export const AUDIENCE_MAX_CHUNKS = Math.ceil(U.videoBytes / U.chunkBytes);
const IMAGE_MAX_CHUNKS = Math.ceil(U.imageBytes / U.chunkBytes);

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const fileIdsOf = (row: AudienceUploadRow) => row.file_ids.split(',').filter(Boolean).map(Number);

function ticketDir(dataDir: string, tenantId: number, ticketId: number): string {
  return resolveInside(dataDir, path.join('uploads', 'audience', String(tenantId), String(ticketId)));
}

function chunkDirOf(dataDir: string, tenantId: number, ticketId: number, md5: string): string {
  if (!MD5.test(md5)) throw badRequest(V.format(fieldLabel('md5')));
  return path.join(ticketDir(dataDir, tenantId, ticketId), md5);
}

/** POST …/upload/ticket: a new ticket for this tenant and address. */
export async function issueTicket(app: FastifyInstance, tenantId: number, address: string): Promise<AudienceTicket> {
  const now = Date.now();
  const recent = await app.repos.audienceUploads.recent(tenantId, address, now - U.ticketWindowMs);
  if (recent.byAddress >= U.ticketsPerAddress || recent.byTenant >= U.ticketsPerTenant) throw tooMany(T.tooManyTickets);
  const ticket = randomBytes(24).toString('hex');
  const expiresAt = now + U.ticketMs;
  await app.repos.audienceUploads.create(tenantId, { tokenHash: digest(ticket), address, expiresAt }, now);
  return { ticket, expiresAt, maxFiles: L.files, chunkBytes: U.chunkBytes, imageBytes: U.imageBytes, videoBytes: U.videoBytes };
}

/** The tenant's live, unused ticket, or 400. */
export async function liveTicket(app: FastifyInstance, tenantId: number, ticket: string): Promise<AudienceUploadRow> {
  if (!TICKET.test(ticket)) throw badRequest(T.ticketInvalid);
  const row = await app.repos.audienceUploads.byToken(tenantId, digest(ticket));
  if (!row || row.contribution_id !== 0 || Number(row.expires_at) < Date.now()) throw badRequest(T.ticketInvalid);
  return row;
}

async function readHead(file: string, bytes = 64): Promise<Buffer> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * POST …/upload/chunk: keeps one verified chunk (its bytes, in memory). Chunks come in order (a
 * chunk again with the same bytes is taken, with other bytes refused), every one but the last
 * exactly chunkBytes; the first must already look like an image or a video, and an image may
 * have only a few chunks.
 */
export async function keepAudienceChunk(
  app: FastifyInstance,
  tenantId: number,
  ticket: string,
  c: { md5: string; chunkMd5: string; curChunk: number; chunkCount: number; bytes: Buffer; receivedMd5: string },
): Promise<{ curChunk: number; size: number }> {
  const size = c.bytes.length;
  const row = await liveTicket(app, tenantId, ticket);
  if (!MD5.test(c.chunkMd5)) throw badRequest(UPLOAD_TEXTS.chunkMd5Invalid);
  if (!Number.isInteger(c.chunkCount) || c.chunkCount < 1 || c.chunkCount > AUDIENCE_MAX_CHUNKS) throw badRequest(T.videoTooLarge);
  if (!Number.isInteger(c.curChunk) || c.curChunk < 1 || c.curChunk > c.chunkCount) throw badRequest(T.chunkInvalid);
  if (c.receivedMd5 !== c.chunkMd5) throw badRequest(T.chunkMismatch);
  const last = c.curChunk === c.chunkCount;
  if (size < 1 || size > U.chunkBytes || (!last && size !== U.chunkBytes)) throw badRequest(T.chunkInvalid);
  const dir = chunkDirOf(app.config.dataDir, tenantId, row.id, c.md5);
  const chunks = receivedChunks(await readFolder(dir));
  if (c.curChunk > contiguous(chunks) + 1) throw badRequest(T.chunkInvalid);
  if (!chunks.size) {
    // a new file of this ticket: within the count, with the files already merged
    const open = (await fs.promises.readdir(ticketDir(app.config.dataDir, tenantId, row.id)).catch(() => [] as string[])).filter((n) => MD5.test(n));
    if (open.length + fileIdsOf(row).length >= L.files) throw badRequest(T.tooManyFiles);
  }
  if (c.curChunk === 1) {
    const kind = sniffMedia(c.bytes.subarray(0, 64));
    if (!kind) throw badRequest(T.fileTypeInvalid);
    if (kind.fileType === 3 && c.chunkCount > IMAGE_MAX_CHUNKS) throw badRequest(T.imageTooLarge);
  }
  await keepChunk(app, dir, { n: c.curChunk, count: c.chunkCount, chunkMd5: c.chunkMd5, bytes: c.bytes }, U.chunkBytes);
  return { curChunk: c.curChunk, size };
}

async function contributionFolder(app: FastifyInstance, tenantId: number) {
  const lib = await app.repos.libraries.ensurePublic(tenantId);
  const folder = (await app.repos.folders.children(tenantId, lib.id, 0)).find((f) => f.name === U.folder);
  return { libraryId: lib.id, folderId: (folder ?? (await app.repos.folders.create(tenantId, { libraryId: lib.id, parentId: 0, name: U.folder }))).id };
}

/**
 * POST …/upload/merge: checks the whole MD5 of the ticket's upload of chunkCount chunks (computed
 * as its chunks came), the type (from the bytes) and the size for that type, stores the file
 * (the part file renamed, no copy) and records it on the ticket. Anything refused is dropped.
 */
export async function mergeAudienceUpload(
  app: FastifyInstance,
  tenantId: number,
  input: { ticket: string; md5: string; fileName: string; chunkCount: number },
): Promise<AudienceFile> {
  const row = await liveTicket(app, tenantId, input.ticket);
  const md5 = input.md5.toLowerCase();
  const dir = chunkDirOf(app.config.dataDir, tenantId, row.id, md5);
  const chunks = receivedChunks(await readFolder(dir));
  if (!chunks.size || contiguous(chunks) !== input.chunkCount || chunks.size !== input.chunkCount) throw badRequest(T.chunkInvalid);
  if (fileIdsOf(row).length >= L.files) throw badRequest(T.tooManyFiles);
  try {
    const verified = await app.uploadHashes.run(dir, () => verifyPart(app, dir, input.chunkCount, md5));
    if ('missing' in verified) throw badRequest(T.chunkInvalid);
    const { size } = verified;
    if (size > U.videoBytes) throw badRequest(T.videoTooLarge);
    if (verified.md5 !== md5) throw badRequest(T.fileMismatch);
    const kind = sniffMedia(await readHead(verified.path));
    if (!kind) throw badRequest(T.fileTypeInvalid);
    if (kind.fileType === 3 && size > U.imageBytes) throw badRequest(T.imageTooLarge);
    const fileName = cleanFileName(input.fileName);
    const content = await registerContent(app, tenantId, { absolutePath: verified.path, md5, size, fileName, mime: kind.mime });
    const { libraryId, folderId } = await contributionFolder(app, tenantId);
    const item = await createLibraryFile(app, tenantId, 0, { fileLibId: libraryId, folderId, fileResId: content.id, fileName, fileDesc: T.attachmentDesc, allowDuplicateName: true });
    // a concurrent merge of the same ticket may have added one meanwhile: read it again
    const again = await liveTicket(app, tenantId, input.ticket);
    const ids = fileIdsOf(again);
    if (ids.length >= L.files || !(await app.repos.audienceUploads.setFiles(tenantId, row.id, [...ids, item.fileId]))) {
      await app.repos.libraryFiles.update(tenantId, [item.fileId], { deleted_at: Date.now() });
      throw badRequest(T.tooManyFiles);
    }
    return { fileId: item.fileId, fileName, fileType: item.fileType, size };
  } finally {
    await dropFolder(app, dir);
  }
}

/** The files a contribution may carry: every one uploaded with the caller's live ticket (or 400). */
export async function ticketFiles(app: FastifyInstance, tenantId: number, ticket: string | undefined, fileIds: number[] | undefined) {
  const ids = [...new Set(fileIds ?? [])];
  if (!ids.length) return { ticketId: 0, fileIds: [] as number[] };
  if (ids.length > L.files) throw badRequest(T.tooManyFiles);
  const row = await liveTicket(app, tenantId, ticket ?? '');
  const own = new Set(fileIdsOf(row));
  if (ids.some((id) => !own.has(id))) throw badRequest(T.filesInvalid);
  return { ticketId: row.id, fileIds: ids };
}

/**
 * Expired tickets: their chunks go; the files of a ticket no contribution used go to the recycle
 * bin (staff may still restore them there); the row is forgotten.
 */
export async function sweepAudienceUploads(app: FastifyInstance, now = Date.now()): Promise<number> {
  const rows = await app.repos.audienceUploads.expired(now);
  for (const row of rows) {
    const dir = ticketDir(app.config.dataDir, row.tenant_id, row.id);
    app.uploadHashes.forgetUnder(dir);
    await fs.promises.rm(dir, { recursive: true, force: true });
    const ids = fileIdsOf(row);
    if (!row.contribution_id && ids.length) await app.repos.libraryFiles.update(row.tenant_id, ids, { deleted_at: now });
  }
  return app.repos.audienceUploads.remove(rows.map((r) => r.id));
}
