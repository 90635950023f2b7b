import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { roleEditorMachine, type RoleCatalogue } from './role-editor.machine';

describe('roleEditor', () => {
  it('keeps a name typed while the menu catalogue is still loading', async () => {
    let answer: (c: RoleCatalogue) => void = () => undefined;
    const machine = roleEditorMachine.provide({
      actors: { loadCatalogue: fromPromise<RoleCatalogue>(() => new Promise((resolve) => (answer = resolve))) },
    });
    const actor = createActor(machine, { input: { role: null } }).start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'name.change', value: '值班编辑' });
    answer({ menus: [], channels: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.name).toBe('值班编辑');
  });
});
