// Every side effect of the programme lists (src/machines/{schedule,schedule-week,copy-schedule,
// schedule-templates,day-marks,tv-channels,materials}.machine.ts name them): server calls, drafts kept in the browser, toasts. Provided
// once, in src/app/wiring/schedule.ts.
import { fromPromise } from 'xstate';
import { canEditChannel } from '../../../shared/org.js';
import type { TvPageQuery } from '../../../shared/live-kinds.js';
import type { ProgrammeDay, ProgrammeSave } from '../../../shared/schedule.js';
import type { ProgrammeWeek } from '../../../shared/schedule-week.js';
import type { CopyRequest, MaterialQuery, ScheduleDraft, TvChannelForm } from '../../../shared/schedule-editor.js';
import type { DayPreview, TemplateApply, ProgrammeTemplate } from '../../../shared/schedule-templates.js';
import {
  addTemplate, addTv, applyTemplate, copyProgram, deleteTemplate, deleteTv, editTv, getProgramMarks, getProgramWeek, getTemplates, getTvDetail, getTvPage,
  getXmltv, previewCopy, previewTemplate, saveProgramDay,
} from '../api/schedule-api.js';
import { guardLeaveActor, leaveTo } from '../leave-guard.js';
import { showToast } from '../toast.js';
import { loadEditorDraft, loadEditorRights, loadProgramDay } from './day-prefetch.js';
import { clearDraft, writeDraft } from './drafts.js';
import { loadMaterials } from './material-source.js';

/** Saves the XMLTV file of a channel's days as a download. */
async function downloadXmltv(liveTvId: number, day: string, days: 1 | 7): Promise<void> {
  const xml = await getXmltv(liveTvId, day, days);
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `xmltv-${liveTvId}-${day}-${days}d.xml`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const success = (_: unknown, p: { text: string }) => showToast(p.text, 'success');
/** The copy and template dialogs: a refused preview or write warns, a written one succeeds. */
const previewNotices = {
  notifyError: (_: unknown, p: { text: string }) => showToast(p.text, 'warning'),
  notifySuccess: success,
};

export const scheduleEffects = {
  schedule: {
    actors: {
      // loadDay, loadDraft and loadEditable: what was prefetched while the console opened the
      // editor (day-prefetch.ts), else a call
      loadDay: fromPromise<ProgrammeDay, { liveTvId: number; day: string }>(({ input }) => loadProgramDay(input.liveTvId, input.day)),
      saveDay: fromPromise<{ revision: number }, ProgrammeSave>(({ input }) => saveProgramDay(input)),
      loadDraft: fromPromise<ScheduleDraft | null, { liveTvId: number; day: string }>(({ input }) => loadEditorDraft(input.liveTvId, input.day)),
      loadChannelName: fromPromise<string, { liveTvId: number }>(async ({ input }) => (await getTvDetail(input.liveTvId)).liveTvName),
      loadEditable: fromPromise<boolean, { liveTvId: number }>(async ({ input }) => canEditChannel(await loadEditorRights(input.liveTvId), input.liveTvId)),
      guardLeave: guardLeaveActor,
    },
    actions: {
      notifyError: (_: unknown, p: { text: string }) => showToast(p.text, 'error'),
      notifySuccess: success,
      writeDraft: (_: unknown, d: ScheduleDraft) => void writeDraft(d),
      clearDraft: (_: unknown, p: { liveTvId: number; day: string }) => void clearDraft(p.liveTvId, p.day),
      leave: (_: unknown, p: { to: string }) => leaveTo(p.to),
      exportXmltv: (_: unknown, p: { liveTvId: number; day: string; days: 1 | 7 }) =>
        // a failed call was toasted by the HTTP client already
        void downloadXmltv(p.liveTvId, p.day, p.days).catch(() => undefined),
    },
  },
  scheduleWeek: {
    actors: {
      loadWeek: fromPromise<ProgrammeWeek, { liveTvId: number; day: string }>(({ input }) => getProgramWeek(input.liveTvId, input.day)),
      loadChannelName: fromPromise<string, { liveTvId: number }>(async ({ input }) => (await getTvDetail(input.liveTvId)).liveTvName),
      loadEditable: fromPromise<boolean, { liveTvId: number }>(async ({ input }) => canEditChannel(await loadEditorRights(input.liveTvId), input.liveTvId)),
    },
  },
  copySchedule: {
    actors: {
      previewCopy: fromPromise<DayPreview[], CopyRequest>(async ({ input }) => (await previewCopy(input)).days),
      copyProgram: fromPromise<unknown, CopyRequest>(({ input }) => copyProgram(input)),
    },
    actions: previewNotices,
  },
  scheduleTemplates: {
    actors: {
      loadTemplates: fromPromise<ProgrammeTemplate[], { liveTvId: number }>(async ({ input }) => (await getTemplates(input.liveTvId)).list),
      addTemplate: fromPromise<number, { liveTvId: number; name: string; fromDay: string }>(async ({ input }) => (await addTemplate(input)).id),
      deleteTemplate: fromPromise<unknown, { id: number }>(({ input }) => deleteTemplate(input.id)),
      previewApply: fromPromise<DayPreview[], TemplateApply>(async ({ input }) => (await previewTemplate(input)).days),
      applyTemplate: fromPromise<unknown, TemplateApply>(({ input }) => applyTemplate(input)),
    },
    actions: previewNotices,
  },
  dayMarks: {
    actors: {
      loadMarks: fromPromise<string[], { liveTvId: number; from: string; to: string }>(async ({ input }) => (await getProgramMarks(input.liveTvId, input.from, input.to)).days),
    },
  },
  tvChannels: {
    actors: {
      loadPage: fromPromise(({ input }: { input: TvPageQuery }) => getTvPage(input)),
      saveChannel: fromPromise<unknown, { liveTvId: number | null; form: TvChannelForm; kind: number }>(({ input }) =>
        input.liveTvId ? editTv(input.liveTvId, input.form) : addTv({ ...input.form, kind: input.kind }),
      ),
      deleteChannel: fromPromise<unknown, { liveTvId: number }>(({ input }) => deleteTv(input.liveTvId)),
    },
    actions: { notifySuccess: success },
  },
  materials: {
    actors: { loadMaterials: fromPromise(({ input }: { input: MaterialQuery }) => loadMaterials(input)) },
  },
};
