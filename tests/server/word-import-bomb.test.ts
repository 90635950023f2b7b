// A Word import is bounded before it is read (docs/security.md). Crafted .docx files (a few hundred
// KB that inflate to hundreds of MB) are refused from the zip's central directory without a
// worker being started (nothing inflated), while another tenant's request is answered; a
// directory that lies about its sizes is refused by the worker's bounded inflate; the queue, the
// time budget and the envelope of each refusal. On today's main the bomb is inflated and
// converted in full on the request thread (about 12 s) before it is refused as unreadable.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { databases, suiteLogin, suiteOtherTenant, suiteStart } from './helpers.js';
import { createWordPool, wordPool } from '../../server/services/word-convert.js';
import { inspectDocx } from '../../server/services/docx-zip.js';
import { CONTENT_TEXTS as T } from '../../server/services/content-messages.js';
import { WORD_LIMITS } from '../../shared/content.js';

const MiB = 1024 * 1024;
const CONTENT_TYPES_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>正常的稿件</w:t></w:r></w:p></w:body></w:document>';

/**
 * A raw deflate stream of `mib` MiB of zeros, built without deflating them: one 1 MiB block
 * compressed once with a full flush (byte-aligned, not final, dictionary reset), repeated, then
 * an empty final block. About 1 KB per MiB.
 */
function zerosDeflated(mib: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mib }, () => block), zlib.deflateRawSync(Buffer.alloc(0))]);
}

interface Entry {
  name: string;
  data: Buffer;
  /** Deflated (method 8) or stored (0). */
  method: 0 | 8;
  /** The uncompressed size the directory declares. */
  size: number;
}

const deflated = (name: string, text: string): Entry => ({ name, data: zlib.deflateRawSync(Buffer.from(text)), method: 8, size: Buffer.byteLength(text) });

/**
 * The fields a local header and its central directory record share, from "version needed" on
 * (at 4 in the one, at 6 in the other): version 2.0, method, sizes and the name's length.
 */
function writeEntryFields(header: Buffer, at: number, e: Entry, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(e.method, at + 4);
  header.writeUInt32LE(e.data.length, at + 14);
  header.writeUInt32LE(e.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A zip written by hand: local headers, data, central directory, end record (CRC left 0: nothing here checks it). */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, e, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, e, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = (document: Entry) => zip([deflated('[Content_Types].xml', CONTENT_TYPES_XML), deflated('_rels/.rels', RELS_XML), document]);
/** 400 MiB of zeros as word/document.xml, its size declared honestly: about 400 KB on the wire. */
const bomb = () => docx({ name: 'word/document.xml', data: zerosDeflated(400), method: 8, size: 400 * MiB });

const boundary = '----bomb';
const multipart = (data: Buffer, name = '炸弹.docx') =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

describe('the zip directory check and the conversion pool', () => {
  it('reads the declared sizes of a bomb without inflating it', () => {
    const file = bomb();
    expect(file.length).toBeGreaterThan(300 * 1024);
    expect(file.length).toBeLessThan(600 * 1024);
    expect(() => inspectDocx(file)).toThrow(/tooLarge/);
    // Under the size limits but at a ratio of ~1000: refused as a ratio.
    expect(() => inspectDocx(docx({ name: 'word/document.xml', data: zerosDeflated(40), method: 8, size: 40 * MiB }))).toThrow(/ratio/);
    expect(inspectDocx(docx(deflated('word/document.xml', DOCUMENT_XML))).map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('queues up to `queue` conversions behind `concurrency`, and refuses the next with 503', async () => {
    const release: (() => void)[] = [];
    const ran: number[] = [];
    const pool = createWordPool({ concurrency: 1, queue: 1, timeMs: 10_000, heapMb: 64 }, (buffer) => {
      ran.push(buffer.length);
      return new Promise((resolve) => release.push(() => resolve({ ok: true, html: '<p>ok</p>', messages: [] })));
    });
    const file = docx(deflated('word/document.xml', DOCUMENT_XML));
    const first = pool.convert(file);
    const second = pool.convert(file);
    await expect(pool.convert(file)).rejects.toMatchObject({ status: 503, message: T.wordBusy });
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 1, refusedBusy: 1 });
    release.shift()!();
    await expect(first).resolves.toMatchObject({ html: '<p>ok</p>' });
    await new Promise((r) => setImmediate(r));
    release.shift()!();
    await expect(second).resolves.toMatchObject({ html: '<p>ok</p>' });
    expect(ran).toHaveLength(2);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('ends a conversion over its time budget (the worker is terminated)', async () => {
    const pool = createWordPool({ concurrency: 1, queue: 0, timeMs: 1, heapMb: 64 });
    await expect(pool.convert(docx(deflated('word/document.xml', DOCUMENT_XML)))).rejects.toMatchObject({ status: 413, message: T.wordTimeout });
  });
});

describe.each(databases)('Word import bombs (%s)', (kind) => {
  // One conversion at a time and no queue: a second import while one runs is refused (503).
  const server = suiteStart(kind, { WORD_CONCURRENCY: '1', WORD_QUEUE: '0' });
  const admin = suiteLogin(server);
  const other = suiteOtherTenant(server);
  const word2html = (data: Buffer, name?: string) =>
    server.call(admin.token, { method: 'POST', url: '/api/web-publish/content/word2html', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart(data, name) });

  it('refuses a 400 KB file that inflates to 400 MB from the directory, while another tenant is served', async () => {
    const pool = wordPool(server.app);
    const before = pool.stats();
    const file = bomb();
    const t0 = Date.now();
    const [refused, served] = await Promise.all([
      word2html(file),
      (async () => {
        const res = await server.call(other.token, { method: 'GET', url: '/api/web-conf/role/perms/user' });
        return { res, ms: Date.now() - t0 };
      })(),
    ]);
    const refusedMs = Date.now() - t0;
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 413, msg: T.wordInflatesTooLarge, data: null });
    // Refused by the directory check: no worker was started, nothing was inflated.
    expect(pool.stats().started).toBe(before.started);
    expect(pool.stats().refusedByDirectory).toBe(before.refusedByDirectory + 1);
    expect(served.res.statusCode).toBe(200);
    // Generous bounds (the shared machine): main took ~12 s for this file.
    expect(refusedMs).toBeLessThan(5_000);
    expect(served.ms).toBeLessThan(5_000);

    // Six at once: all refused the same way, still without a worker.
    const six = await Promise.all(Array.from({ length: 6 }, () => word2html(file)));
    for (const res of six) expect(res.json()).toMatchObject({ code: 413, msg: T.wordInflatesTooLarge });
    expect(pool.stats().started).toBe(before.started);
  });

  it('refuses a ratio bomb under the size limits, and a directory that lies about its sizes', async () => {
    const pool = wordPool(server.app);
    const ratio = await word2html(docx({ name: 'word/document.xml', data: zerosDeflated(40), method: 8, size: 40 * MiB }));
    expect(ratio.statusCode).toBe(413);
    expect(ratio.json().msg).toBe(T.wordRatio);

    // Declares 64 KB, holds 40 MiB: passes the directory, the worker's bounded inflate stops at 64 KB + 1.
    const started = pool.stats().started;
    const liar = await word2html(docx({ name: 'word/document.xml', data: zerosDeflated(40), method: 8, size: 64 * 1024 }));
    expect(liar.statusCode).toBe(413);
    expect(liar.json()).toMatchObject({ code: 413, msg: T.wordInflatesTooLarge });
    expect(pool.stats().started).toBe(started + 1);
    expect(WORD_LIMITS.concurrency).toBeLessThanOrEqual(2);
  });

  it('converts a real document, and answers 503 to a second import while one runs (no queue here)', async () => {
    const good = docx(deflated('word/document.xml', DOCUMENT_XML));
    const [a, b] = await Promise.all([word2html(good, '甲.docx'), word2html(good, '乙.docx')]);
    const answers = [a, b].map((r) => ({ status: r.statusCode, ...r.json() }));
    expect(answers.filter((x) => x.code === 200)).toHaveLength(1);
    expect(answers.find((x) => x.code === 200)!.data.html).toContain('正常的稿件');
    expect(answers.find((x) => x.code !== 200)).toMatchObject({ status: 503, code: 503, msg: T.wordBusy, data: null });
    // Once it is done, the next one is converted.
    const again = await word2html(good);
    expect(again.json().code).toBe(200);
  });
});
