// Smart audit and proofreading in the editor: the saved draft's hits are kept; a refused submit
// lists the words and lets a reviewer (only) 仍要提交 with a reason (required); 文本纠错's
// suggestions are applied one by one (later offsets shift) or all at once, through the editor's
// field.change; a suggestion whose text changed meanwhile is not applied.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditAnswer, AuditRefusal, CheckFields, ProofAnswer } from '../../shared/text-checks.js';
import { acceptSuggestions, contentChecksMachine, type ChecksReport } from './content-checks.machine.js';

const fields = (body: string, title = '标题'): CheckFields => ({ type: 1, title, summary: '', body });
const hit = { field: 'body' as const, word: '坏词', start: 3, end: 5, text: '坏词' };
const proof: ProofAnswer = {
  engine: 'builtin',
  fallback: true,
  requested: 'kdxf',
  suggestions: [
    { field: 'body', start: 4, end: 6, text: '的的', replacement: '的', reason: '“的”字重复' },
    { field: 'body', start: 7, end: 8, text: ',', replacement: '，', reason: '中文中使用了半角标点' },
    { field: 'title', start: 1, end: 2, text: '的', replacement: '得', reason: '动词后接程度补语应用“得”' },
  ],
};

function checks(answers: { audit?: AuditAnswer; proof?: ProofAnswer } = {}) {
  const reports: ChecksReport[] = [];
  const actor = createActor(
    contentChecksMachine.provide({
      actors: {
        auditDraft: fromPromise<AuditAnswer, CheckFields>(async () => answers.audit ?? { enabled: true, hits: [] }),
        proofread: fromPromise<ProofAnswer, CheckFields>(async () => answers.proof ?? proof),
      },
    }),
    { input: { report: (e: ChecksReport) => reports.push(e) } },
  ).start();
  return { actor, reports };
}

describe('content checks', () => {
  it('keeps the saved draft\'s audit hits', async () => {
    const t = checks({ audit: { enabled: true, hits: [hit] } });
    t.actor.send({ type: 'audit.run', fields: fields('<p>坏词</p>') });
    expect(t.actor.getSnapshot().matches({ audit: 'checking' })).toBe(true);
    await waitFor(t.actor, (s) => s.matches({ audit: 'idle' }));
    expect(t.actor.getSnapshot().context.audit).toEqual({ enabled: true, hits: [hit] });
  });

  it('a refused submit: a reviewer gives a reason (required) and 仍要提交 is reported', () => {
    const t = checks();
    const refusal: AuditRefusal = { hits: [hit], words: ['坏词'], canOverride: true };
    t.actor.send({ type: 'audit.refused', refusal });
    expect(t.actor.getSnapshot().matches({ audit: 'refused' })).toBe(true);
    t.actor.send({ type: 'override.open' });
    expect(t.actor.getSnapshot().matches({ audit: 'overriding' })).toBe(true);
    t.actor.send({ type: 'override.confirm' });
    expect(t.actor.getSnapshot().context.reasonError).toBe('仍要提交须填写理由');
    t.actor.send({ type: 'override.reason', text: '理'.repeat(201) });
    t.actor.send({ type: 'override.confirm' });
    expect(t.actor.getSnapshot().context.reasonError).toBe('理由不能超过200个字');
    t.actor.send({ type: 'override.reason', text: ' 直接引语 ' });
    t.actor.send({ type: 'override.confirm' });
    expect(t.reports).toEqual([{ type: 'content.override', reason: '直接引语' }]);
    expect(t.actor.getSnapshot().matches({ audit: 'idle' })).toBe(true);
  });

  it('without the review right there is no 仍要提交', () => {
    const t = checks();
    t.actor.send({ type: 'audit.refused', refusal: { hits: [hit], words: ['坏词'], canOverride: false } });
    expect(t.actor.getSnapshot().can({ type: 'override.open' })).toBe(false);
    t.actor.send({ type: 'override.open' });
    expect(t.actor.getSnapshot().matches({ audit: 'refused' })).toBe(true);
  });

  it('文本纠错: 采纳 one (later offsets shift), then 全部采纳, each reported as field.change', async () => {
    const t = checks();
    t.actor.send({ type: 'proof.run', fields: fields('<p>我的的书,好</p>', '跑的快') });
    await waitFor(t.actor, (s) => s.matches({ proof: 'shown' }));
    t.actor.send({ type: 'proof.accept', index: 0, fields: fields('<p>我的的书,好</p>', '跑的快') });
    expect(t.reports.at(-1)).toEqual({ type: 'field.change', patch: { body: '<p>我的书,好</p>' } });
    const left = t.actor.getSnapshot().context.proof!.suggestions;
    expect(left.map((s) => [s.text, s.start])).toEqual([[',', 6], ['的', 1]]);
    t.actor.send({ type: 'proof.acceptAll', fields: fields('<p>我的书,好</p>', '跑的快') });
    expect(t.reports.at(-1)).toEqual({ type: 'field.change', patch: { body: '<p>我的书，好</p>', title: '跑得快' } });
    expect(t.actor.getSnapshot().context.proof!.suggestions).toEqual([]);
    t.actor.send({ type: 'proof.close' });
    expect(t.actor.getSnapshot().matches({ proof: 'closed' })).toBe(true);
  });

  it('a suggestion whose text changed since is stale and not applied', () => {
    const out = acceptSuggestions(proof, [0], fields('<p>我改过了</p>'));
    expect(out.patch).toEqual({});
    expect(out.stale).toEqual([0]);
  });
});
