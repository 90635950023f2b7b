// Probes a merged upload (duration, size, cover) like every media file, for both stores
// (upload-store.ts, upload-s3.ts); a failed probe is logged and never loses the upload.
import type { FastifyInstance } from 'fastify';
import type { ContentRow } from '../repositories/file-contents.js';
import { probeContent } from './media-probe.js';

/**
 * The single call site where a merged upload is probed (duration, size, cover) like every media
 * file, by the media area's probe service. A probe failure never loses the upload: the content
 * stays stored, unprobed, and the failure is logged.
 */
export async function probeStoredContent(app: FastifyInstance, tenantId: number, content: ContentRow, localCopy?: string): Promise<void> {
  try {
    await probeContent(app, tenantId, content.id, localCopy);
  } catch (err) {
    app.log.warn({ err, contentId: content.id }, 'probe of an uploaded file failed');
  }
}
