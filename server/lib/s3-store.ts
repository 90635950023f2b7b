// The S3-compatible store (contract.md "Object storage"). Works with AWS S3 and self-hosted
// servers (Ceph RGW, Garage, SeaweedFS, MinIO, s3rver in the tests): checksums are computed only
// when an operation requires one (newer SDKs add CRC32 to every call otherwise, which several
// self-hosted servers refuse), path-style addressing with S3_FORCE_PATH_STYLE=1, and nothing
// depends on ListParts or on the server checking Content-MD5 (s3rver does neither).
import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { AppError } from './errors.js';
import { streamToFile, tempPath, type ObjectStore } from './object-store.js';
import { ERROR_TEXTS } from './error-texts.js';

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Smallest part but the last (S3: 5 MiB); S3_MIN_PART_BYTES for servers that differ. */
  minPartBytes: number;
}

/** S3 allows at most 10,000 parts in one multipart upload; one chunk is one part. */
export const S3_MAX_PARTS = 10_000;

export function readS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_ENDPOINT) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET || 'media',
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    minPartBytes: env.S3_MIN_PART_BYTES && Number(env.S3_MIN_PART_BYTES) >= 0 ? Number(env.S3_MIN_PART_BYTES) : 5 * 1024 * 1024,
  };
}

export interface S3Store extends ObjectStore {
  readonly kind: 's3';
  readonly minPartBytes: number;
  /** Starts a multipart upload of `key`; answers its upload id. */
  createMultipart(key: string, mime: string): Promise<string>;
  /** Sends one part (its bytes) with its MD5 as Content-MD5; answers the part's ETag. */
  uploadPart(key: string, uploadId: string, partNumber: number, bytes: Buffer, md5hex: string): Promise<string>;
  /** Completes the upload from the parts recorded in the database (never from ListParts). */
  completeMultipart(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<{ etag: string }>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

const notFoundCodes = new Set(['NotFound', 'NoSuchKey', 'NoSuchUpload']);
const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return notFoundCodes.has(e.name ?? '') || e.$metadata?.httpStatusCode === 404;
};

export function s3Store(c: S3Config): S3Store {
  const client = new S3Client({
    endpoint: c.endpoint,
    region: c.region,
    forcePathStyle: c.forcePathStyle,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = c.bucket;
  const body = async (key: string, range?: { start: number; end: number }): Promise<Readable> => {
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
    if (!(out.Body instanceof Readable)) throw new AppError(502, 502, ERROR_TEXTS.storageUnreadable);
    // A server that ignored the range (s3rver does for some, e.g. bytes=0-0) sent the whole
    // object: cut the asked bytes out of the stream ourselves.
    if (range) {
      const m = /^bytes (\d+)-(\d+)\//.exec(out.ContentRange ?? '');
      const from = m ? Number(m[1]) : 0;
      const to = m ? Number(m[2]) : Number.MAX_SAFE_INTEGER;
      if (from !== range.start || to !== range.end) return sliceStream(out.Body, range.start - from, range.end - from);
    }
    return out.Body;
  };
  return {
    kind: 's3',
    minPartBytes: c.minPartBytes,
    async stat(key) {
      try {
        const h = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(h.ContentLength ?? 0), mtime: h.LastModified ?? new Date(0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    read: (key, range) => body(key, range),
    async putFile(key, file, mime) {
      const size = (await fs.promises.stat(file)).size;
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(file), ContentLength: size, ContentType: mime }));
      await fs.promises.rm(file, { force: true });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    },
    async withLocalFile(key, fn) {
      const tmp = tempPath(undefined, 's3');
      try {
        await streamToFile(await body(key), tmp);
        return await fn(tmp);
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
    },
    async createMultipart(key, mime) {
      const out = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: mime }));
      if (!out.UploadId) throw new AppError(502, 502, ERROR_TEXTS.storageNoUploadId);
      return out.UploadId;
    },
    async uploadPart(key, uploadId, partNumber, bytes, md5hex) {
      const out = await client.send(
        new UploadPartCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: Buffer.from(md5hex, 'hex').toString('base64'),
        }),
      );
      return out.ETag ?? `"${md5hex}"`;
    },
    async completeMultipart(key, uploadId, parts) {
      const out = await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
      return { etag: out.ETag ?? '' };
    },
    async abortMultipart(key, uploadId) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId })).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    },
  };
}

/** Bytes start..end (inclusive) of a stream, reading no further than needed. */
function sliceStream(source: Readable, start: number, end: number): Readable {
  async function* cut() {
    let offset = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        const from = Math.max(0, start - offset);
        const to = Math.min(chunk.length, end + 1 - offset);
        if (to > from) yield chunk.subarray(from, to);
        offset += chunk.length;
        if (offset > end) break;
      }
    } finally {
      source.destroy();
    }
  }
  return Readable.from(cut());
}
