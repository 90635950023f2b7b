// Live figures on a big screen or the home overview (docs/terminal.md): loads, shows, and loads
// again every 10 seconds (also after a failure), so the screen follows the real data.
import { assign, fromPromise, setup } from 'xstate';
import type { Statistics } from '../../shared/shop.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';

export const LIVE_FIGURES_REFRESH_MS = 10_000;

export const liveFiguresMachine = setup({
  types: { context: {} as { stats: Statistics | null; error: string | null }, events: {} as { type: 'figures.refresh' } },
  actors: { loadFigures: fromPromise<Statistics>(async () => notProvided('liveFigures.loadFigures')) },
  delays: { refresh: LIVE_FIGURES_REFRESH_MS },
}).createMachine({
  id: 'liveFigures',
  context: { stats: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadFigures',
        onDone: { target: 'showing', actions: assign({ stats: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    showing: { after: { refresh: 'loading' }, on: { 'figures.refresh': 'loading' } },
    failed: { after: { refresh: 'loading' }, on: { 'figures.refresh': 'loading' } },
  },
});
