import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RoleInput } from '../../shared/org';
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

  const r = (id: number, path: string, name: string, children: unknown[] = []) => ({ comMicsId: id, comMicsPath: path, webMicsName: name, children });
  const catalogue = {
    menus: [
      r(1, '/dashboard', '首页', [r(2, '/dashboard/index', '控制台')]),
      r(300, '/contentProduction', '内容生产', [
        r(301, '/contentProduction/manuscripts', '文稿', [r(360, '/contentProduction/manuscripts/pubWeb', '文稿发布权限Web')]),
        r(310, '/contentProduction/review', '稿件审核', [r(311, '/contentProduction/review/1', '文稿审核')]),
      ]),
    ],
    channels: [],
  } as unknown as RoleCatalogue;
  const started = async (saved: RoleInput[]) => {
    const machine = roleEditorMachine.provide({
      actors: {
        loadCatalogue: fromPromise<RoleCatalogue>(async () => catalogue),
        save: fromPromise<unknown, RoleInput>(async ({ input }) => void saved.push(input)),
      },
      actions: { notify: () => undefined },
    });
    const actor = createActor(machine, { input: { role: null } }).start();
    await new Promise((res) => setTimeout(res, 0));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    return actor;
  };

  it('ticking 内容生产 grants its pages and no right; a right is ticked on its own; the description is saved trimmed', async () => {
    const saved: RoleInput[] = [];
    const actor = await started(saved);
    actor.send({ type: 'name.change', value: '记者' });
    actor.send({ type: 'description.change', value: ' 采写稿件 ' });
    actor.send({ type: 'menu.toggle', id: 300, on: true });
    expect(actor.getSnapshot().context.checked).toEqual([300, 301]);
    actor.send({ type: 'menu.toggle', id: 311, on: true });
    expect(actor.getSnapshot().context.checked).toEqual([300, 301, 310, 311]);
    actor.send({ type: 'role.save' });
    await new Promise((res) => setTimeout(res, 0));
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(saved).toEqual([{ name: '记者', description: '采写稿件', dataScope: 1, comMicsIds: [300, 301, 310, 311], tvChannels: [] }]);
  });

  it('全选 ticks every page and no right; searching and opening groups change nothing that is saved', async () => {
    const actor = await started([]);
    actor.send({ type: 'menu.selectAll', on: true });
    expect(actor.getSnapshot().context.checked).toEqual([1, 2, 300, 301]);
    actor.send({ type: 'menu.search', query: '文稿' });
    expect(actor.getSnapshot().context.query).toBe('文稿');
    actor.send({ type: 'tree.expand', all: true });
    expect(actor.getSnapshot().context.open).toEqual([1, 300]);
    actor.send({ type: 'tree.open', id: 300, open: false });
    expect(actor.getSnapshot().context.open).toEqual([1]);
    actor.send({ type: 'tree.expand', all: false });
    expect(actor.getSnapshot().context.open).toEqual([]);
    expect(actor.getSnapshot().context.checked).toEqual([1, 2, 300, 301]);
    actor.send({ type: 'menu.selectAll', on: false });
    expect(actor.getSnapshot().context.checked).toEqual([]);
  });

  it('refuses a description over the limit before sending', async () => {
    const saved: RoleInput[] = [];
    const actor = await started(saved);
    actor.send({ type: 'name.change', value: '记者' });
    actor.send({ type: 'menu.toggle', id: 2, on: true });
    actor.send({ type: 'description.change', value: '长'.repeat(101) });
    actor.send({ type: 'role.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('角色说明不能超过100个字');
    expect(saved).toEqual([]);
  });

  it('an existing role opens with the groups holding its menus open; a new one starts closed', async () => {
    const opened = createActor(
      roleEditorMachine.provide({ actors: { loadCatalogue: fromPromise<RoleCatalogue>(async () => catalogue) } }),
      { input: { role: { id: 3, name: '记者', description: '', comMicsIds: [300, 301, 360], allMenus: false, userCount: 0, tvChannels: [] } } },
    ).start();
    await new Promise((res) => setTimeout(res, 0));
    expect(opened.getSnapshot().context.open).toEqual([300]);
    expect(opened.getSnapshot().context.checked).toEqual([300, 301, 360]);
    expect((await started([])).getSnapshot().context.open).toEqual([]);
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
    return createActor(machine, { input: { role: { id: 3, name: '记者', description: '', comMicsIds: [1], allMenus: false, userCount: 0, tvChannels: [], dataScope: 3, deptIds: [] } } }).start();
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
