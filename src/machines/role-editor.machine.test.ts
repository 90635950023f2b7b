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
    answer({ menus: [], channels: [], departments: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.name).toBe('值班编辑');
  });
});

describe('roleEditor data scope', () => {
  const menu = { comMicsId: 1, webMicsName: '稿件', children: [] } as unknown as RoleCatalogue['menus'][number];
  const start = (saved: unknown[]) => {
    const machine = roleEditorMachine.provide({
      actors: {
        loadCatalogue: fromPromise<RoleCatalogue>(async () => ({ menus: [menu], channels: [], departments: [{ id: 7, name: '采编部', parentId: 0, remark: '', children: [] }] })),
        save: fromPromise(async ({ input }) => {
          saved.push(input);
        }),
      },
      actions: { notify: () => undefined },
    });
    return createActor(machine, { input: { role: { id: 3, name: '记者', comMicsIds: [1], allMenus: false, userCount: 0, tvChannels: [], dataScope: 3, deptIds: [] } } }).start();
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('starts from the role’s scope, refuses 指定部门 without a department, and saves the chosen ones', async () => {
    const saved: unknown[] = [];
    const actor = start(saved);
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.dataScope).toBe(3);
    expect(actor.getSnapshot().context.departments.map((d) => d.id)).toEqual([7]);
    actor.send({ type: 'scope.change', dataScope: 2 });
    actor.send({ type: 'role.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('请选择至少一个部门');
    actor.send({ type: 'scope.depts', deptIds: [7, 7] });
    actor.send({ type: 'role.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(saved[0]).toMatchObject({ id: 3, dataScope: 2, deptIds: [7] });
  });

  it('sends no departments for the other scopes', async () => {
    const saved: unknown[] = [];
    const actor = start(saved);
    await settle();
    actor.send({ type: 'scope.depts', deptIds: [7] });
    actor.send({ type: 'scope.change', dataScope: 5 });
    actor.send({ type: 'role.save' });
    await settle();
    expect(saved[0]).toMatchObject({ dataScope: 5 });
    expect(saved[0]).not.toHaveProperty('deptIds');
  });
});
