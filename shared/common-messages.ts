// Texts used by more than one area, each written once here and referenced everywhere else
// (console and server), copied exactly: the spec's (spec 000 §8, spec 001 §5, §8) and, in our own
// wording, the short answers every area gives after a step (added, edited, deleted, ...).
// The linter refuses the literal texts of `deleted` and `edited` anywhere else (eslint.config.js).

export const COMMON_MESSAGES = {
  /** A save succeeded (spec 000 §8). */
  saved: '保存成功',
  /** A copy succeeded: programme list copy and copy-to-clipboard (spec 000 §8). */
  copied: '复制成功',
  /** Copy-to-clipboard with empty content: a warning (spec 000 §8). */
  clipboardEmpty: '复制内容为空',
  /** The shortcut list is capped at 9 (spec 001 §5). */
  tooManyShortcuts: '最多添加9个快捷导航!',
  // Ours: the answers after a step where the spec gives none.
  /** Something was added (a record created through an "add" form). */
  added: '新增成功',
  /** Something new was made (a folder, a column). */
  created: '新建成功',
  /** Something was changed (an "edit" form, a rename). */
  edited: '修改成功',
  /** Something was deleted for good. */
  deleted: '删除成功',
  /** Something was removed (a comment, a word, a subject). */
  removed: '已删除',
  /** Something was moved (files, folders, releases). */
  moved: '移动成功',
  /** Something was pinned / unpinned. */
  pinned: '已置顶',
  unpinned: '已取消置顶',
  /** Any other step that succeeded: the default `msg` of a success envelope. */
  done: '操作成功',
  /** A date range whose start comes after its end (schedule templates, audit log, statistics). */
  dateOrder: '开始日期不能晚于结束日期',
  /** Too many calls in a short time (the rate limit, SMS codes). */
  tooFrequent: '请求过于频繁，请稍后再试',
  /** A load that failed, and the button that tries it again. */
  loadFailed: '加载失败',
  retry: '重试',
  /** The header of a table's last column, the row's actions. */
  actions: '操作',
  /** A status or kind the code does not know (a row newer than the code reading it). */
  unknown: '未知',
} as const;

/** Our wording: the browser refused to write the clipboard. */
export const CLIPBOARD_FAILED = '复制失败，请手动选择后复制';
