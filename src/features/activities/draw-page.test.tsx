import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ActivityDetail, DrawRecord } from '../../../shared/activities.js';
import { lotteryDrawMachine, type DrawLoadOutput } from '../../machines/lottery-draw.machine.js';
import { LogicContext } from '../../ui/logic.js';
import DrawPage from './draw-page.js';

const detail = (remaining: number[], winners: number): ActivityDetail => ({
  id: 1, kind: 'lottery', name: '年会', description: '', participantCount: 5, prizeCount: 2, stockTotal: 5, remainingTotal: 0, winnerCount: winners, drawCount: winners ? 1 : 0, createdAt: 1,
  prizes: [{ id: 11, name: '一等奖', stock: 2, remaining: remaining[0]!, sort: 1 }, { id: 12, name: '二等奖', stock: 3, remaining: remaining[1]!, sort: 2 }],
  participants: [{ id: 1, code: 'A001', name: '张三' }],
});

describe('the draw screen', () => {
  it('draws after a confirmation and can draw again once the activity is read again', async () => {
    let drawn = false;
    const machine = lotteryDrawMachine.provide({
      actors: {
        load: fromPromise<DrawLoadOutput, { activityId: number }>(async () => ({ activities: [detail([2, 3], 0)], activity: drawn ? detail([1, 3], 1) : detail([2, 3], 0) })),
        draw: fromPromise<DrawRecord, { activityId: number; prizeId: number; count: number }>(async () => {
          drawn = true;
          return { id: 1, seq: 1, prizeName: '一等奖', count: 1, result: ['A001'], seed: 's', commitment: 'c', participantsHash: 'h', participantCount: 5, participants: [], algorithm: 'a', drawnBy: '管理员', drawnAt: 1 } as unknown as DrawRecord;
        }),
      },
      actions: { notify: () => {} },
    });
    render(
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={['/goLotteryDraw?id=1']}>
          <LogicContext.Provider value={{ lotteryDraw: machine }}>
            <DrawPage />
          </LogicContext.Provider>
        </MemoryRouter>
      </FluentProvider>,
    );
    const start = await screen.findByRole('button', { name: '开始抽奖' });
    expect((start as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(start);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await screen.findByText('可抽取 4 人（已中奖者不再参与）');
    await waitFor(() => expect((screen.getByRole('button', { name: '开始抽奖' }) as HTMLButtonElement).disabled).toBe(false));
  }, 20_000);
});
