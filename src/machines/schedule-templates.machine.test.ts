import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { TEMPLATE_MESSAGES } from '../../shared/schedule-templates.js';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import type { DayPreview, ProgrammeTemplate, TemplateApply } from '../../shared/schedule-templates.js';
import { applyError, saveError, scheduleTemplatesMachine } from './schedule-templates.machine.js';

const template: ProgrammeTemplate = { id: 3, liveTvId: 1, name: '工作日模板', fromDay: '20261124', total: 2, seconds: 3600, createTime: 0 };
const empty = { total: 0, seconds: 0, startTime: null, endTime: null };

function start() {
  const applied: TemplateApply[] = [];
  const previewed: TemplateApply[] = [];
  const shown: string[] = [];
  const machine = scheduleTemplatesMachine.provide({
    actors: {
      loadTemplates: fromPromise<ProgrammeTemplate[], { liveTvId: number }>(async () => [template]),
      previewApply: fromPromise<DayPreview[], TemplateApply>(async ({ input }) => {
        previewed.push(input);
        return [{ day: '20261130', existing: empty, incoming: { total: 2, seconds: 3600, startTime: '08:00:00', endTime: '09:30:00' } }];
      }),
      applyTemplate: fromPromise<unknown, TemplateApply>(async ({ input }) => void applied.push(input)),
    },
    actions: { notifyError: (_, p: { text: string }) => void shown.push(p.text), notifySuccess: (_, p: { text: string }) => void shown.push(p.text) },
  });
  const actor = createActor(machine, { input: { liveTvId: 1, today: '20261124', fromDay: '20261124', fromDate: '20261130', toDate: '20261213' } }).start();
  return { actor, applied, previewed, shown };
}

describe('schedule-templates machine', () => {
  it('checks the forms with the server\'s texts', () => {
    expect(saveError({ name: ' ', fromDay: '20261124' })).toBe(TEMPLATE_MESSAGES.nameRequired);
    expect(saveError({ name: '名'.repeat(33), fromDay: '20261124' })).toBe(TEMPLATE_MESSAGES.nameTooLong);
    const base = { chosen: 1, fromDate: '20261130', toDate: '20261213', weekdays: [1, 2, 3, 4, 5] as const, today: '20261124' };
    expect(applyError({ ...base, weekdays: [...base.weekdays] })).toBeNull();
    expect(applyError({ ...base, weekdays: [...base.weekdays], chosen: null })).toBe(TEMPLATE_MESSAGES.templateRequired);
    expect(applyError({ ...base, weekdays: [...base.weekdays], toDate: null })).toBe(TEMPLATE_MESSAGES.rangeRequired);
    expect(applyError({ ...base, weekdays: [...base.weekdays], fromDate: '20261214' })).toBe(TEMPLATE_MESSAGES.rangeOrder);
    expect(applyError({ ...base, weekdays: [...base.weekdays], toDate: '20270201' })).toBe(SCHEDULE_MESSAGES.tooFarAhead);
    expect(applyError({ ...base, weekdays: [...base.weekdays], fromDate: '20261001' })).toBe(TEMPLATE_MESSAGES.rangeTooLong);
    expect(applyError({ ...base, weekdays: [] })).toBe(TEMPLATE_MESSAGES.weekdaysRequired);
    expect(applyError({ ...base, fromDate: '20261130', toDate: '20261130', weekdays: [6] })).toBe(TEMPLATE_MESSAGES.noMatchingDay);
  });

  it('previews first (dryRun 1), writes only on confirmation (dryRun 0), then names the days written', async () => {
    const { actor, applied, previewed, shown } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.chosen).toBe(3);
    actor.send({ type: 'apply.weekdays', days: [] });
    actor.send({ type: 'apply.preview' });
    expect(shown).toEqual([TEMPLATE_MESSAGES.weekdaysRequired]);
    actor.send({ type: 'apply.weekdays', days: [5, 1, 1] });
    expect(actor.getSnapshot().context.weekdays).toEqual([1, 5]);
    actor.send({ type: 'apply.preview' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(previewed).toEqual([{ id: 3, liveTvId: 1, fromDate: '20261130', toDate: '20261213', weekdays: [1, 5], dryRun: 1 }]);
    expect(applied).toEqual([]);
    actor.send({ type: 'apply.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(applied).toEqual([{ id: 3, liveTvId: 1, fromDate: '20261130', toDate: '20261213', weekdays: [1, 5], dryRun: 0 }]);
    expect(actor.getSnapshot().context.applied).toEqual(['20261130']);
    expect(shown.at(-1)).toBe(TEMPLATE_MESSAGES.applied);
  });

  it('tells the page the days an apply wrote, once per apply, and nothing for a preview', async () => {
    const { actor } = start();
    const told: string[][] = [];
    actor.on('template.applied', (e) => void told.push(e.days));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'apply.weekdays', days: [1] });
    actor.send({ type: 'apply.preview' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(told).toEqual([]);
    actor.send({ type: 'apply.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(told).toEqual([['20261130']]);
  });
});
