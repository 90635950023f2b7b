// The zip container of a .docx, read before anything is inflated (docs/security.md). A .docx is a
// zip; its central directory (at the end of the file) declares every entry's compressed and
// uncompressed size. `inspectDocx` reads only that directory, on the request thread, in
// microseconds, and refuses a file whose declared sizes are over the limits. `verifyEntries`
// (run in the conversion worker, before mammoth) inflates each entry with zlib's
// `maxOutputLength` set to its declared size, so a directory that lies about its sizes is
// refused as soon as an entry inflates past what it declared, and mammoth (whose zip reader
// trusts the same directory) never sees more bytes than were checked here.
import zlib from 'node:zlib';
import { WORD_LIMITS as L } from '../../shared/content.js';

export interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

export type ZipProblem = 'unreadable' | 'tooLarge' | 'ratio' | 'entries';

export class DocxRefused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`docx refused: ${problem}`);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

/** The entries the central directory declares, or DocxRefused when they are over the limits. */
export function inspectDocx(buf: Buffer): ZipEntry[] {
  if (buf.length < 22) throw new DocxRefused('unreadable');
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new DocxRefused('unreadable');
  const count = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: a Word document never needs them; a file that does is over the limits anyway.
  if (count === 0xffff || size === ZIP64 || offset === ZIP64) throw new DocxRefused('tooLarge');
  if (count > L.entriesMax) throw new DocxRefused('entries');
  if (offset + size > eocd) throw new DocxRefused('unreadable');
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== CENTRAL) throw new DocxRefused('unreadable');
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const uncompressed = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    if (compressed === ZIP64 || uncompressed === ZIP64 || localOffset === ZIP64) throw new DocxRefused('tooLarge');
    if (method !== 0 && method !== 8) throw new DocxRefused('unreadable');
    if (localOffset + 30 + compressed > buf.length) throw new DocxRefused('unreadable');
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    total += uncompressed;
    if (uncompressed > L.entryMaxBytes || total > L.uncompressedMaxBytes) throw new DocxRefused('tooLarge');
    if (uncompressed > L.ratioFromBytes && uncompressed > compressed * L.ratioMax) throw new DocxRefused('ratio');
    entries.push({ name, method, compressed, uncompressed, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates every entry within its declared size (zlib stops at `maxOutputLength`), so the
 * directory's sizes are the truth; DocxRefused('tooLarge') when an entry holds more than it
 * declared, ('unreadable') when its data is not a valid stream.
 */
export function verifyEntries(buf: Buffer, entries: ZipEntry[]): void {
  for (const e of entries) {
    if (buf.readUInt32LE(e.localOffset) !== LOCAL) throw new DocxRefused('unreadable');
    const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
    const data = buf.subarray(start, start + e.compressed);
    if (data.length !== e.compressed) throw new DocxRefused('unreadable');
    if (e.method === 0) {
      if (e.compressed !== e.uncompressed) throw new DocxRefused('unreadable');
      continue;
    }
    let out: Buffer;
    try {
      // One byte more than declared: reaching it proves the entry holds more than it says.
      out = zlib.inflateRawSync(data, { maxOutputLength: e.uncompressed + 1 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new DocxRefused('tooLarge');
      throw new DocxRefused('unreadable');
    }
    if (out.length > e.uncompressed) throw new DocxRefused('tooLarge');
  }
}
