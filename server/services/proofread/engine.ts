// The one proofreading engine interface (docs/proofreading.md): an engine reads a plain text (one
// line per paragraph) and answers suggestions with offsets into that text. The built-in engine
// (builtin.ts) runs offline; the vendor adapters (kdxf.ts 科大讯飞, xhzy.ts 新华智云) call their
// HTTP API when configured (vendor-config.ts).
import type { ProofEngine } from '../../../shared/text-checks.js';

/** One suggestion in the text given: replace [start, end) (`text`) by `replacement`. */
export interface TextSuggestion {
  start: number;
  end: number;
  text: string;
  replacement: string;
  reason: string;
}

export interface ProofreadEngine {
  readonly id: ProofEngine;
  check(text: string, signal?: AbortSignal): Promise<TextSuggestion[]>;
}

/** The suggestions in order of position, without overlaps (an earlier one in `list` wins), each still matching the text. */
export function tidy(text: string, list: TextSuggestion[]): TextSuggestion[] {
  const kept: TextSuggestion[] = [];
  for (const s of list) {
    if (s.start < 0 || s.end > text.length || s.start > s.end || text.slice(s.start, s.end) !== s.text || s.text === s.replacement) continue;
    if (kept.some((k) => s.start < k.end && k.start < s.end)) continue;
    kept.push(s);
  }
  return kept.sort((a, b) => a.start - b.start);
}
