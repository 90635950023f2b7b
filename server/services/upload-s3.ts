// Chunked uploads into an S3-compatible bucket (docs/storage.md). One upload = one multipart
// upload of the content's key; chunk n = part n, sent with its MD5 as Content-MD5. The uploads
// row keeps the multipart id and upload_parts every stored part with its ETag, so any instance
// takes the next chunk and completes the upload without ListParts. Completion verifies the
// standard multipart ETag (when the server answers one) against the chunk MD5s, then reads the
// object once, hashing it into a temporary file that the probe and cover use, and compares the
// whole-file MD5; a mismatch deletes the object and the upload.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../lib/errors.js';
import { mimeOf } from '../lib/media-types.js';
import { streamToFile, tempPath } from '../lib/object-store.js';
import { S3_MAX_PARTS, type S3Store } from '../lib/s3-store.js';
import { contentPath } from '../lib/storage.js';
import type { ContentRow } from '../repositories/file-contents.js';
import { probeStoredContent } from './upload-probe.js';
import { UPLOAD_TEXTS as U } from './upload-messages.js';

export const TOO_MANY_PARTS = `文件分片数超过对象存储的上限（${S3_MAX_PARTS} 片），请增大分片大小后重新上传`;

/** chunk number → chunk MD5 of the stored parts. */
export async function storedParts(app: FastifyInstance, tenantId: number, md5: string): Promise<Map<number, string>> {
  const parts = await app.repos.uploads.parts(tenantId, md5);
  return new Map([...parts].map(([n, p]) => [n, p.chunkMd5]));
}

/** Sends a verified chunk (its bytes, held in memory while the request lasts) as part n. */
export async function keepPart(
  app: FastifyInstance,
  store: S3Store,
  tenantId: number,
  md5: string,
  c: { n: number; chunkCount: number; chunkMd5: string; bytes: Buffer; fileName: string },
): Promise<void> {
  const size = c.bytes.length;
  if (c.chunkCount > S3_MAX_PARTS) throw badRequest(TOO_MANY_PARTS);
  if (c.n < c.chunkCount && size < store.minPartBytes) throw badRequest(U.partTooSmall(store.minPartBytes));
  const repo = app.repos.uploads;
  const key = contentPath(tenantId, md5);
  let id = await repo.multipartId(tenantId, md5);
  if (!id) {
    const mine = await store.createMultipart(key, mimeOf(c.fileName));
    id = await repo.claimMultipartId(tenantId, md5, mine);
    if (id !== mine) await store.abortMultipart(key, mine);
  }
  const etag = await store.uploadPart(key, id, c.n, c.bytes, c.chunkMd5);
  await repo.putPart(tenantId, md5, { part: c.n, chunkMd5: c.chunkMd5, etag, size });
}

/** Aborts the upload's multipart upload (if any) and forgets the upload. */
export async function dropS3Upload(app: FastifyInstance, store: S3Store, tenantId: number, md5: string, multipartId?: string): Promise<void> {
  const id = multipartId ?? (await app.repos.uploads.multipartId(tenantId, md5));
  if (id) await store.abortMultipart(contentPath(tenantId, md5), id).catch((err: unknown) => app.log.warn({ err }, 'abort of a multipart upload failed'));
  await app.repos.uploads.remove(tenantId, md5);
}

/** The ETag S3 gives a multipart object: MD5 of the parts' binary MD5s, "-", the part count. */
export function multipartEtag(chunkMd5s: string[]): string {
  const h = createHash('md5');
  for (const m of chunkMd5s) h.update(Buffer.from(m, 'hex'));
  return `${h.digest('hex')}-${chunkMd5s.length}`;
}

/** Completes the multipart upload of chunks 1..chunkNum (the caller holds the merge lease). */
export async function assembleS3(
  app: FastifyInstance,
  store: S3Store,
  tenantId: number,
  md5: string,
  fileName: string,
  chunkNum: number,
  held: () => boolean,
): Promise<ContentRow> {
  const repo = app.repos.uploads;
  if (chunkNum > S3_MAX_PARTS) throw badRequest(TOO_MANY_PARTS);
  const parts = await repo.parts(tenantId, md5);
  for (let n = 1; n <= chunkNum; n += 1) if (!parts.has(n)) throw badRequest(U.incomplete(n));
  const id = await repo.multipartId(tenantId, md5);
  if (!id) throw badRequest(U.incomplete(1));
  const key = contentPath(tenantId, md5);
  const list = Array.from({ length: chunkNum }, (_, i) => ({ partNumber: i + 1, etag: parts.get(i + 1)!.etag }));
  const fail = async () => {
    await store.remove(key);
    await dropS3Upload(app, store, tenantId, md5, '');
    return badRequest(U.md5Mismatch);
  };
  const { etag } = await store.completeMultipart(key, id, list);
  const standard = /^"?([0-9a-f]{32}-\d+)"?$/.exec(etag);
  const expected = multipartEtag(list.map((p) => parts.get(p.partNumber)!.chunkMd5));
  if (standard && standard[1] !== expected) throw await fail();
  // The whole-file MD5 from the bytes as they come back once; the copy serves the probe.
  const tmp = tempPath(undefined, 'merge');
  try {
    const got = await streamToFile(await store.read(key), tmp);
    if (got.md5 !== md5) throw await fail();
    if (!held()) throw new AppError(409, 409, U.merging);
    const content = await app.repos.fileContents.insertOnce(tenantId, { md5, size: got.size, storagePath: key, mime: mimeOf(fileName) });
    await repo.remove(tenantId, md5);
    await probeStoredContent(app, tenantId, content, tmp);
    return (await app.repos.fileContents.byId(tenantId, content.id)) ?? content;
  } finally {
    await fs.promises.rm(tmp, { force: true });
  }
}
