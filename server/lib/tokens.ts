// Session tokens: 256 random bits handed to the client once; only their SHA-256 is stored
// (sessions.token_hash), so a copy of the database holds no usable token.
import { createHash, randomBytes } from 'node:crypto';

/** A new session token (256 random bits) and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
