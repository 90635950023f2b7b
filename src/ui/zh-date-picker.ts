// The Chinese face of the Fluent date picker, shared by every screen that shows one (the list
// date filter, the schedule's day strip).
import { defaultDatePickerStrings } from '@fluentui/react-datepicker-compat';
import type { DayOfWeek } from '@fluentui/react-calendar-compat';

/** Weeks start on Monday (DayOfWeek.Monday of the calendar). */
export const MONDAY = 1 as DayOfWeek;

/** The picker's month and weekday names and its 今天 link, in Chinese. */
export const ZH_DATE_PICKER_STRINGS = {
  ...defaultDatePickerStrings,
  months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  shortMonths: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  shortDays: ['日', '一', '二', '三', '四', '五', '六'],
  goToToday: '今天',
};
