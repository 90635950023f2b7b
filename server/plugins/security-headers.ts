// Security headers on every answer (found missing by the wapiti scan, docs/security.md):
// a Content-Security-Policy fitted to what the console loads, no sniffing, no framing by other
// sites, a strict referrer, and HSTS when the request came over HTTPS (behind a TLS proxy).
import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from this origin ('wasm-unsafe-eval': the MD5 worker runs WebAssembly); inline
 * styles are allowed because Fluent UI (Griffel) and Mermaid write style elements; media, images
 * and fetches may come from the live servers' play addresses (other hosts, http or https) and
 * sockets from this host.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' blob: http: https:",
  "connect-src 'self' ws: wss: http: https:",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // the XSS auditor is gone from browsers and could be abused; OWASP advises turning it off
    reply.header('x-xss-protection', '0');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
