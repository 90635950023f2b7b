import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SCHEDULE_MESSAGES } from '../../shared/schedule-messages.js';
import type { DayPreview } from '../../shared/schedule-templates.js';
import { copyFormError, copyScheduleMachine, type CopyRequest } from './copy-schedule.machine.js';

const preview = (day: string): DayPreview => ({
  day,
  existing: { total: 0, seconds: 0, startTime: null, endTime: null },
  incoming: { total: 1, seconds: 60, startTime: '00:00:00', endTime: '00:01:00' },
});

function start(input: { liveTvId: number; today: string; mode?: 'day' | 'week'; source?: string }) {
  const sent: CopyRequest[] = [];
  const previewed: CopyRequest[] = [];
  const shown: string[] = [];
  const machine = copyScheduleMachine.provide({
    actors: {
      copyProgram: fromPromise<unknown, CopyRequest>(async ({ input: r }) => void sent.push(r)),
      previewCopy: fromPromise<DayPreview[], CopyRequest>(async ({ input: r }) => {
        previewed.push(r);
        return r.toDate.split(',').map(preview);
      }),
    },
    actions: {
      notifyError: (_, p: { text: string }) => void shown.push(p.text),
      notifySuccess: (_, p: { text: string }) => void shown.push(p.text),
    },
  });
  return { actor: createActor(machine, { input }).start(), sent, previewed, shown };
}

describe('copy-schedule machine', () => {
  it('validates with the spec texts', () => {
    expect(copyFormError({ mode: null, source: null, targets: [] })).toBe(SCHEDULE_MESSAGES.copyMethod);
    expect(copyFormError({ mode: 'day', source: '20261122', targets: [] })).toBe(SCHEDULE_MESSAGES.copyDate);
    expect(copyFormError({ mode: 'week', source: null, targets: [] })).toBe(SCHEDULE_MESSAGES.copySource);
    expect(copyFormError({ mode: 'week', source: '20261116', targets: [] })).toBe(SCHEDULE_MESSAGES.copyTarget);
  });

  it('day mode: a target more than 60 days after today is refused with a clear message; the copy waits for the preview to be confirmed', async () => {
    const { actor, sent, previewed, shown } = start({ liveTvId: 1, today: '20261122', mode: 'day', source: '20261122' });
    actor.send({ type: 'copy.targets', days: ['20261123', '20270121', '20270122'] });
    expect(actor.getSnapshot().context.targets).toEqual(['20261123', '20270121']);
    expect(actor.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.tooFarAhead);
    expect(shown).toEqual([SCHEDULE_MESSAGES.tooFarAhead]);
    actor.send({ type: 'copy.submit' });
    await new Promise((r) => setTimeout(r, 0));
    const request = { liveTvId: 1, fromDate: '20261122', toDate: '20261123,20270121', flag: 'day' };
    expect(previewed).toEqual([request]);
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.preview?.map((d) => d.day)).toEqual(['20261123', '20270121']);
    // back to the form and again: nothing copied until confirmed
    actor.send({ type: 'copy.back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.preview).toBeNull();
    actor.send({ type: 'copy.submit' });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'copy.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([request]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(shown.at(-1)).toBe(SCHEDULE_MESSAGES.copied);
  });

  it('day mode: the typed target date is kept until added, then joins the targets', () => {
    const { actor } = start({ liveTvId: 1, today: '20261122', mode: 'day', source: '20261122' });
    expect(actor.getSnapshot().can({ type: 'copy.addPending' })).toBe(false);
    actor.send({ type: 'copy.pending', day: '20261125' });
    expect(actor.getSnapshot().context.pendingTarget).toBe('20261125');
    actor.send({ type: 'copy.addPending' });
    actor.send({ type: 'copy.pending', day: '20261124' });
    actor.send({ type: 'copy.addPending' });
    expect(actor.getSnapshot().context.targets).toEqual(['20261124', '20261125']);
    expect(actor.getSnapshot().context.pendingTarget).toBeNull();
  });

  it('week mode: a target week must end within 60 days', () => {
    const { actor } = start({ liveTvId: 1, today: '20261122', mode: 'week', source: '20261118' });
    expect(actor.getSnapshot().context.source).toBe('20261116');
    // the week of Monday 2027-01-18 ends on Sunday 2027-01-24, 63 days ahead: refused
    actor.send({ type: 'copy.targets', days: ['20270120'] });
    expect(actor.getSnapshot().context.targets).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.tooFarAhead);
    // the week of Monday 2027-01-11 ends on 2027-01-17 (56 days): taken
    actor.send({ type: 'copy.targets', days: ['20270113'] });
    expect(actor.getSnapshot().context.targets).toEqual(['20270111']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('its output names every day written: a day target itself, a week target its seven days; none when closed without copying', async () => {
    const run = async (mode: 'day' | 'week', source: string, target: string) => {
      const { actor } = start({ liveTvId: 1, today: '20261122', mode, source });
      actor.send({ type: 'copy.targets', days: [target] });
      actor.send({ type: 'copy.submit' });
      await new Promise((r) => setTimeout(r, 0));
      actor.send({ type: 'copy.confirm' });
      await new Promise((r) => setTimeout(r, 0));
      return actor.getSnapshot().output?.days;
    };
    expect(await run('day', '20261122', '20261125')).toEqual(['20261125']);
    expect(await run('week', '20261116', '20261130')).toEqual(['20261130', '20261201', '20261202', '20261203', '20261204', '20261205', '20261206']);
    const { actor } = start({ liveTvId: 1, today: '20261122', mode: 'day', source: '20261122' });
    actor.send({ type: 'copy.close' });
    expect(actor.getSnapshot().output?.days).toEqual([]);
  });

  it('a source more than 60 days ahead is refused too', () => {
    const { actor } = start({ liveTvId: 1, today: '20261122', mode: 'day' });
    actor.send({ type: 'copy.source', day: '20270201' });
    expect(actor.getSnapshot().context.source).toBeNull();
    expect(actor.getSnapshot().context.error).toBe(SCHEDULE_MESSAGES.tooFarAhead);
  });
});
