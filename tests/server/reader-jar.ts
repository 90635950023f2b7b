import type { LightMyRequestResponse } from 'fastify';

/**
 * The readers of a test: each name holds the signed reader cookie (`rdr`) the server issued on
 * its first call (the reader is the cookie, not an id the client sends).
 */
export function readerJar() {
  const jar = new Map<string, string>();
  return {
    /** The cookie header of a named reader (none before its first answer). */
    headers(name?: string): Record<string, string> {
      const cookie = name ? jar.get(name) : undefined;
      return cookie ? { cookie } : {};
    },
    /** Keeps the cookie an answer issued to a named reader. */
    keep(name: string | undefined, res: LightMyRequestResponse): LightMyRequestResponse {
      const set = res.headers['set-cookie'];
      const first = Array.isArray(set) ? set[0] : set;
      if (name && first && !jar.has(name)) jar.set(name, first.split(';')[0]!);
      return res;
    },
  };
}
