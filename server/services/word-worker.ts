// The conversion worker of the Word import (docs/security.md): one .docx per worker thread, run
// by word-convert.ts with a heap limit and a time budget. It first proves the zip's declared sizes
// (docx-zip.ts verifyEntries), then converts with mammoth and sanitises, off the request thread.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import { DocxRefused, verifyEntries, type ZipEntry } from './docx-zip.js';
import { sanitizeBody } from './content-body.js';

export type WorkerAnswer = { ok: true; html: string; messages: string[] } | { ok: false; problem: string };

async function run(input: { buffer: Uint8Array; entries: ZipEntry[] }): Promise<WorkerAnswer> {
  const buffer = Buffer.from(input.buffer.buffer, input.buffer.byteOffset, input.buffer.byteLength);
  try {
    verifyEntries(buffer, input.entries);
    const result = await mammoth.convertToHtml({ buffer });
    return { ok: true, html: sanitizeBody(result.value), messages: result.messages.map((m) => m.message).slice(0, 20) };
  } catch (err) {
    return { ok: false, problem: err instanceof DocxRefused ? err.problem : 'unreadable' };
  }
}

void run(workerData as { buffer: Uint8Array; entries: ZipEntry[] }).then((answer) => parentPort!.postMessage(answer));
