// The activities area's real effects (docs/activities.md), shaped like the setup() sections of
// lottery-draw, activity-editor and winning-list machines; provided once in
// src/app/wiring/activities.ts.
import { fromPromise } from 'xstate';
import type { Paged } from '../../../shared/api.js';
import { ACTIVITY_MENUS, type ActivityDetail, type ActivityInput, type ActivityKind, type ActivitySummary, type DrawRecord, type DrawVerification } from '../../../shared/activities.js';
import type { OrgCommand } from '../../machines/org.types.js';
import { goTo } from '../navigation.js';
import { toast } from '../toast.js';
import * as api from './activities-api.js';

const notify = (_: unknown, { text }: { text: string }) => toast.success(text);
/** The most recent activities, for the pickers (the list screen pages through all of them). */
const recent = () => api.getActivityPage({ pageIndex: 1, pageSize: 100 }).then((p) => p.list);

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const activityEffects = {
  lotteryDraw: {
    actors: {
      load: fromPromise<{ activities: ActivitySummary[]; activity: ActivityDetail | null }, { activityId: number }>(async ({ input }) => {
        const [activities, activity] = await Promise.all([recent(), input.activityId ? api.getActivity(input.activityId) : Promise.resolve(null)]);
        return { activities, activity };
      }),
      draw: fromPromise<DrawRecord, { activityId: number; prizeId: number; count: number }>(({ input }) => api.drawPrize(input)),
    },
    actions: { notify },
  },
  activityEditor: {
    actors: {
      load: fromPromise<ActivityDetail, { id: number }>(({ input }) => api.getActivity(input.id)),
      save: fromPromise<{ id: number }, ActivityInput>(({ input }) => api.saveActivity(input)),
    },
    actions: { notify, goToList: () => goTo(ACTIVITY_MENUS.list.path) },
  },
  winningList: {
    actors: {
      load: fromPromise(async ({ input }: { input: { activityId: number } }) => {
        const [activities, winners, draws] = await Promise.all([
          recent(),
          input.activityId ? api.getWinners(input.activityId).then((p) => p.list) : Promise.resolve([]),
          input.activityId ? api.getDraws(input.activityId) : Promise.resolve([]),
        ]);
        return { activities, winners, draws };
      }),
      verify: fromPromise<DrawVerification, { drawId: number }>(({ input }) => api.verifyDraw(input.drawId)),
      exportCsv: fromPromise<void, { activityId: number }>(async ({ input }) => download(`中奖名单-${input.activityId}.csv`, await api.getWinnersCsv(input.activityId))),
    },
  },
  /** The list's delete (the command machine asks for the confirmation first). */
  command: {
    actors: {
      run: fromPromise<unknown, OrgCommand>(({ input }) => {
        if (input.kind === 'activity.delete') return api.deleteActivity(input.id);
        return Promise.reject(new Error(`未知操作：${input.kind}`));
      }),
    },
    actions: { notify },
  },
  /** The list screen's page fetcher. */
  page: fromPromise<Paged<ActivitySummary>, { kind?: ActivityKind; keyword?: string; pageIndex: number; pageSize: number }>(({ input }) => api.getActivityPage(input)),
};
