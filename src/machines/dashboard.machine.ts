// The console page's data: the tenant overview and the signed-in user's details, with reload.
import { fromPromise, setup } from 'xstate';
import type { DashboardOverview, MyDetail } from '../../shared/api.js';
import type { PublishStatistics } from '../../shared/content.js';
import { notProvided } from './not-provided.js';
import { loadingInto } from './lib/load.js';
import { typesOf } from './lib/types.js';

export interface DashboardData {
  overview: DashboardOverview;
  me: MyDetail;
  /** Publish statistics: null when the user may not see them. */
  publish: PublishStatistics | null;
}

export interface DashboardContext {
  data: DashboardData | null;
  error: string | null;
}

export const dashboardMachine = setup({
  types: typesOf<DashboardContext, { type: 'dashboard.reload' }>(),
  actors: {
    loadDashboard: fromPromise<DashboardData>(async () => notProvided('dashboard.loadDashboard')),
  },
}).createMachine({
  id: 'dashboard',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: loadingInto<DashboardContext>()('loadDashboard'),
    loaded: { on: { 'dashboard.reload': 'loading' } },
    failed: { on: { 'dashboard.reload': 'loading' } },
  },
});
