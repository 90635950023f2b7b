// Password hashing for accounts (sign-in, password changes, new users): scrypt with a
// per-password salt, stored as scrypt$N$r$p$salt$hash (base64url).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
/**
 * scrypt's cost for new hashes: N, except in the server tests (NODE_ENV=test), which may lower it
 * with TEST_PASSWORD_SCRYPT_N (a power of two, at least 1024): they hash and verify about 1,200
 * passwords a run, a fifth of their CPU at N. A hash keeps its own parameters, so verifying
 * follows whatever cost it was made with.
 */
function costN(): number {
  if (process.env.NODE_ENV !== 'test') return N;
  const n = Number(process.env.TEST_PASSWORD_SCRYPT_N);
  return Number.isInteger(n) && n >= 1024 && n <= N && (n & (n - 1)) === 0 ? n : N;
}
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = costN();
  const key = await scrypt(password, salt, KEYLEN, { N: n, r: R, p: P });
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
