// The board of an on-air or new-media big screen (shared/screens.ts, docs/terminal.md): loads the
// board its screen shows (on air, new media, or both for 融合指挥大屏), shows it, and loads it
// again every 10 seconds, also after a failure, keeping the last board on screen meanwhile, so a
// wall screen follows the station without anyone touching it.
import { assign, fromPromise, setup } from 'xstate';
import type { BoardKind, ScreenBoard } from '../../shared/screens.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';

export const SCREEN_BOARD_REFRESH_MS = 10_000;

interface ScreenBoardContext extends ScreenBoard {
  kind: BoardKind;
  error: string | null;
}

export const screenBoardMachine = setup({
  types: {
    context: {} as ScreenBoardContext,
    input: {} as { kind: BoardKind },
    events: {} as { type: 'board.refresh' },
  },
  actors: { loadBoard: fromPromise<ScreenBoard, { kind: BoardKind }>(async () => notProvided('screenBoard.loadBoard')) },
  delays: { refresh: SCREEN_BOARD_REFRESH_MS },
}).createMachine({
  id: 'screenBoard',
  context: ({ input }) => ({ kind: input.kind, onAir: null, newMedia: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBoard',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'showing', actions: assign(({ event }) => ({ onAir: event.output.onAir, newMedia: event.output.newMedia, error: null })) },
        // the last board stays on screen with the error above it
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    showing: { after: { refresh: 'loading' }, on: { 'board.refresh': 'loading' } },
    failed: { after: { refresh: 'loading' }, on: { 'board.refresh': 'loading' } },
  },
});
