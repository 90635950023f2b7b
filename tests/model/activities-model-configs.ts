// Model configuration of the lucky-draw machines (docs/activities.md). Spread into modelConfigs
// (model-configs.ts); tests/model/activities.model.test.ts runs them on their own.
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const ACTIVITIES_DESIGN_CARD = ['lotteryDraw', 'activityEditor', 'winningList'];

const summary = { id: 1, kind: 'lottery', name: '年会抽奖', description: '', participantCount: 3, prizeCount: 1, stockTotal: 2, remainingTotal: 2, winnerCount: 0, drawCount: 0, createdAt: 1 };
const detail = {
  ...summary,
  prizes: [{ id: 11, name: '一等奖', stock: 2, remaining: 2, sort: 1 }],
  participants: [
    { id: 1, code: 'A001', name: '张三' },
    { id: 2, code: 'A002', name: '李四' },
    { id: 3, code: 'A003', name: '' },
  ],
};
const record = {
  id: 9, activityId: 1, prizeId: 11, prizeName: '一等奖', seq: 1, count: 1, algorithm: 'hmac-sha256-48bit-rejection/v1', seed: 'ab', commitment: 'cd',
  participantsHash: 'ef', participantCount: 3, participants: ['A001', 'A002', 'A003'], result: ['A002'], drawnBy: '管理员', drawnAt: 1,
};

export const activitiesModelConfigs: Record<string, ModelConfig> = {
  lotteryDraw: {
    input: { activityId: 1 },
    outputs: { load: [{ activities: [summary], activity: detail }], draw: [record] },
    errors: { load: [new Error('活动不存在')], draw: [new Error('奖品库存不足')] },
    events: {
      'activity.pick': [{ activityId: 1 }],
      'prize.pick': [{ prizeId: 11 }, { prizeId: 99 }],
      'count.change': [{ count: 1 }, { count: 0 }],
    },
    serializeState: (s) => JSON.stringify([s.value, s.context.activityId, s.context.prizeId, s.context.count, s.context.activity !== null, s.context.last !== null, s.context.error !== '']),
  },
  activityEditor: {
    variants: [
      { name: '新活动', input: { id: 0, kind: 'lottery' } },
      { name: '已有活动', input: { id: 1, kind: 'lottery' } },
    ],
    outputs: { load: [detail, { ...detail, drawCount: 1 }], save: [{ id: 1 }] },
    errors: { load: [new Error('活动不存在')], save: [new Error('参与者编号重复：A001')] },
    events: {
      'field.change': [{ name: 'name', value: '年会抽奖' }, { name: 'name', value: '' }, { name: 'participantsText', value: 'A001 张三\nA002' }],
      'prize.change': [{ index: 0, name: 'name', value: '一等奖' }],
      'prize.remove': [{ index: 1 }],
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.id, s.context.locked, s.context.values.name !== '', Math.min(s.context.values.prizes.length, 3), s.context.values.prizes[0]?.name !== '', s.context.values.participantsText !== '', s.context.error !== '']),
  },
  winningList: {
    variants: [
      { name: '带活动', input: { activityId: 1 } },
      { name: '未选活动', input: { activityId: 0 } },
    ],
    outputs: {
      load: [{ activities: [summary], winners: [], draws: [record] }],
      verify: [{ drawId: 9, commitmentMatches: true, participantsHashMatches: true, resultMatches: true, winnersMatch: true, ok: true }],
      exportCsv: [undefined],
    },
    events: { 'activity.pick': [{ activityId: 1 }], 'draw.verify': [{ drawId: 9 }] },
    serializeState: (s) => JSON.stringify([s.value, s.context.activityId, s.context.checkingId, Object.keys(s.context.checks).length, s.context.error !== '']),
  },
};
