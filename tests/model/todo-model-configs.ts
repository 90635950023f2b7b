// Model configuration of 待我处理 (docs/todo.md). Spread into modelConfigs (model-configs.ts);
// tests/model/todo.model.test.ts runs it on its own.
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { TodoItem } from '../../shared/todo.js';
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const TODO_DESIGN_CARD = ['todoPanel'];

const row = (count: number): TodoItem => ({ kind: 'review', label: '待我审核', count, path: '/contentProduction/review/1?atMyLevel=1', parts: [] });

export const todoModelConfigs: Record<string, ModelConfig> = {
  todoPanel: {
    // two answers: the counts before and after a change
    outputs: { loadTodo: [[row(0)], [row(2)]] },
    errors: { loadTodo: [new Error('待办加载失败')] },
    serializeState: (s) => JSON.stringify([s.value, s.context.items?.[0]?.count ?? null, s.context.error !== null, s.context.dirty]),
    expectations: {
      // the counts stay on screen while a change waits and while they are asked again
      waiting: (real: AnyMachineSnapshot) => expect(real.context.items).not.toBeNull(),
      refreshing: (real: AnyMachineSnapshot) => expect(real.context.items).not.toBeNull(),
      failed: (real: AnyMachineSnapshot) => expect([real.context.items, real.context.error]).toEqual([null, '待办加载失败']),
    },
    limit: 2000,
  },
};
