// The side effects of the schedule and copy-dialog statecharts: server calls, drafts, toasts.
import { fromPromise } from 'xstate';
import type { ProgrammeDay, ProgrammeSave } from '../../shared/schedule.js';
import type { CopyRequest } from '../machines/copy-schedule.machine.js';
import type { ScheduleDraft } from '../machines/schedule.machine.js';
import { copyProgram, getProgramDay, saveProgramDay } from './api/schedule-api.js';
import { clearDraft, loadDraft, writeDraft } from './schedule-drafts.js';
import { showToast } from './toast.js';

export const scheduleEffects = {
  actors: {
    loadDay: fromPromise<ProgrammeDay, { liveTvId: number; day: string }>(({ input }) => getProgramDay(input.liveTvId, input.day)),
    saveDay: fromPromise<{ revision: number }, ProgrammeSave>(({ input }) => saveProgramDay(input)),
    loadDraft: fromPromise<ScheduleDraft | null, { liveTvId: number; day: string }>(({ input }) => loadDraft(input.liveTvId, input.day)),
  },
  actions: {
    notifyError: (_: unknown, p: { text: string }) => showToast(p.text, 'error'),
    notifySuccess: (_: unknown, p: { text: string }) => showToast(p.text, 'success'),
    writeDraft: (_: unknown, d: ScheduleDraft) => void writeDraft(d),
    clearDraft: (_: unknown, p: { liveTvId: number; day: string }) => void clearDraft(p.liveTvId, p.day),
  },
};

export const copyEffects = {
  actors: {
    copyProgram: fromPromise<unknown, CopyRequest>(({ input }) => copyProgram(input)),
  },
  actions: {
    notifyError: (_: unknown, p: { text: string }) => showToast(p.text, 'warning'),
    notifySuccess: (_: unknown, p: { text: string }) => showToast(p.text, 'success'),
  },
};
