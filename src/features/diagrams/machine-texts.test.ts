import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machineFacts } from '../../machines/diagram.js';
import { loadMachines } from './machine-list.js';
import { MACHINE_TEXTS, stateLabel, textProblems } from './machine-texts.js';

// The 流程图 page shows every machine by a Chinese name and a one-line Chinese description, and
// each state by a Chinese label above its id: a machine added to src/machines without them fails
// here, as does a text left for a machine or a state that is gone.
describe('流程图: the Chinese texts of the machines', () => {
  it('names every machine listed on the page, with a one-line description and a label for each state', async () => {
    const list = await loadMachines();
    expect(list.length).toBeGreaterThan(60);
    expect(textProblems(list.map((x) => ({ id: x.machine.id, states: x.facts.states })))).toEqual([]);
    for (const x of list) expect(x.text).toBe(MACHINE_TEXTS[x.machine.id]);
  });

  it('fails a new machine without a name, and a state without a label', () => {
    const added = machineFacts(createMachine({ id: 'brandNewMachine', initial: 'a', states: { a: {}, b: {} } }));
    expect(textProblems([{ id: added.id, states: added.states }])).toContain('brandNewMachine: no Chinese name and description in MACHINE_TEXTS');
    const schedule = machineFacts(createMachine({ id: 'schedule', initial: 'editing', states: { editing: {}, teleporting: {} } }));
    expect(textProblems([{ id: schedule.id, states: schedule.states }])).toContain('schedule: state teleporting has no Chinese label');
  });

  it('gives each machine its own name, and labels a state by its path, then its key, then the shared labels', async () => {
    const names = Object.values(MACHINE_TEXTS).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(MACHINE_TEXTS.schedule).toMatchObject({ name: '节目单编辑', description: '一天节目单的编辑、撤销、校验与保存' });
    expect(stateLabel('contentEditor', 'editing.server.failed')).toBe('保存失败，稍后重试');
    expect(stateLabel('contentEditor', 'failed')).toBe('加载失败');
    expect(stateLabel('contentReview', 'waiting')).toBe('待审核');
    expect(stateLabel('tvChannels', 'waiting')).toBe('等待首次加载');
  });
});
