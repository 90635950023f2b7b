import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formMachine, type FormValues } from './form.machine.js';

function start() {
  const submitted: FormValues[] = [];
  const machine = formMachine.provide({
    guards: { isValid: ({ context }) => Boolean(context.values.name) },
  });
  const actor = createActor(machine, { input: { values: { name: '' } } });
  actor.on('form.submitted', ({ values }) => submitted.push(values));
  actor.start();
  return { actor, submitted };
}

describe('form machine', () => {
  it('keeps typed values', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'name', value: '张三' });
    expect(actor.getSnapshot().context).toEqual({ values: { name: '张三' }, attempted: false });
  });

  it('an invalid submit marks the attempt and submits nothing', () => {
    const { actor, submitted } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(submitted).toEqual([]);
  });

  it('a valid submit hands over the values', () => {
    const { actor, submitted } = start();
    actor.send({ type: 'field.change', name: 'name', value: '张三' });
    actor.send({ type: 'form.submit' });
    expect(submitted).toEqual([{ name: '张三' }]);
  });
});
