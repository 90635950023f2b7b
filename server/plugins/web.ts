// Serves the built console (WEB_DIR, default dist/) when it exists: hashed assets cached for a
// year, everything else revalidated; console paths fall back to index.html (plugins/errors.ts).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built console when it exists. Files are routed one by one (no wildcard), so every
 * other path falls through to the not-found handler, which answers console paths with index.html
 * (history mode) and /api paths with the 404 envelope.
 */
export async function installWeb(app: FastifyInstance, webDir: string): Promise<void> {
  if (!fs.existsSync(webDir)) return;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
