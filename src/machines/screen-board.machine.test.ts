import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BoardKind, ScreenBoard } from '../../shared/screens.js';
import { screenBoardMachine, SCREEN_BOARD_REFRESH_MS } from './screen-board.machine.js';

const onAir = { day: '20261205', secondOfDay: 3600, channels: [], at: 1 };
const newMedia = { byDesk: [], top: [], releases: 0, at: 1 };

function start(kind: BoardKind, answers: (ScreenBoard | Error)[]) {
  const asked: BoardKind[] = [];
  const machine = screenBoardMachine.provide({
    actors: {
      loadBoard: fromPromise<ScreenBoard, { kind: BoardKind }>(async ({ input }) => {
        asked.push(input.kind);
        const next = answers.shift() ?? { onAir, newMedia: null };
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { kind } }).start();
  return { actor, asked };
}

describe('screenBoard', () => {
  it('loads the board of its kind and shows it', async () => {
    const { actor, asked } = start('merge', [{ onAir, newMedia }]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('showing')).toBe(true));
    expect(asked).toEqual(['merge']);
    expect(actor.getSnapshot().context).toMatchObject({ onAir, newMedia, error: null });
  });

  it('reloads every 10 s; a failure keeps the last board with the error, and the next load clears it', async () => {
    vi.useFakeTimers();
    try {
      const { actor, asked } = start('onAir', [{ onAir, newMedia: null }, new Error('网络异常'), { onAir: { ...onAir, secondOfDay: 7200 }, newMedia: null }]);
      await vi.waitFor(() => expect(actor.getSnapshot().matches('showing')).toBe(true));
      await vi.advanceTimersByTimeAsync(SCREEN_BOARD_REFRESH_MS);
      await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
      expect(actor.getSnapshot().context.onAir).toEqual(onAir);
      expect(actor.getSnapshot().context.error).toBe('网络异常');
      await vi.advanceTimersByTimeAsync(SCREEN_BOARD_REFRESH_MS);
      await vi.waitFor(() => expect(actor.getSnapshot().matches('showing')).toBe(true));
      expect(actor.getSnapshot().context).toMatchObject({ onAir: { secondOfDay: 7200 }, error: null });
      expect(asked).toEqual(['onAir', 'onAir', 'onAir']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('board.refresh loads at once', async () => {
    const { actor, asked } = start('newMedia', [{ onAir: null, newMedia }, { onAir: null, newMedia: { ...newMedia, releases: 3 } }]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('showing')).toBe(true));
    actor.send({ type: 'board.refresh' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.newMedia?.releases).toBe(3));
    expect(asked).toEqual(['newMedia', 'newMedia']);
  });
});
