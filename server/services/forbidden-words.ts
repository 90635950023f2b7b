// Forbidden words: one Aho–Corasick automaton per tenant (@monyone/aho-corasick, built once per
// change of the tenant's list), matched in one pass over the normalised text. Normalising folds
// what people use to slip a word past a filter: full-width letters and digits (NFKC), case,
// spaces, punctuation and symbols between the characters, zero-width characters, and Cyrillic or
// Greek letters that look like Latin ones.
import { AhoCorasick } from '@monyone/aho-corasick/fast';
import type { FastifyInstance } from 'fastify';

const LOOKALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
};
const DROP = /[^\p{L}\p{N}]+/gu;
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/** The form words and texts are compared in: letters and digits only, folded. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(DROP, '')
    .replace(LOOKALIKE, (ch) => LOOKALIKES[ch] ?? ch);
}

/** The normalised form of `text` and, per normalised character, the text range [from, to) it came from. */
function normaliseMapped(text: string): { norm: string; from: number[]; to: number[] } {
  let norm = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const ch of text) {
    const n = normalise(ch);
    for (let k = 0; k < n.length; k++) {
      from.push(i);
      to.push(i + ch.length);
    }
    norm += n;
    i += ch.length;
  }
  return { norm, from, to };
}

/** A compiled word list: `find` answers the distinct words found in a text. */
export class WordMatcher {
  readonly size: number;
  private readonly automaton: AhoCorasick | null;
  private readonly display: Map<string, string>;

  constructor(words: { norm: string; word: string }[]) {
    this.display = new Map(words.filter((w) => w.norm).map((w) => [w.norm, w.word]));
    this.size = this.display.size;
    this.automaton = this.size ? new AhoCorasick([...this.display.keys()]) : null;
  }

  /** The words (as entered) the text contains once normalised; one pass over the text. */
  find(text: string): string[] {
    if (!this.automaton) return [];
    const found = new Set<string>();
    for (const m of this.automaton.matchInText(normalise(text))) found.add(this.display.get(m.keyword) ?? m.keyword);
    return [...found];
  }

  /** Every occurrence, as the word listed and the range [start, end) of `text` it covers (characters dropped between its letters included). */
  locate(text: string): { word: string; start: number; end: number }[] {
    if (!this.automaton) return [];
    const { norm, from, to } = normaliseMapped(text);
    return this.automaton.matchInText(norm).map((m) => ({ word: this.display.get(m.keyword) ?? m.keyword, start: from[m.begin], end: to[m.end - 1] }));
  }
}

/** Per server instance (tests run several on different databases), per tenant. */
const caches = new WeakMap<FastifyInstance, Map<number, { stamp: string; matcher: WordMatcher }>>();

/** The tenant's matcher, rebuilt when its list changed (on this or another instance). */
export async function wordMatcher(app: FastifyInstance, tenantId: number): Promise<WordMatcher> {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new Map()));
  const stamp = await app.repos.forbiddenWords.stamp(tenantId);
  const hit = cache.get(tenantId);
  if (hit && hit.stamp === stamp) return hit.matcher;
  const matcher = new WordMatcher(await app.repos.forbiddenWords.norms(tenantId));
  cache.set(tenantId, { stamp, matcher });
  return matcher;
}
