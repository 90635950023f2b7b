// The real effects of the contribution queue, tip-off desk and class machines
// (docs/interaction.md), shaped like their setup() sections; provided once in
// src/app/wiring/interaction.ts.
import { fromPromise } from 'xstate';
import type { ClassEdit, ContributionCommand, ContributionPageQuery, DispatchOptions, ReportChange, ReportClass, ReportCreate, ReportPageQuery } from '../../../shared/contributions.js';
import { toast } from '../toast.js';
import { queueEffects } from '../queue-effects.js';
import * as api from './contribution-api.js';
import * as audience from './audience-api.js';
import type { AudienceSubmit, AudienceUploadInput } from '../../machines/audience-form.types.js';

const notify = (_: unknown, p: { text: string }) => toast.success(p.text);

function runContribution(c: ContributionCommand): Promise<unknown> {
  if (c.kind === 'pass') return api.passContribution(c.id);
  if (c.kind === 'back') return api.backContribution(c.id, c.reason ?? '');
  return api.deleteContributions([c.id]);
}

function submitAudience(s: AudienceSubmit): Promise<{ msg: string }> {
  if (s.kind === 'contribute') return audience.submitContribution(s.domain, s.values, s.ticket, s.fileIds);
  if (s.kind === 'report') return audience.submitTip(s.domain, s.values);
  return audience.askQuestion(s.domain, s.values);
}

export const contributionEffects = {
  audienceForm: {
    actors: {
      upload: fromPromise(({ input }: { input: AudienceUploadInput }) => audience.uploadAttachment(input.domain, input.ticket, input.file)),
      submit: fromPromise(({ input }: { input: AudienceSubmit }) => submitAudience(input)),
    },
  },
  contributionQueue: queueEffects((query: ContributionPageQuery) => api.getContributions(query), runContribution),
  reportDesk: {
    actors: {
      fetchOptions: fromPromise<DispatchOptions, void>(() => api.getReportOptions()),
      fetchPage: fromPromise(({ input }: { input: ReportPageQuery }) => api.getReports(input)),
      fetchDetail: fromPromise(({ input }: { input: { id: number } }) => api.getReport(input.id)),
      change: fromPromise<unknown, ReportChange>(({ input }) => api.changeReport(input)),
      create: fromPromise<unknown, ReportCreate>(({ input }) => api.createReport(input)),
      remove: fromPromise<unknown, { id: number }>(({ input }) => api.deleteReport(input.id)),
    },
    actions: { notify },
  },
  reportClasses: {
    actors: {
      fetchClasses: fromPromise<ReportClass[], void>(() => api.getReportClasses()),
      save: fromPromise<unknown, ClassEdit>(({ input }) => (input.id ? api.renameReportClass(input.id, input.name) : api.createReportClass(input.name, input.parentId))),
      remove: fromPromise<unknown, { id: number }>(({ input }) => api.deleteReportClass(input.id)),
    },
    actions: { notify },
  },
};
