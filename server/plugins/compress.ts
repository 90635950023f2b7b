// Response compression (issue 18): answers of 1 KB and more go out brotli- or gzip-compressed
// when the client says it accepts that (a day of 10,000 programme entries is megabytes of JSON).
// Only text-like bodies are compressed: JSON, text, XML, JavaScript, CSS, SVG. Media bytes (video,
// audio, images, octet-stream downloads) are already compressed and are sent as they are, and so
// is every range answer (206 / Content-Range: its byte offsets count the stored bytes).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smallest body worth compressing. */
export const COMPRESS_THRESHOLD = 1024;

/** Content types that are compressed: text (not event streams), JSON, XML, JavaScript, CSS, SVG. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)|application\/(?:javascript|manifest\+json)|image\/svg\+xml)/i;

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
    // the same choice on every Node version (newer ones would otherwise prefer zstd)
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
    // request bodies are taken as sent: no decoding of compressed uploads
    globalDecompression: false,
  });
}
