// The console page's data: the tenant overview and the signed-in user's details, with reload.
import { assign, fromPromise, setup } from 'xstate';
import type { DashboardOverview, MyDetail } from '../../shared/api.js';

export interface DashboardData {
  overview: DashboardOverview;
  me: MyDetail;
}

export interface DashboardContext {
  data: DashboardData | null;
  error: string | null;
}

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as { type: 'dashboard.reload' },
  },
  actors: {
    loadDashboard: fromPromise<DashboardData>(async () => {
      throw new Error('dashboard: "loadDashboard" is not provided');
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadDashboard',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    loaded: { on: { 'dashboard.reload': 'loading' } },
    failed: { on: { 'dashboard.reload': 'loading' } },
  },
});
