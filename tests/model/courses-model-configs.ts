// Model configuration of the course editor (docs/courses.md). Spread into modelConfigs
// (model-configs.ts); tests/model/courses.model.test.ts runs it on its own.
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const COURSES_DESIGN_CARD = ['courseEditor'];

const video = (id: number, name: string) => ({ id, name, duration: 60, cover: '', count: 0 });
const detail = {
  id: 5, kind: 'course', name: '新闻采访基础', summary: '', classId: 1, className: '新闻业务', itemCount: 2, duration: 120, cover: '', createdAt: 1, updatedAt: 1,
  items: [video(11, '第一讲'), video(12, '第二讲')],
};
const loaded = { classes: [{ id: 1, name: '新闻业务', sort: 0, courseCount: 1 }], courses: [], detail };

export const coursesModelConfigs: Record<string, ModelConfig> = {
  courseEditor: {
    variants: [
      { name: '新课程', input: { id: 0, kind: 'course' } },
      { name: '已有课程', input: { id: 5, kind: 'course' } },
    ],
    outputs: { load: [{ ...loaded, detail: null }, loaded], save: [{ id: 5 }] },
    errors: { load: [new Error('课程不存在')], save: [new Error('所选视频不存在或不属于本单位，不能组成课程')] },
    events: {
      'field.change': [{ name: 'name', value: '新闻采访基础' }, { name: 'name', value: '' }],
      'class.pick': [{ classId: 1 }],
      'items.add': [{ items: [video(11, '第一讲'), video(13, '第三讲')] }],
      'item.move': [{ from: 1, to: 0 }],
      'item.remove': [{ index: 0 }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.values.name !== '', s.context.values.classId, s.context.items.map((i: { id: number }) => i.id).join(','), s.context.error !== '']),
    limit: 4000,
  },
};
