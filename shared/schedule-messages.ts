// The spec's texts of the programme-list editor (spec 000 §4, §5, §8), copied exactly; both the
// console and the server use them, so each appears once.
import { COMMON_MESSAGES } from './common-messages.js';

export const SCHEDULE_MESSAGES = {
  dayFull: '今天时间已排满',
  leaveGuard: '当前节目单有未保存的修改，确定离开吗？',
  saved: COMMON_MESSAGES.saved,
  copied: COMMON_MESSAGES.copied,
  startEqualsEnd: '结束时间和开始时间不能相等请重新选择！',
  startAfterEnd: '开始时间不能大于结束时间请重新选择！',
  zeroDuration: '时间不能跨天 请删除错误时间从新保存！',
  copyMethod: '请选择粘贴方式',
  copyDate: '请选择日期',
  copySource: '请选择复制来源',
  copyTarget: '请选择粘贴日期',
  /** Our wording of spec 000 §5 "a chosen date may not be more than 60 days in the future". */
  tooFarAhead: '只能选择60天以内的日期',
  /** Ours: moving the first start or shifting the day (整体平移) would end past 23:59:59 or start before 00:00:00. */
  startPastEnd: '调整后节目单将超过23:59:59，请先缩短或删除节目',
  shiftPastEnd: '整体平移后节目单将超过23:59:59，无法平移',
  shiftBeforeStart: '整体平移后节目单将早于00:00:00，无法平移',
} as const;
