// Chinese texts of the programme list's refusals on the server (saving, editing, copying and
// pasting days, the week and marks views, templates, TV channels), one place; the editor's own
// texts, which the console shows too, are in shared/schedule-messages.ts.

export const PROGRAMME_TEXTS = {
  /** The entry a refusal names: 第3条节目. */
  entry: (n: number) => `第${n}条节目`,
  /** A spec text about one entry: 第3条节目：开始时间不能大于结束时间请重新选择！ */
  entryRefused: (entry: string, why: string) => `${entry}：${why}`,
  tvMismatch: (entry: string) => `${entry}的电视频道(liveTvId)与保存的频道不一致`,
  dayMismatch: (entry: string) => `${entry}的播出日期(livePlayDay)与保存的日期不一致`,
  notOnDay: (entry: string, day: string) => `${entry}的播出时间不在${day}当天`,
  timesMismatch: (entry: string) => `${entry}的开始/结束时间(startTime/endTime)与播出时间不一致`,
  endTooLate: (entry: string) => `${entry}的结束时间不能晚于23:59:59`,
  lengthMismatch: (entry: string) => `${entry}的时长(liveProgramTimeLength)与时间段不一致`,
  notChained: (entry: string) => `${entry}的开始时间必须等于上一条节目的结束时间`,
  nameRequired: '节目名称不能为空',
  nameOrEnd: '请填写节目名称或结束时间',
  endTimeInvalid: '结束时间(endTime)格式不正确（应为HH:mm:ss）',
  dayInvalid: (day: string) => `日期格式不正确：${day}（应为yyyyMMdd）`,
  daysInvalid: '日期格式不正确（应为yyyyMMdd）',
  fieldDayInvalid: (field: string) => `${field}格式不正确（应为yyyyMMdd）`,
  spanTooLong: (days: number) => `一次最多查询${days}天`,
  otherChannel: '请选择另一个频道作为粘贴目标',
  pasteOntoSource: '粘贴日期不能与复制来源相同',
  pasteTooMany: '一次最多粘贴到62天',
  weekOneTarget: '按周复制只能选择一个粘贴周',
  weekMondays: '按周复制时日期须为该周的周一',
  tvNameRequired: '频道名称不能为空',
  // the caller's message after a copy or a template applied (services/event-messages.ts)
  copiedTitle: '节目单复制完成',
  copied: (from: string, days: number, entries: number) => `已从 ${from} 复制 ${days} 天共 ${entries} 条节目`,
  templateAppliedTitle: '节目单模板已应用',
  templateApplied: (days: number) => `模板已写入 ${days} 天`,
} as const;
