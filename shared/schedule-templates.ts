// Programme templates and copy previews (contract "Programme metadata, fixed starts, week view,
// templates"): a saved day kept as a template, applied to a date range on chosen weekdays; the
// dry runs of copyProgram and template/apply answer what each target day holds now and would
// hold after. Shared by the server routes and the console's dialogs.
import { addDays, weekday } from './time.js';
import { COMMON_MESSAGES } from './common-messages.js';

/** What a day holds, in a line: entries, covered seconds, first start and last end. */
export interface DaySummary {
  total: number;
  seconds: number;
  /** HH:mm:ss of the first start; null when the day is empty. */
  startTime: string | null;
  /** HH:mm:ss of the last end; null when the day is empty. */
  endTime: string | null;
}

/** One target day of a dry run: what it holds now and what it would hold after. */
export interface DayPreview {
  /** yyyyMMdd */
  day: string;
  existing: DaySummary;
  incoming: DaySummary;
}

export interface DryRunAnswer {
  days: DayPreview[];
}

/** A template of a channel (GET live/template/page). */
export interface ProgrammeTemplate {
  id: number;
  liveTvId: number;
  name: string;
  /** The day it was saved from (yyyyMMdd). */
  fromDay: string;
  total: number;
  seconds: number;
  createTime: number;
}

/** 1 Monday … 7 Sunday (contract). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface TemplateApply {
  id: number;
  liveTvId: number;
  fromDate: string;
  toDate: string;
  weekdays: IsoWeekday[];
  dryRun?: 0 | 1;
}

export const TEMPLATE_LIMITS = {
  nameMax: 32,
  /** Days one apply (or its range) may cover, as for copyProgram's targets. */
  maxDays: 62,
  /** Templates a channel keeps. */
  perChannel: 100,
} as const;

/** The weekday presets of the apply form (工作日模板, 周末模板). */
export const WEEKDAY_PRESETS: { label: string; days: IsoWeekday[] }[] = [
  { label: '工作日', days: [1, 2, 3, 4, 5] },
  { label: '周末', days: [6, 7] },
  { label: '每天', days: [1, 2, 3, 4, 5, 6, 7] },
];

/** Our texts of the template calls (server messages and the console's validation). */
export const TEMPLATE_MESSAGES = {
  nameRequired: '请输入模板名称',
  nameTooLong: `模板名称不能超过${TEMPLATE_LIMITS.nameMax}个字符`,
  nameTaken: '该频道已有同名模板',
  tooMany: `每个频道最多保存${TEMPLATE_LIMITS.perChannel}个模板`,
  emptyDay: '该日期没有节目，不能保存为模板',
  notFound: '节目单模板不存在',
  templateRequired: '请选择模板',
  rangeRequired: '请选择应用日期范围',
  rangeOrder: COMMON_MESSAGES.dateOrder,
  rangeTooLong: `应用日期范围最多${TEMPLATE_LIMITS.maxDays}天`,
  weekdaysRequired: '请选择星期',
  noMatchingDay: '所选日期范围内没有所选星期的日期',
  saved: '模板已保存',
  applied: '模板已应用',
} as const;

/** The days of [fromDate, toDate] falling on one of `weekdays`, in order (yyyyMMdd, ISO weekdays). */
export function matchingDays(fromDate: string, toDate: string, weekdays: readonly number[]): string[] {
  const want = new Set(weekdays.map((w) => w % 7));
  const out: string[] = [];
  for (let d = fromDate; d <= toDate; d = addDays(d, 1)) if (want.has(weekday(d))) out.push(d);
  return out;
}

/** 11月29日 (how previews and results name a day). */
export const monthDay = (day: string) => `${Number(day.slice(4, 6))}月${Number(day.slice(6, 8))}日`;
