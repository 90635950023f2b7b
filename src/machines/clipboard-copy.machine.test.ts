import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { clipboardCopyMachine } from './clipboard-copy.machine.js';

function harness(fail = false) {
  const written: string[] = [];
  const shown: { type: string; text: string }[] = [];
  const machine = clipboardCopyMachine.provide({
    actors: {
      writeClipboard: fromPromise<void, { text: string }>(async ({ input }) => {
        if (fail) throw new Error('denied');
        written.push(input.text);
      }),
    },
    actions: { notify: (_, p) => void shown.push(p) },
  });
  return { actor: createActor(machine).start(), written, shown };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('clipboard-copy machine (spec 000 §8)', () => {
  it('copies the text and says 复制成功', async () => {
    const { actor, written, shown } = harness();
    actor.send({ type: 'copy.request', text: 'rtmp://live.example.com/app/stream' });
    expect(actor.getSnapshot().matches('copying')).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(written).toEqual(['rtmp://live.example.com/app/stream']);
    expect(shown).toEqual([{ type: 'success', text: '复制成功' }]);
  });

  it.each([[''], ['   '], [null], [undefined]])('empty content (%j) is not copied: warning 复制内容为空', (text) => {
    const { actor, written, shown } = harness();
    actor.send({ type: 'copy.request', text });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(written).toEqual([]);
    expect(shown).toEqual([{ type: 'warning', text: '复制内容为空' }]);
  });

  it('a refused clipboard says so', async () => {
    const { actor, shown } = harness(true);
    actor.send({ type: 'copy.request', text: 'x' });
    await settle();
    expect(shown).toEqual([{ type: 'error', text: '复制失败，请手动选择后复制' }]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
