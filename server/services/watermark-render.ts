// Puts a watermark on a library image (sharp) or video (ffmpeg, when installed), as a preview
// picture or as a new rendition stored beside the original in the same library and folder.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ORG_TEXTS } from '../../shared/org.js';
import type { Watermark, WatermarkPosition } from '../../shared/org.js';
import { badRequest, notFound } from '../lib/errors.js';
import { createLibraryFile, registerContent } from './media-probe.js';
import type { FileWithContent } from '../repositories/library-files.js';
import { MEDIA_TEXTS as T } from './media-messages.js';

const run = promisify(execFile);
const GRAVITY: Record<Exclude<WatermarkPosition, 'tile'>, string> = {
  topLeft: 'northwest',
  topRight: 'northeast',
  bottomLeft: 'southwest',
  bottomRight: 'southeast',
  center: 'centre',
};
const PREVIEW_WIDTH = 800;
/** Pixels of the largest image we accept (about 100 megapixels). */
const MAX_PIXELS = 100_000_000;

let ffmpegPresent: Promise<boolean> | undefined;
export function hasFfmpeg(): Promise<boolean> {
  ffmpegPresent ??= run(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-version'])
    .then(() => true)
    .catch(() => false);
  return ffmpegPresent;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The watermark as a transparent PNG sized for a target `width` pixels wide. */
async function overlayFor(app: FastifyInstance, tenantId: number, userId: number, w: Watermark, width: number): Promise<Buffer> {
  const target = Math.max(8, Math.round((width * w.size) / 100));
  const alpha = Math.min(100, Math.max(0, w.opacity)) / 100;
  if (w.type === 'text') {
    const text = w.text || ' ';
    const units = [...text].reduce((n, ch) => n + (ch.charCodeAt(0) > 0xff ? 1 : 0.6), 0);
    const fontSize = Math.max(8, Math.floor(target / Math.max(1, units)));
    const height = Math.ceil(fontSize * 1.4);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${target}" height="${height}"><text x="0" y="${Math.round(fontSize * 1.05)}" font-family="Noto Sans CJK SC, WenQuanYi Micro Hei, sans-serif" font-size="${fontSize}" fill="${escapeXml(w.color || '#FFFFFF')}" fill-opacity="${alpha}">${escapeXml(text)}</text></svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  const file = await app.repos.libraryFiles.get(tenantId, userId, w.imageFileId);
  if (!file || !file.mime.startsWith('image/')) throw badRequest(ORG_TEXTS.watermarkImageRequired);
  return withSource(app, tenantId, file, (src) =>
    sharp(src, { limitInputPixels: MAX_PIXELS })
      .ensureAlpha()
      .resize({ width: target })
      .linear([1, 1, 1, alpha], [0, 0, 0, 0])
      .png()
      .toBuffer(),
  );
}

/** Runs `fn` with the file's bytes on local disk (the stored file, or a temporary copy from S3). */
async function withSource<T>(app: FastifyInstance, tenantId: number, file: FileWithContent, fn: (src: string) => Promise<T>): Promise<T> {
  const content = await app.repos.fileContents.byId(tenantId, file.content_id);
  if (!content || !(await app.store.stat(content.storage_path))) throw notFound(T.contentNotFound);
  return app.store.withLocalFile(content.storage_path, fn);
}

/** The overlay, shrunk to fit inside the picture when it is larger: never larger than the picture itself. */
async function fitWithin(overlay: Buffer, picture: { width: number; height: number }): Promise<Buffer> {
  const meta = await sharp(overlay).metadata();
  if ((meta.width ?? 0) <= picture.width && (meta.height ?? 0) <= picture.height) return overlay;
  return sharp(overlay).resize({ width: picture.width, height: picture.height, fit: 'inside' }).png().toBuffer();
}

/** Composites the overlay onto an image buffer or file. */
async function stamp(app: FastifyInstance, tenantId: number, userId: number, w: Watermark, input: string | Buffer, resizeTo?: number) {
  let base = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
  if (resizeTo) base = base.resize({ width: resizeTo, withoutEnlargement: true });
  const { data, info } = await base.toBuffer({ resolveWithObject: true });
  let overlay = await fitWithin(await overlayFor(app, tenantId, userId, w, info.width), info);
  const margin = Math.round(info.width * 0.02);
  if (w.position !== 'tile' && margin) {
    const framed = await sharp(overlay).extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
    overlay = await fitWithin(framed, info);
  }
  const layer = w.position === 'tile' ? { input: overlay, tile: true } : { input: overlay, gravity: GRAVITY[w.position] };
  return { image: sharp(data).composite([layer]), width: info.width, height: info.height };
}

/** A JPEG data URL of the file with the watermark (images directly, videos from a frame). */
export async function previewWatermark(app: FastifyInstance, tenantId: number, userId: number, w: Watermark, file: FileWithContent): Promise<string> {
  let input: string | Buffer;
  if (file.mime.startsWith('image/')) input = await withSource(app, tenantId, file, (src) => fs.promises.readFile(src));
  else if (file.mime.startsWith('video/')) {
    if (!(await hasFfmpeg())) throw badRequest(ORG_TEXTS.ffmpegMissing);
    const { stdout } = await withSource(app, tenantId, file, (src) => run(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-v', 'error', '-ss', '1', '-i', src, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'], {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    }).catch(() => run(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-v', 'error', '-i', src, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })));
    input = stdout as Buffer;
  } else throw badRequest(ORG_TEXTS.watermarkFileUnsupported);
  const { image } = await stamp(app, tenantId, userId, w, input, PREVIEW_WIDTH);
  const jpeg = await image.jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Stores the watermarked file as a new library file next to the original; answers it. */
export async function applyWatermark(app: FastifyInstance, tenantId: number, userId: number, w: Watermark, file: FileWithContent) {
  const isImage = file.mime.startsWith('image/');
  const isVideo = file.mime.startsWith('video/');
  if (!isImage && !isVideo) throw badRequest(ORG_TEXTS.watermarkFileUnsupported);
  if (isVideo && !(await hasFfmpeg())) throw badRequest(ORG_TEXTS.ffmpegMissing);
  return withSource(app, tenantId, file, (src) => watermarkInto(app, tenantId, userId, w, file, src, isImage));
}

async function watermarkInto(app: FastifyInstance, tenantId: number, userId: number, w: Watermark, file: FileWithContent, src: string, isImage: boolean) {
  const tmpDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'wm-'));
  try {
    let out: Buffer;
    let mime = file.mime;
    let ext = path.extname(file.name) || (isImage ? '.jpg' : '.mp4');
    if (isImage) {
      const { image } = await stamp(app, tenantId, userId, w, src);
      const fmt = file.mime === 'image/png' ? 'png' : file.mime === 'image/webp' ? 'webp' : 'jpeg';
      out = await image.toFormat(fmt).toBuffer();
      if (fmt === 'jpeg') {
        mime = 'image/jpeg';
        if (!/^\.jpe?g$/i.test(ext)) ext = '.jpg';
      }
    } else {
      const width = file.width || 1280;
      const height = file.height || 720;
      // The overlay drawn on a transparent canvas of the video's size, then laid over every frame.
      const canvas = await stamp(app, tenantId, userId, w, await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer());
      const overlayFile = path.join(tmpDir, 'overlay.png');
      await canvas.image.png().toFile(overlayFile);
      const target = path.join(tmpDir, 'out.mp4');
      await run(process.env.FFMPEG_PATH ?? 'ffmpeg', [
        '-v', 'error', '-y', '-i', src, '-i', overlayFile,
        '-filter_complex', '[1:v][0:v]scale2ref[wm][base];[base][wm]overlay=0:0',
        '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-c:a', 'copy', '-movflags', '+faststart', target,
      ], { maxBuffer: 8 * 1024 * 1024 });
      out = await fs.promises.readFile(target);
      mime = 'video/mp4';
      ext = '.mp4';
    }
    const md5 = createHash('md5').update(out).digest('hex');
    const tmp = path.join(tmpDir, `result${ext}`);
    await fs.promises.writeFile(tmp, out);
    const stem = path.basename(file.name, path.extname(file.name));
    const content = await registerContent(app, tenantId, { absolutePath: tmp, md5, size: out.length, fileName: `${stem}${ext}`, mime });
    let name = T.watermarkedName(stem, '', ext);
    for (let n = 2; await app.repos.libraryFiles.nameTaken(tenantId, file.library_id, file.folder_id, name); n++) name = T.watermarkedName(stem, String(n), ext);
    return createLibraryFile(app, tenantId, userId, {
      fileLibId: file.library_id,
      folderId: file.folder_id,
      fileResId: content.id,
      fileName: name,
      fileDesc: T.watermarkedDesc(file.name, w.name),
    });
  } finally {
    await fs.promises.rm(tmpDir, { recursive: true, force: true });
  }
}
