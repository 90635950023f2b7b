// The built-in offline proofreading engine (docs/proofreading.md): the tenant's own dictionary
// first, then the common confusions, repeats, brackets and quotes, and mixed punctuation
// (rules.ts); where two suggestions overlap the earlier rule wins.
import type { ProofreadEngine, TextSuggestion } from './engine.js';
import { tidy } from './engine.js';
import { confusions, dictionary, mixedPunctuation, repeats, unbalanced } from './rules.js';

export type DictionaryEntry = { wrong: string; correct: string; note: string };

/** Every rule over `text`, without overlaps, in text order. */
export function builtinSuggestions(text: string, entries: readonly DictionaryEntry[] = []): TextSuggestion[] {
  return tidy(text, [...dictionary(text, entries), ...confusions(text), ...repeats(text), ...unbalanced(text), ...mixedPunctuation(text)]);
}

/** The built-in engine over the tenant's dictionary. */
export function builtinEngine(entries: readonly DictionaryEntry[]): ProofreadEngine {
  return { id: 'builtin', check: async (text) => builtinSuggestions(text, entries) };
}
