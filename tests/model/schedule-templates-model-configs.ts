// Model configuration of the programme templates and previews (docs/schedule.md "Templates and
// previews"): the templates statechart and the day marks, both at 100% of states and
// transitions. The copy dialog (copySchedule, with its preview) is configured in model-configs.ts.
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ModelConfig } from './harness';

export const TEMPLATES_DESIGN_CARD = ['scheduleTemplates', 'dayMarks'];

const template = { id: 1, liveTvId: 1, name: '工作日模板', fromDay: '20261124', total: 2, seconds: 3600, createTime: 0 };
const summary = { total: 2, seconds: 3600, startTime: '08:00:00', endTime: '09:30:00' };
const empty = { total: 0, seconds: 0, startTime: null, endTime: null };

export const templatesModelConfigs: Record<string, ModelConfig> = {
  scheduleTemplates: {
    input: { liveTvId: 1, today: '20261124', fromDay: '20261124', fromDate: '20261130', toDate: '20261213' },
    outputs: {
      loadTemplates: [[template], []],
      addTemplate: [7],
      deleteTemplate: [null],
      previewApply: [[{ day: '20261130', existing: empty, incoming: summary }]],
      applyTemplate: [{ days: 10, entries: 20 }],
    },
    errors: { loadTemplates: [new Error('电视频道不存在')], applyTemplate: [new Error('失败')] },
    events: {
      'template.name': [{ name: '周末模板' }],
      'template.delete': [{ id: 1 }],
      'apply.choose': [{ id: 1 }],
      'apply.from': [{ day: null }],
      // more than 60 days ahead: refused with 只能选择60天以内的日期
      'apply.to': [{ day: '20270301' }, { day: '20261210' }],
      'apply.weekdays': [{ days: [] }, { days: [6, 7] }],
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value, s.context.name !== '', s.context.chosen, s.context.fromDate !== null, s.context.weekdays.length, s.context.templates.length,
        s.context.preview !== null, s.context.applied.length, s.context.error !== null,
      ]),
    expectations: {
      // nothing is written before the preview was reviewed: applying comes only from reviewing
      applying: (real: AnyMachineSnapshot) => expect(real.context.preview).not.toBeNull(),
      reviewing: (real: AnyMachineSnapshot) => expect(real.context.preview).not.toBeNull(),
    },
  },
  dayMarks: {
    input: { liveTvId: 1, day: '20261124' },
    outputs: { loadMarks: [['20261124', '20261125']] },
    events: { 'marks.around': [{ day: '20261125' }, { day: '20270301' }] },
    serializeState: (s) => JSON.stringify([s.value, s.context.from, s.context.days.length]),
  },
};
