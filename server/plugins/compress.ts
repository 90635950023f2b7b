// Response compression: answers of 1 KB and more go out brotli- or gzip-compressed
// when the client says it accepts that (a day of 10,000 programme entries is megabytes of JSON).
// Only text-like bodies are compressed: JSON, text, XML, JavaScript, CSS, SVG. Media bytes (video,
// audio, images, octet-stream downloads) are already compressed and are sent as they are, and so
// is every range answer (206 / Content-Range: its byte offsets count the stored bytes).
import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Smallest body worth compressing. */
export const COMPRESS_THRESHOLD = 1024;

/** Content types that are compressed: text (not event streams), JSON, XML, JavaScript, CSS, SVG. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)|application\/(?:javascript|manifest\+json)|image\/svg\+xml)/i;

/** The encodings offered, in the server's order of preference (the same on every Node version: newer ones would otherwise prefer zstd). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli at quality 4, the plugin's own default, written out so that answers compressed ahead
 * (server/services/day-answers.ts) are made the same way: a 4 MB programme day takes about 20 ms
 * (gzip's default level about as long) and comes out smaller than gzip's; quality 11 takes
 * seconds for it, too long even once per saved day.
 */
export const BROTLI_QUALITY = 4;
export const brotliOptions = (size?: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}) },
});

/**
 * The encoding the plugin chooses for a request, as it chooses it: none on x-no-compression or
 * without Accept-Encoding, else the best accepted of ENCODINGS (`*` and x-gzip read as gzip).
 */
export function chosenEncoding(headers: IncomingHttpHeaders): Encoding | undefined {
  const accepted = headers['accept-encoding'];
  if (headers['x-no-compression'] !== undefined || accepted === undefined) return undefined;
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/**
 * Sends bytes that are already compressed with `encoding` (or plain when it is undefined). The
 * plugin passes an answer that has a Content-Encoding through as it is, so they are not compressed
 * twice; Vary gets accept-encoding as the plugin would add it.
 */
export function sendEncoded(reply: FastifyReply, bytes: Buffer, encoding: Encoding | undefined): FastifyReply {
  if (encoding) {
    const vary = reply.getHeader('vary');
    const list = vary === undefined ? [] : [vary].flat().map(String);
    if (!list.some((v) => /accept-encoding/i.test(v))) reply.header('vary', [...list, 'accept-encoding'].join(', '));
    reply.header('content-encoding', encoding);
  }
  return reply.send(bytes);
}

export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/**
 * Whether an answer must go out as it is: not one of the text-like types (the plugin would
 * otherwise fall back to mime-db, which calls application/octet-stream compressible), or a
 * byte-addressed media answer (Accept-Ranges / Content-Range / 206).
 */
export function keepAsIs(contentType: string | undefined, headers: { acceptRanges?: unknown; contentRange?: unknown }, status: number): boolean {
  return status === 206 || headers.acceptRanges !== undefined || headers.contentRange !== undefined || !isCompressible(contentType ?? 'application/json');
}

export async function installCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onSend hook (added below): its documented opt-out is the request
  // header x-no-compression, set here for the answers that must not be compressed.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    const headers = { acceptRanges: reply.getHeader('accept-ranges'), contentRange: reply.getHeader('content-range') };
    if (keepAsIs(typeof type === 'string' ? type : undefined, headers, reply.statusCode)) request.headers['x-no-compression'] = '1';
    return payload;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: brotliOptions(),
    customTypes: isCompressible,
    // request bodies are taken as sent: no decoding of compressed uploads
    globalDecompression: false,
  });
}
