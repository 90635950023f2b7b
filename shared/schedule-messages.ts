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
} as const;
