import { createHash, randomBytes } from 'node:crypto';
import type { TestServer } from './helpers.js';

// The console's side of the chunked upload protocol (docs/upload.md), for the storage and
// two-instance tests: any TestServer may take any chunk.

export const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

/** A multipart/form-data request: the fields, then (when given) the file as `fileField`. */
export function multipart(fields: Record<string, string | number>, file?: Buffer, fileField = 'file') {
  const boundary = `----b${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface Upload {
  file: Buffer;
  name: string;
  chunkSize: number;
  fileLibId: number;
  /** The whole-file MD5 announced (defaults to the real one). */
  sum?: string;
}

export const chunkCount = (u: Upload) => Math.ceil(u.file.length / u.chunkSize);

export function sendChunk(s: TestServer, token: string, u: Upload, n: number, over: Record<string, string | number> = {}) {
  const chunk = u.file.subarray((n - 1) * u.chunkSize, n * u.chunkSize);
  const mp = multipart(
    { chunkCount: chunkCount(u), chunkMd5: md5(chunk), curChunk: n, fileLibId: u.fileLibId, md5: u.sum ?? md5(u.file), originalFileName: u.name, fileDesc: '', fileTagNames: '', ...over },
    chunk,
  );
  return s.app.inject({ method: 'POST', url: '/api/web-manager/file/manager/upload/chunk', headers: { token, ...mp.headers }, payload: mp.payload });
}

export async function form(s: TestServer, token: string, url: string, body: Record<string, string | number> = {}) {
  const res = await s.call(token, { method: 'POST', url: `/api/web-manager/${url}`, payload: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

export async function get(s: TestServer, token: string, url: string) {
  const res = await s.call(token, { method: 'GET', url: `/api/web-manager/${url}` });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

export const merge = (s: TestServer, token: string, u: Upload) => form(s, token, 'fileChunk/merge', { md5: u.sum ?? md5(u.file), fileName: u.name, fileChunkNum: chunkCount(u) });

export const save = (s: TestServer, token: string, u: Upload, fileResId: number) =>
  form(s, token, 'file/manager/save', { fileLibId: u.fileLibId, fileObjName: u.name, fileResId });
