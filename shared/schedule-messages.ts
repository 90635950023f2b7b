// The spec's texts of the programme-list editor (spec 000 §4, §5, §8), copied exactly; both the
// console and the server use them, so each appears once.

export const SCHEDULE_MESSAGES = {
  dayFull: '今天时间已排满',
  saved: '保存成功',
  copied: '复制成功',
  startEqualsEnd: '结束时间和开始时间不能相等请重新选择！',
  startAfterEnd: '开始时间不能大于结束时间请重新选择！',
  zeroDuration: '时间不能跨天 请删除错误时间从新保存！',
  copyMethod: '请选择粘贴方式',
  copyDate: '请选择日期',
  copySource: '请选择复制来源',
  copyTarget: '请选择粘贴日期',
} as const;
