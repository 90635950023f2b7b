// The draw algorithm, shared so that anyone holding a draw's record can re-run it
// (docs/activities.md "Checking a draw"). Pure: the hash functions are given by the caller
// (node:crypto on the server and in tests).
//
//   participantsHash = sha256(codes.join('\n'))            codes: the eligible participants, id order
//   commitment       = sha256(seed)                        seed: 32 random bytes, hex
//   for i in 0..count-1, pool = codes minus those already picked:
//     for ctr = 0, 1, ...: x = first 6 bytes of HMAC-SHA256(key = seed, `${participantsHash}:${i}:${ctr}`)
//       as a big-endian 48-bit integer; accept when x < floor(2^48 / pool.length) * pool.length
//     pick pool[x mod pool.length] and take it out of the pool
export const DRAW_ALGORITHM = 'hmac-sha256-48bit-rejection/v1';

export interface DrawHashes {
  sha256Hex(text: string): string;
  /** HMAC-SHA256 with the hex seed as the key (its bytes), over the UTF-8 message; hex answer. */
  hmacHex(seedHex: string, message: string): string;
}

const SPACE = 2 ** 48;

export function participantsHashOf(h: DrawHashes, codes: readonly string[]): string {
  return h.sha256Hex(codes.join('\n'));
}

/** The winning codes, in draw order. `count` must not exceed `codes.length`. */
export function drawWinners(h: DrawHashes, seedHex: string, codes: readonly string[], count: number): string[] {
  const hash = participantsHashOf(h, codes);
  const pool = [...codes];
  const picked: string[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const limit = Math.floor(SPACE / pool.length) * pool.length;
    for (let ctr = 0; ; ctr++) {
      const x = parseInt(h.hmacHex(seedHex, `${hash}:${i}:${ctr}`).slice(0, 12), 16);
      if (x < limit) {
        picked.push(pool.splice(x % pool.length, 1)[0]!);
        break;
      }
    }
  }
  return picked;
}
