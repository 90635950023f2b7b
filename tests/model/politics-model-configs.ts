// Model configuration of the 问政 and collaborative-task machines (docs/interaction.md).
// Spread into modelConfigs.
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const POLITICS_DESIGN_CARD = ['questionList', 'politicsUnits', 'collabTasks'];

const question = { id: 1, nickname: '市民', title: '路灯不亮', content: '幸福路', status: 0, unitId: 0, unitName: '', answer: '', answeredBy: '', answerTime: 0, published: 0, createTime: 1 };
const unit = { id: 2, name: '市城管局', userCount: 1 };
const user = { webUserId: 5, webUserName: '王回答', account: 'answerer' };
const task = { id: 1, title: '采访', content: '', cioType: 1, status: 1, overdue: false, startTime: 1, deadline: 2, creatorId: 1, creatorName: '管理员', createTime: 1, members: [], myStatus: 0, isCreator: true };

export const politicsModelConfigs: Record<string, ModelConfig> = {
  questionList: {
    variants: [
      { name: '问政列表', input: { mode: 'manage' } },
      { name: '问政回答', input: { mode: 'answer', questionId: 1 } },
    ],
    outputs: { fetchPage: [{ page: { list: [question], total: 1, pageIndex: 1, pageSize: 10 }, units: [unit] }, { page: { list: [], total: 1, pageIndex: 2, pageSize: 10 }, units: [unit] }], act: [null] },
    errors: { fetchPage: [new Error('网络错误')], act: [new Error('您不属于该问政的回答单位，不能回答')] },
    events: {
      'filter.status': [{ status: 1 }],
      'filter.keyword': [{ keyWord: '路灯' }],
      'page.go': [{ pageIndex: 2 }, { pageIndex: 0 }],
      'assign.open': [{ id: 1, unitId: 0 }],
      'assign.unit': [{ unitId: 2 }],
      'answer.open': [{ id: 1, answer: '' }],
      'answer.change': [{ value: '已安排维修' }, { value: '长'.repeat(2001) }],
      'question.publish': [{ id: 1, published: true }],
      'question.delete': [{ id: 1 }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.mode, s.context.status, s.context.keyWord, s.context.pageIndex, s.context.rows.length, s.context.target, s.context.unitId, s.context.answer.length, s.context.pending?.kind ?? null, s.context.error !== '']),
  },
  politicsUnits: {
    outputs: { fetchUnits: [{ units: [unit], users: [user] }], fetchBound: [[5]], act: [null] },
    errors: { fetchUnits: [new Error('网络错误')], fetchBound: [new Error('回答单位不存在')], act: [new Error('单位名称已存在')] },
    events: {
      'unit.rename': [{ id: 2, name: '市城管局' }],
      'name.change': [{ value: '交通局' }, { value: ' ' }],
      'unit.bind': [{ id: 2 }],
      'user.toggle': [{ userId: 5 }],
      'unit.delete': [{ id: 2 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.units.length, s.context.target, s.context.name, s.context.bound, s.context.pending?.kind ?? null, s.context.error !== '']),
  },
  collabTasks: {
    input: { taskId: 1 },
    outputs: {
      recall: [null, { filter: { keyword: '采访', cioStatus: 1 }, pageIndex: 2 }],
      // the second: a later page that came back empty (spec 001 §9 steps back one page)
      fetchPage: [{ list: [task], total: 1, pageIndex: 1, pageSize: 12 }, { list: [], total: 1, pageIndex: 2, pageSize: 12 }],
      fetchUsers: [[user]],
      create: [{ id: 1 }],
      act: [null],
    },
    errors: { recall: [new Error('存储不可用')], fetchPage: [new Error('网络错误')], fetchUsers: [new Error('网络错误')], create: [new Error('只能指派给本单位的用户')], act: [new Error('该邀请已处理')] },
    events: {
      'filter.change': [{ patch: { keyword: '拍摄', webCioType: 2 } }],
      'page.go': [{ pageIndex: 2 }, { pageIndex: 0 }],
      'form.change': [{ patch: { title: '采访', start: '2026-01-01T08:00', deadline: '2026-01-02T08:00', userIds: [5] } }, { patch: { deadline: '2025-12-31T08:00' } }],
      'task.act': [{ command: { kind: 'accept', id: 1 } }, { command: { kind: 'delete', id: 1 } }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.filter, s.context.pageIndex, s.context.rows.length, s.context.users.length, s.context.form, s.context.pending?.kind ?? null, s.context.error !== '']),
  },
};
