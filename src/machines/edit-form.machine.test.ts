import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { editFormMachine, type EditValues } from './edit-form.machine.js';

describe('edit form machine', () => {
  it('loads, refuses an invalid submit, saves a valid one', async () => {
    const notes: string[] = [];
    const saved: EditValues[] = [];
    const actor = createActor(
      editFormMachine.provide({
        actors: {
          load: fromPromise<EditValues>(async () => ({ name: '管理员', mobile: '' })),
          save: fromPromise(async ({ input }: { input: EditValues }) => (saved.push(input), '修改成功')),
        },
        actions: { notify: (_, p) => void notes.push(p.text), saved: () => {} },
        guards: { valid: ({ context }) => !context.values.mobile || /^1[3-9]\d{9}$/.test(context.values.mobile) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'field.change', name: 'mobile', value: '123' });
    actor.send({ type: 'form.submit' });
    expect(notes).toEqual(['请完善表单']);
    actor.send({ type: 'field.change', name: 'mobile', value: '13800138000' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && notes.length === 2);
    expect(saved).toEqual([{ name: '管理员', mobile: '13800138000' }]);
    expect(notes[1]).toBe('修改成功');
    actor.send({ type: 'field.change', name: 'name', value: 'x' });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values.name).toBe('管理员');
  });
});

describe('edit form: image fields and the seam', () => {
  it('an uploaded file fills its field; a refused one leaves it and warns', async () => {
    const notes: string[] = [];
    const actor = createActor(
      editFormMachine.provide({
        actors: {
          load: fromPromise<EditValues>(async () => ({ SystemMediaLogo: '' })),
          save: fromPromise(async () => '保存成功'),
          upload: fromPromise(async ({ input }: { input: { name: string; file: Blob } }) => {
            if (!input.file.type.startsWith('image/')) throw new Error('只能上传图片');
            return '/api/file/9';
          }),
        },
        actions: { notify: (_, p) => void notes.push(p.text), saved: () => {} },
        guards: { valid: () => true },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'field.upload', name: 'SystemMediaLogo', file: new Blob(['x'], { type: 'text/plain' }) });
    await waitFor(actor, (s) => s.matches('editing'));
    expect([actor.getSnapshot().context.values.SystemMediaLogo, notes]).toEqual(['', ['只能上传图片']]);
    actor.send({ type: 'field.upload', name: 'SystemMediaLogo', file: new Blob(['x'], { type: 'image/png' }) });
    await waitFor(actor, (s) => s.matches('editing') && s.context.values.SystemMediaLogo !== '');
    expect(actor.getSnapshot().context.values.SystemMediaLogo).toBe('/api/file/9');
  });

  it('an unwired form fails loudly (not provided) instead of showing empty data', async () => {
    const actor = createActor(editFormMachine).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('not provided: editForm.load');
  });
});
