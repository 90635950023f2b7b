// Media probing, covers and registration of stored content — the one place every media file
// goes through (seed, upload merge/save, library).
//
//   probeMedia(file: string, mime?: string): Promise<ProbeResult>
//       duration (s), width, height, codec; ffprobe when present, else the pure-JS MP4 parser
//       (server/services/mp4-parser.ts) for MP4/MOV/M4A; other formats without ffprobe: 0.
//   makeCover(file: string, outFile: string, opts: { image?: boolean; duration?: number }):
//       Promise<boolean>
//       a 320-px-wide JPEG (video: the frame at ~1 s; image: scaled); false without ffmpeg.
//   registerContent(app, tenantId, { absolutePath, md5, size, fileName, mime? }):
//       Promise<ContentRow>
//       moves a finished file (e.g. a merged upload) into storage at contentPath(tenant, md5)
//       (a no-op when it is already there; a duplicate MD5 drops the new copy), probes it, makes
//       its cover, inserts the file_contents row (once per tenant and MD5). row.id is fileResId.
//   probeContent(app, tenantId, contentId): Promise<ContentRow | undefined>
//       (re)probes an already stored content and updates its row and cover.
//   createLibraryFile(app, tenantId, userId, { fileLibId, fileResId, fileName, folderId?,
//       fileDesc?, fileTagNames?, allowDuplicateName? }): Promise<FileItem>
//       registers a library file (the spec's fileId) for a stored content; refuses a library the
//       user cannot see, another tenant's content and (unless allowed) a taken name (HTTP 409).
//
// Tools: FFPROBE_PATH / FFMPEG_PATH (default `ffprobe` / `ffmpeg` on PATH); MEDIA_PROBE=js
// forces the JavaScript path (no cover then). MEDIA_TOOL_CACHE=<folder> keeps ffprobe's answer
// and ffmpeg's cover per file content (SHA-1) and options: the server tests set it for their run,
// since they register the same demo clips for every suite (each first one still runs the tools).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, found } from '../lib/errors.js';
import { fileTypeOf, mimeOf } from '../lib/media-types.js';
import { cleanFileName, contentPath, coverPath, ensureDirFor, resolveInside } from '../lib/storage.js';
import { tempPath } from '../lib/object-store.js';
import type { ContentRow } from '../repositories/file-contents.js';
import { toFileItem, type FileItem } from './library-items.js';
import { mediaKey } from './media-urls.js';
import { parseMp4File } from './mp4-parser.js';
import { MEDIA_TEXTS as T } from './media-messages.js';

export type { ContentRow };

export interface ProbeResult {
  duration: number;
  width: number;
  height: number;
  codec: string;
  /** 'ffprobe' | 'mp4' (the JS parser) | 'none' */
  via: 'ffprobe' | 'mp4' | 'none';
}

const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';

function run(cmd: string, args: string[], timeout = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { timeout, maxBuffer: 8 * 1024 * 1024, windowsHide: true }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

let tools: Promise<{ ffprobe: boolean; ffmpeg: boolean }> | undefined;

/** Whether ffprobe and ffmpeg can be run (checked once). */
export function mediaTools(): Promise<{ ffprobe: boolean; ffmpeg: boolean }> {
  if (process.env.MEDIA_PROBE === 'js') return Promise.resolve({ ffprobe: false, ffmpeg: false });
  tools ??= Promise.all([
    run(FFPROBE, ['-version'], 10_000).then(() => true, () => false),
    run(FFMPEG, ['-version'], 10_000).then(() => true, () => false),
  ]).then(([ffprobe, ffmpeg]) => ({ ffprobe, ffmpeg }));
  return tools;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The cache file for a tool's output on this file's content, or undefined without MEDIA_TOOL_CACHE. */
async function toolCacheFile(file: string, what: string): Promise<string | undefined> {
  const dir = process.env.MEDIA_TOOL_CACHE;
  if (!dir) return undefined;
  const hash = createHash('sha1');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${hash.update(what).digest('hex')}`);
}

/** Writes a cache entry whole or not at all (test workers share the folder). */
function keepInCache(cacheFile: string, write: (tmp: string) => void) {
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  write(tmp);
  fs.renameSync(tmp, cacheFile);
}

async function ffprobe(file: string): Promise<ProbeResult | null> {
  const cacheFile = await toolCacheFile(file, 'ffprobe').catch(() => undefined);
  if (cacheFile && fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as ProbeResult;
  const r = await ffprobeRun(file);
  if (r && cacheFile) keepInCache(cacheFile, (tmp) => fs.writeFileSync(tmp, JSON.stringify(r)));
  return r;
}

async function ffprobeRun(file: string): Promise<ProbeResult | null> {
  try {
    const out = JSON.parse(await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file]));
    const streams: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[] = out.streams ?? [];
    const video = streams.find((s) => s.codec_type === 'video');
    const audio = streams.find((s) => s.codec_type === 'audio');
    const formatDuration = Number(out.format?.duration);
    const isStill = !!video && ['mjpeg', 'png', 'gif', 'webp', 'bmp'].includes(video.codec_name ?? '') && !(formatDuration > 0.1);
    const duration = isStill ? 0 : Number.isFinite(formatDuration) ? formatDuration : Number(video?.duration ?? audio?.duration ?? 0) || 0;
    return {
      duration: round3(duration),
      width: video?.width ?? 0,
      height: video?.height ?? 0,
      codec: [video?.codec_name, audio?.codec_name].filter(Boolean).join(','),
      via: 'ffprobe',
    };
  } catch {
    return null;
  }
}

const MP4_LIKE = /^(video\/(mp4|quicktime|3gpp)|audio\/(mp4|m4a|x-m4a))$/;

/** Duration, size and codecs of a media file; nothing is guessed (unknown stays 0). */
export async function probeMedia(file: string, mime = mimeOf(file)): Promise<ProbeResult> {
  const type = fileTypeOf(mime);
  if (type === 1 || type === 2 || type === 3) {
    if ((await mediaTools()).ffprobe) {
      const r = await ffprobe(file);
      if (r) return r;
    }
    if (MP4_LIKE.test(mime) || /\.(mp4|m4v|mov|m4a)$/i.test(file)) {
      const m = await parseMp4File(file);
      if (m) return { duration: m.duration, width: m.width, height: m.height, codec: m.codec, via: 'mp4' };
    }
  }
  return { duration: 0, width: 0, height: 0, codec: '', via: 'none' };
}

/** Writes a 320-px-wide JPEG cover; false when ffmpeg is absent or fails. */
export async function makeCover(file: string, outFile: string, opts: { image?: boolean; duration?: number } = {}): Promise<boolean> {
  if (!(await mediaTools()).ffmpeg) return false;
  const tmp = `${outFile}.${process.pid}.${Date.now()}.tmp.jpg`;
  const at = opts.image ? [] : ['-ss', String(Math.min(1, Math.max(0, (opts.duration ?? 2) / 2)))];
  const out = ['-frames:v', '1', '-vf', "scale='min(320,iw)':-2", '-q:v', '5'];
  try {
    ensureDirFor(outFile);
    const cacheFile = await toolCacheFile(file, `cover ${[...at, ...out].join(' ')}`).catch(() => undefined);
    if (cacheFile && fs.existsSync(cacheFile)) {
      fs.copyFileSync(cacheFile, outFile);
      return true;
    }
    await run(FFMPEG, ['-v', 'error', '-y', ...at, '-i', file, ...out, '-f', 'image2', tmp]);
    if (!fs.existsSync(tmp) || fs.statSync(tmp).size === 0) return false;
    if (cacheFile) keepInCache(cacheFile, (t) => fs.copyFileSync(tmp, t));
    fs.renameSync(tmp, outFile);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Probes a file on local disk (the stored file, or a temporary copy of an S3 object) and stores
 * its cover next to the content in the object store; the row's fields to update.
 */
async function probeStored(app: FastifyInstance, tenantId: number, md5: string, absolute: string, mime: string) {
  const probe = await probeMedia(absolute, mime);
  const type = fileTypeOf(mime);
  let cover = '';
  if (type === 1 || type === 3) {
    const rel = coverPath(tenantId, md5);
    const tmp = tempPath(undefined, 'cover');
    try {
      if (await makeCover(absolute, tmp, { image: type === 3, duration: probe.duration })) {
        await app.store.putFile(rel, tmp, 'image/jpeg');
        cover = rel;
      }
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return { duration: probe.duration, width: probe.width, height: probe.height, codec: probe.codec.slice(0, 64), cover_path: cover };
}

export async function registerContent(
  app: FastifyInstance,
  tenantId: number,
  input: { absolutePath: string; md5: string; size: number; fileName: string; mime?: string },
): Promise<ContentRow> {
  const md5 = input.md5.toLowerCase();
  const rel = contentPath(tenantId, md5);
  const src = path.resolve(input.absolutePath);
  const existing = await app.repos.fileContents.byMd5(tenantId, md5);
  if (existing && (await app.store.stat(existing.storage_path))) {
    if (app.store.kind === 's3' || src !== resolveInside(app.config.dataDir, existing.storage_path)) fs.rmSync(src, { force: true });
    return existing;
  }
  const mime = input.mime && input.mime !== 'application/octet-stream' ? input.mime : mimeOf(input.fileName);
  // Probed from the local file before it moves into the store (on S3 it is uploaded and removed).
  const facts = await probeStored(app, tenantId, md5, src, mime);
  await app.store.putFile(rel, src, mime);
  return app.repos.fileContents.upsert(tenantId, { md5, size: input.size, storagePath: rel, mime, ...facts });
}

/** Re-probes a stored content: from `localCopy` when the caller has the bytes on disk, else from the store. */
export async function probeContent(app: FastifyInstance, tenantId: number, contentId: number, localCopy?: string): Promise<ContentRow | undefined> {
  const row = await app.repos.fileContents.byId(tenantId, contentId);
  if (!row) return undefined;
  const facts = localCopy
    ? await probeStored(app, tenantId, row.md5, localCopy, row.mime)
    : await app.store.withLocalFile(row.storage_path, (file) => probeStored(app, tenantId, row.md5, file, row.mime));
  await app.repos.fileContents.setFacts(tenantId, contentId, facts);
  return { ...row, ...facts };
}

/** Comma-separated tag names, trimmed and bounded. */
export function cleanTagNames(names: string | undefined): string[] {
  return [...new Set((names ?? '').split(/[,，]/).map((t) => t.trim().slice(0, 32)).filter(Boolean))].slice(0, 16);
}

export async function createLibraryFile(
  app: FastifyInstance,
  tenantId: number,
  userId: number,
  input: { fileLibId: number; fileResId: number; fileName: string; folderId?: number; fileDesc?: string; fileTagNames?: string; allowDuplicateName?: boolean },
): Promise<FileItem> {
  const lib = await found(app.repos.libraries.accessible(tenantId, userId, input.fileLibId), T.libraryNotFound);
  const content = await found(app.repos.fileContents.byId(tenantId, input.fileResId), T.resourceNotFound);
  const folderId = input.folderId ?? 0;
  if (folderId) {
    const folder = await app.repos.folders.get(tenantId, folderId);
    if (!folder || folder.library_id !== lib.id) throw badRequest(T.folderNotFound);
  }
  const name = cleanFileName(input.fileName);
  const files = app.repos.libraryFiles;
  if (!input.allowDuplicateName && (await files.nameTaken(tenantId, lib.id, folderId, name))) throw conflict(T.fileNameTakenInLibrary);
  const tags = cleanTagNames(input.fileTagNames);
  if (tags.length) await app.repos.fileTags.ensure(tenantId, tags);
  const mime = content.mime !== 'application/octet-stream' ? content.mime : mimeOf(name);
  const row = await files.insert(tenantId, {
    libraryId: lib.id,
    folderId,
    contentId: content.id,
    name,
    fileType: fileTypeOf(mime),
    description: (input.fileDesc ?? '').slice(0, 1024),
    tagNames: tags.join(','),
    userId,
  });
  const full = await files.get(tenantId, userId, row.id);
  return toFileItem(await mediaKey(app), full!);
}
