import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PROOF_TEXTS, type ProofDictEntry } from '../../shared/text-checks.js';
import { proofDictMachine, type DictForm } from './proof-dict.machine.js';

// 配置中心's 纠错词典: the form is checked with the server's own rule before it is sent, a refused
// save keeps what was typed, 修改 fills the form, 删除 asks first.
const entry: ProofDictEntry = { id: 1, wrong: '帐号', correct: '账号', note: '规范用字', createTime: 1 };

function dict(rows: ProofDictEntry[], save: (f: DictForm) => Promise<unknown> = async () => null) {
  const sent: DictForm[] = [];
  const removed: number[] = [];
  const notices: string[] = [];
  const actor = createActor(
    proofDictMachine.provide({
      actors: {
        loadDict: fromPromise(async () => rows),
        saveEntry: fromPromise<unknown, DictForm>(async ({ input }) => (sent.push(input), save(input))),
        removeEntry: fromPromise<unknown, { id: number }>(async ({ input }) => removed.push(input.id)),
      },
      actions: { notify: (_, p: { text: string }) => void notices.push(p.text) },
    }),
  ).start();
  return { actor, sent, removed, notices };
}

describe('proofDict', () => {
  it('refuses an empty or same-word entry on the console, sends a good one trimmed and clears the form', async () => {
    const { actor, sent, notices } = dict([entry]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'entry.save' });
    expect(actor.getSnapshot().context.formError).toBe(PROOF_TEXTS.dictWordRequired);
    actor.send({ type: 'field.change', patch: { wrong: '在', correct: '在' } });
    actor.send({ type: 'entry.save' });
    expect(actor.getSnapshot().context.formError).toBe(PROOF_TEXTS.dictSame);
    expect(sent).toEqual([]);
    actor.send({ type: 'field.change', patch: { wrong: ' 登陆 ', correct: '登录', note: '' } });
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.form.wrong === '');
    expect(sent).toEqual([{ wrong: '登陆', correct: '登录', note: '' }]);
    expect(notices).toEqual([PROOF_TEXTS.dictAdded]);
  });

  it('a refused save keeps the typed entry with the reason; 修改 fills the form; 删除 asks first', async () => {
    const { actor, removed } = dict([entry], async () => {
      throw new Error(PROOF_TEXTS.dictFull);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'entry.edit', row: entry });
    expect(actor.getSnapshot().context.form).toEqual({ wrong: '帐号', correct: '账号', note: '规范用字' });
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.formError !== '');
    expect(actor.getSnapshot().context.formError).toBe(PROOF_TEXTS.dictFull);
    expect(actor.getSnapshot().context.form.wrong).toBe('帐号');
    actor.send({ type: 'entry.remove', row: entry });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'remove.cancel' });
    expect(removed).toEqual([]);
    actor.send({ type: 'entry.remove', row: entry });
    actor.send({ type: 'remove.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && removed.length === 1);
    expect(removed).toEqual([1]);
  });
});
