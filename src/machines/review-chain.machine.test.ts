// The 三审 chain: the walk of the e2e story (初审 and 复审 pass, 终审 sends back with a reason, the
// author resubmits, all pass, released) and the refusals, on the pure chart.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { REVIEW_CHAIN_TEXTS as T } from '../../shared/review-chain.js';
import { reviewChainMachine } from './review-chain.machine.js';

const start = (names = ['初审', '复审', '终审']) => createActor(reviewChainMachine, { input: { names } }).start();

describe('reviewChain', () => {
  it('passes level by level, is sent back to the author with a reason, and is released after the last level', () => {
    const a = start();
    a.send({ type: 'chain.submit' });
    a.send({ type: 'chain.pass', holds: [1] });
    expect(a.getSnapshot().context.level).toBe(2);
    a.send({ type: 'chain.release' });
    expect(a.getSnapshot().value).toBe('inReview');
    a.send({ type: 'chain.pass', holds: [2] });
    a.send({ type: 'chain.back', holds: [3], to: 0, reason: '标题不准确' });
    expect(a.getSnapshot()).toMatchObject({ value: 'rejected', context: { reason: '标题不准确', level: 1 } });
    a.send({ type: 'chain.submit' });
    for (const level of [1, 2, 3]) a.send({ type: 'chain.pass', holds: [level] });
    expect(a.getSnapshot().value).toBe('approved');
    a.send({ type: 'chain.release' });
    expect(a.getSnapshot().status).toBe('done');
    expect(a.getSnapshot().context.trail.map((t) => [t.level, t.pass, t.backTo])).toEqual([
      [1, true, null], [2, true, null], [3, false, 0], [1, true, null], [2, true, null], [3, true, null],
    ]);
  });

  it('refuses a reviewer of another level, a send-back without a reason or to the waiting level, and moves back to an earlier level', () => {
    const a = start();
    a.send({ type: 'chain.submit' });
    a.send({ type: 'chain.pass', holds: [3] });
    expect(a.getSnapshot().context).toMatchObject({ level: 1, error: T.notAtLevel('初审') });
    a.send({ type: 'chain.pass', holds: [1, 3] });
    a.send({ type: 'chain.pass', holds: [2] });
    a.send({ type: 'chain.back', holds: [3], to: 1, reason: '' });
    expect(a.getSnapshot().context.error).toBe(T.opinionRequired);
    a.send({ type: 'chain.back', holds: [3], to: 3, reason: '再看' });
    expect(a.getSnapshot().context).toMatchObject({ level: 3, error: T.backToInvalid('终审') });
    a.send({ type: 'chain.back', holds: [3], to: 1, reason: '导语再核实' });
    expect(a.getSnapshot()).toMatchObject({ value: 'inReview', context: { level: 1, error: null } });
  });

  it('with one level, one pass approves', () => {
    const a = start(['审核']);
    a.send({ type: 'chain.submit' });
    a.send({ type: 'chain.pass', holds: [1] });
    expect(a.getSnapshot().value).toBe('approved');
  });
});
