// Smart audit and proofreading in the content editor (docs/proofreading.md), invoked by the
// editor: after each save the draft is audited and the forbidden words found are listed with their
// field; a submit refused by smart audit lists them and, for a holder of the review right, offers
// 仍要提交 with a reason (required) — the editor then submits with it. 文本纠错 proofreads the
// draft and lists suggestions; 采纳 applies one (全部采纳 every one) to the field through the
// editor's own field.change, and says when the built-in engine stood in for a vendor.
import { assign, fromPromise, setup } from 'xstate';
import {
  applySuggestion,
  AUDIT_LIMITS,
  AUDIT_TEXTS,
  type AuditAnswer,
  type AuditRefusal,
  type CheckFields,
  type ProofAnswer,
  type ProofSuggestion,
} from '../../shared/text-checks.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';
import type { ConfirmEvent } from './lib/confirm.js';

/** What the editor hears from its checks: a field changed by 采纳, or 仍要提交 with its reason. */
export type ChecksReport = { type: 'field.change'; patch: Partial<Pick<CheckFields, 'title' | 'summary' | 'body'>> } | { type: 'content.override'; reason: string };

export interface ContentChecksInput {
  /** Tells the editor (its own `self.send`); absent in tests of the checks alone. */
  report?: (e: ChecksReport) => void;
}

export interface ContentChecksContext {
  report: ((e: ChecksReport) => void) | null;
  /** The last audit of the saved draft (null: none yet). */
  audit: AuditAnswer | null;
  /** The last submit refused by smart audit. */
  refusal: AuditRefusal | null;
  /** 仍要提交's reason as typed, and why it cannot be sent yet. */
  reason: string;
  reasonError: string | null;
  proof: ProofAnswer | null;
  /** Suggestions whose text was changed since (no longer applicable), by index. */
  stale: number[];
  /** The fields the last 采纳 changed (reported to the editor). */
  patch: Partial<Record<'title' | 'summary' | 'body', string>>;
  error: string | null;
}

export type ContentChecksEvent =
  | { type: 'audit.run'; fields: CheckFields }
  | { type: 'audit.refused'; refusal: AuditRefusal }
  | { type: 'override.open' }
  | { type: 'override.reason'; text: string }
  | ConfirmEvent<'override'>
  | { type: 'proof.run'; fields: CheckFields }
  /** 采纳 suggestion `index`, against the fields as they are now. */
  | { type: 'proof.accept'; index: number; fields: CheckFields }
  | { type: 'proof.acceptAll'; fields: CheckFields }
  | { type: 'proof.close' };

type Field = 'title' | 'summary' | 'body';
const fieldOf = (s: ProofSuggestion): Field => (s.field === 'text' ? 'body' : s.field);

/**
 * Applies suggestions `indexes` of `proof` to `fields`: the changed fields, the suggestions left
 * (later ones in a changed field shifted by the change), and which no longer match.
 */
export function acceptSuggestions(proof: ProofAnswer, indexes: number[], fields: CheckFields) {
  const values: Record<Field, string> = { title: fields.title, summary: fields.summary, body: fields.body };
  const patch: Partial<Record<Field, string>> = {};
  const take = new Set(indexes);
  const stale = new Set<number>();
  // from the end of each field, so the earlier offsets stay right
  const order = proof.suggestions.map((s, i) => ({ s, i })).filter(({ i }) => take.has(i)).sort((a, b) => b.s.start - a.s.start);
  const applied = new Set<number>();
  for (const { s, i } of order) {
    const f = fieldOf(s);
    const next = applySuggestion(values[f], s);
    if (next === null) stale.add(i);
    else {
      values[f] = next;
      patch[f] = next;
      applied.add(i);
    }
  }
  const rest = proof.suggestions
    .map((s, i) => ({ s, i }))
    .filter(({ i }) => !applied.has(i))
    .map(({ s, i }) => {
      const shift = proof.suggestions.reduce((n, a, j) => (applied.has(j) && fieldOf(a) === fieldOf(s) && a.end <= s.start ? n + a.replacement.length - (a.end - a.start) : n), 0);
      return { s: { ...s, start: s.start + shift, end: s.end + shift }, stale: stale.has(i) };
    });
  return { patch, proof: { ...proof, suggestions: rest.map((r) => r.s) }, stale: rest.flatMap((r, k) => (r.stale ? [k] : [])) };
}

export const contentChecksMachine = setup({
  types: typesOf<ContentChecksContext, ContentChecksEvent, ContentChecksInput>(),
  actors: {
    auditDraft: fromPromise<AuditAnswer, CheckFields>(async () => notProvided('contentChecks.auditDraft')),
    proofread: fromPromise<ProofAnswer, CheckFields>(async () => notProvided('contentChecks.proofread')),
  },
  actions: {
    /** 采纳 (one) or 全部采纳: applies them to the fields as they are now; the changed fields wait in `patch`. */
    take: assign(({ context, event }) => {
      if ((event.type !== 'proof.accept' && event.type !== 'proof.acceptAll') || !context.proof) return {};
      const indexes = event.type === 'proof.accept' ? [event.index] : context.proof.suggestions.map((_, i) => i);
      return acceptSuggestions(context.proof, indexes, event.fields);
    }),
    /** Tells the editor the fields 采纳 changed (its field.change). */
    reportPatch: ({ context }) => {
      if (Object.keys(context.patch).length) context.report?.({ type: 'field.change', patch: context.patch });
    },
    reportOverride: ({ context }) => context.report?.({ type: 'content.override', reason: context.reason.trim() }),
  },
  guards: {
    canOverride: ({ context }) => !!context.refusal?.canOverride,
    reasonOk: ({ context }) => !!context.reason.trim() && context.reason.trim().length <= AUDIT_LIMITS.reasonMax,
  },
}).createMachine({
  id: 'contentChecks',
  context: ({ input }) => ({ report: input.report ?? null, audit: null, refusal: null, reason: '', reasonError: null, proof: null, stale: [], patch: {}, error: null }),
  type: 'parallel',
  states: {
    audit: {
      initial: 'idle',
      on: {
        'audit.refused': { target: '.refused', actions: assign({ refusal: ({ event }) => event.refusal, reason: '', reasonError: null }) },
      },
      states: {
        idle: { on: { 'audit.run': 'checking' } },
        checking: {
          on: { 'audit.run': { target: 'checking', reenter: true } },
          invoke: {
            src: 'auditDraft',
            input: ({ event }) => (event as Extract<ContentChecksEvent, { type: 'audit.run' }>).fields,
            onDone: { target: 'idle', actions: assign({ audit: ({ event }) => event.output }) },
            // the audit only informs: a failure leaves the last answer (submit checks again)
            onError: 'idle',
          },
        },
        /** Submit was refused: the words are named; a reviewer may open 仍要提交. */
        refused: {
          on: {
            'audit.run': 'checking',
            'override.open': { guard: 'canOverride', target: 'overriding' },
          },
        },
        overriding: {
          on: {
            'override.reason': { actions: assign({ reason: ({ event }) => event.text, reasonError: null }) },
            'override.cancel': 'refused',
            'override.confirm': [
              { guard: 'reasonOk', target: 'idle', actions: ['reportOverride', assign({ refusal: null })] },
              {
                actions: assign({ reasonError: ({ context }) => (context.reason.trim() ? AUDIT_TEXTS.reasonTooLong : AUDIT_TEXTS.reasonRequired) }),
              },
            ],
          },
        },
      },
    },
    proof: {
      initial: 'closed',
      states: {
        closed: { on: { 'proof.run': 'running' } },
        running: {
          entry: assign({ error: null, stale: [] }),
          invoke: {
            src: 'proofread',
            input: ({ event }) => (event as Extract<ContentChecksEvent, { type: 'proof.run' }>).fields,
            onDone: { target: 'shown', actions: assign({ proof: ({ event }) => event.output }) },
            onError: { target: 'shown', actions: assign({ proof: null, error: ({ event }) => errorText(event.error) }) },
          },
        },
        shown: {
          on: {
            'proof.run': 'running',
            'proof.close': { target: 'closed', actions: assign({ proof: null, stale: [], error: null }) },
            'proof.accept': { actions: ['take', 'reportPatch'] },
            'proof.acceptAll': { actions: ['take', 'reportPatch'] },
          },
        },
      },
    },
  },
});
