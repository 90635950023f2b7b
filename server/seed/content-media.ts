// Demo pictures and audio for the newsroom seed, made in code (no binary in the repository):
// PNG gradients for galleries and covers, WAV tones for audio stories. Registered like uploads.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createLibraryFile, registerContent } from '../services/media-probe.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 480×270 RGB PNG: a diagonal gradient between two colours. */
export function gradientPng(from: [number, number, number], to: [number, number, number], w = 480, h = 270): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A mono 8 kHz 8-bit WAV tone with a soft fade. */
export function toneWav(hz: number, seconds: number): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const data = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    const fade = Math.min(1, i / 800, (n - i) / 800);
    data[i] = 128 + Math.round(60 * fade * Math.sin((2 * Math.PI * hz * i) / rate));
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + n, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate, 28);
  head.writeUInt16LE(1, 32);
  head.writeUInt16LE(8, 34);
  head.write('data', 36);
  head.writeUInt32LE(n, 40);
  return Buffer.concat([head, data]);
}

const PICTURES: [string, [number, number, number], [number, number, number]][] = [
  ['银杏林.png', [240, 190, 40], [180, 90, 20]],
  ['城市天际线.png', [40, 90, 180], [200, 120, 160]],
  ['演播室.png', [30, 30, 60], [58, 131, 255]],
  ['田野.png', [90, 160, 60], [230, 220, 120]],
];
const SOUNDS: [string, number, number][] = [
  ['早间新闻.wav', 440, 8],
  ['音乐节目.wav', 523, 6],
];

/** Adds the pictures and sounds to a library when the tenant has none of that kind. */
export async function ensureNewsroomMedia(app: FastifyInstance, tenantId: number, userId: number, libraryId: number): Promise<void> {
  const has = async (fileType: number) => (await app.repos.libraryFiles.page(tenantId, userId, { fileType, pageIndex: 1, pageSize: 1 })).total > 0;
  const add = async (name: string, bytes: Buffer) => {
    const tmp = path.join(app.config.dataDir, `seed-${createHash('md5').update(name).digest('hex')}.tmp`);
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.writeFileSync(tmp, bytes);
    const md5 = createHash('md5').update(bytes).digest('hex');
    const content = await registerContent(app, tenantId, { absolutePath: tmp, md5, size: bytes.length, fileName: name });
    await createLibraryFile(app, tenantId, userId, { fileLibId: libraryId, fileResId: content.id, fileName: name, fileTagNames: '演示' }).catch(() => undefined);
  };
  if (!(await has(3))) for (const [name, a, b] of PICTURES) await add(name, gradientPng(a, b));
  if (!(await has(2))) for (const [name, hz, s] of SOUNDS) await add(name, toneWav(hz, s));
}
