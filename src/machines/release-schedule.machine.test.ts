import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { releaseScheduleMachine, scheduleOf, shownProblem } from './release-schedule.machine.js';
import { SCHEDULE_TEXTS } from '../../shared/release-schedule.js';
import { beijingDayOf, beijingHm, beijingText, countdown, fromBeijing } from '../../shared/time.js';

// 2026-11-28 14:03:20 Beijing time.
const NOW = Date.UTC(2026, 10, 28, 6, 3, 20);

const start = () => createActor(releaseScheduleMachine, { input: { now: NOW } }).start();

describe('Beijing time helpers (shared/time.ts)', () => {
  it('reads and writes a Beijing day and time whatever the local zone', () => {
    expect(beijingDayOf(NOW)).toBe('20261128');
    expect(beijingHm(NOW)).toBe('14:03');
    expect(beijingText(Date.UTC(2026, 10, 28, 17, 30))).toBe('2026-11-29 01:30');
    expect(fromBeijing('20261129', '01:30')).toBe(Date.UTC(2026, 10, 28, 17, 30));
    expect(fromBeijing('20261131', '01:30')).toBeNaN();
    expect(fromBeijing('20261129', '24:00')).toBeNaN();
    expect(fromBeijing('20261129', '')).toBeNaN();
  });
  it('writes a countdown', () => {
    expect(countdown(61_500)).toBe('00:01:02');
    expect(countdown(86_400_000 + 3_600_000)).toBe('1天 01:00:00');
    expect(countdown(-5)).toBe('00:00:00');
  });
});

describe('releaseSchedule (the schedule part of the release dialog)', () => {
  it('releases now by default: the output is an empty schedule', () => {
    const a = start();
    expect(a.getSnapshot().matches({ editing: { publish: 'now', takeDown: 'off' } })).toBe(true);
    a.send({ type: 'schedule.confirm', now: NOW });
    expect(a.getSnapshot().status).toBe('done');
    expect(a.getSnapshot().output).toEqual({});
  });

  it('定时发布 defaults to the next whole ten minutes at least half an hour ahead, in Beijing time', () => {
    const a = start();
    a.send({ type: 'publish.at' });
    expect(a.getSnapshot().context).toMatchObject({ publishOn: true, publishDay: '20261128', publishTime: '14:40' });
    a.send({ type: 'publish.time', time: '18:30' });
    a.send({ type: 'schedule.confirm', now: NOW });
    expect(a.getSnapshot().output).toEqual({ publishAt: fromBeijing('20261128', '18:30') });
  });

  it('a past publish time is refused with its message, shown from then on as the fields change', () => {
    const a = start();
    a.send({ type: 'publish.at' });
    a.send({ type: 'publish.time', time: '09:00' });
    expect(shownProblem(a.getSnapshot().context)).toBe('');
    a.send({ type: 'schedule.confirm', now: NOW });
    expect(a.getSnapshot().matches('editing')).toBe(true);
    expect(shownProblem(a.getSnapshot().context)).toBe(SCHEDULE_TEXTS.publishAtPast);
    a.send({ type: 'publish.day', day: '20281128' });
    expect(shownProblem(a.getSnapshot().context)).toBe(SCHEDULE_TEXTS.publishAtTooFar);
    a.send({ type: 'publish.day', day: '' });
    expect(shownProblem(a.getSnapshot().context)).toBe(SCHEDULE_TEXTS.pickPublishAt);
    a.send({ type: 'publish.day', day: '20261201' });
    expect(shownProblem(a.getSnapshot().context)).toBe('');
    a.send({ type: 'schedule.confirm', now: NOW + 1000 });
    expect(a.getSnapshot().output).toEqual({ publishAt: fromBeijing('20261201', '09:00') });
  });

  it('定时下架 must come after the publish time; switched off again it is left out', () => {
    const a = start();
    a.send({ type: 'publish.at' });
    a.send({ type: 'takeDown.at' });
    expect(a.getSnapshot().context).toMatchObject({ takeDownDay: '20261129', takeDownTime: '14:40' });
    a.send({ type: 'takeDown.day', day: '20261128' });
    a.send({ type: 'takeDown.time', time: '14:40' });
    a.send({ type: 'schedule.confirm', now: NOW });
    expect(shownProblem(a.getSnapshot().context)).toBe(SCHEDULE_TEXTS.takeDownBeforePublish);
    a.send({ type: 'takeDown.time', time: '' });
    expect(shownProblem(a.getSnapshot().context)).toBe(SCHEDULE_TEXTS.pickTakeDownAt);
    a.send({ type: 'takeDown.off' });
    expect(scheduleOf(a.getSnapshot().context).schedule).toEqual({ publishAt: fromBeijing('20261128', '14:40') });
    a.send({ type: 'publish.now' });
    a.send({ type: 'takeDown.at' });
    a.send({ type: 'takeDown.day', day: '20261129' });
    a.send({ type: 'takeDown.time', time: '14:40' });
    a.send({ type: 'schedule.confirm', now: NOW });
    expect(a.getSnapshot().output).toEqual({ takeDownAt: fromBeijing('20261129', '14:40') });
  });
});
