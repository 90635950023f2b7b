// Scheduled release and take-down (PUT release/{ids}&{columnIds}&{type}?publishAt=&takeDownAt=):
// the limits, the messages and the one check both the console and the server apply. Times are
// epoch milliseconds; the console shows and picks them as Beijing time (shared/time.ts).

export const RELEASE_SCHEDULE = {
  /** A publish time up to this much in the past is taken as "now" (a clock a little behind, a slow request). */
  toleranceMs: 60_000,
  /** How far ahead a release or take-down may be scheduled: one year. */
  maxAheadMs: 365 * 86_400_000,
} as const;

export const SCHEDULE_TEXTS = {
  publishAtInvalid: 'publishAt 格式不正确，应为毫秒时间戳',
  takeDownAtInvalid: 'takeDownAt 格式不正确，应为毫秒时间戳',
  publishAtPast: '定时发布时间已过，请选择一分钟以后的时间',
  publishAtTooFar: '定时发布时间不能晚于一年以后',
  takeDownAtPast: '定时下架时间已过，请选择以后的时间',
  takeDownAtTooFar: '定时下架时间不能晚于一年以后',
  takeDownBeforePublish: '定时下架时间须晚于发布时间',
  pickPublishAt: '请选择定时发布的日期和时间',
  pickTakeDownAt: '请选择定时下架的日期和时间',
} as const;

export interface ReleaseSchedule {
  /** Scheduled release time; absent: release now. */
  publishAt?: number;
  /** Scheduled take-down time; absent: none. */
  takeDownAt?: number;
}

/**
 * What is wrong with a schedule at `now` ('' when nothing): a publish time more than a minute
 * past or more than a year ahead, a take-down time past, more than a year ahead, or not after
 * the publish time.
 */
export function scheduleProblem({ publishAt, takeDownAt }: ReleaseSchedule, now: number): string {
  const T = SCHEDULE_TEXTS;
  const L = RELEASE_SCHEDULE;
  if (publishAt !== undefined) {
    if (publishAt < now - L.toleranceMs) return T.publishAtPast;
    if (publishAt > now + L.maxAheadMs) return T.publishAtTooFar;
  }
  if (takeDownAt !== undefined) {
    if (takeDownAt <= now) return T.takeDownAtPast;
    if (takeDownAt > now + L.maxAheadMs) return T.takeDownAtTooFar;
    if (takeDownAt <= (publishAt ?? now)) return T.takeDownBeforePublish;
  }
  return '';
}
