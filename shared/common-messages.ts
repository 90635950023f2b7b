// Spec texts used by more than one area (spec 000 §8, spec 001 §5, §8), each written once here
// and referenced everywhere else (console and server), copied exactly.

export const COMMON_MESSAGES = {
  /** A save succeeded (spec 000 §8). */
  saved: '保存成功',
  /** A copy succeeded: programme list copy and copy-to-clipboard (spec 000 §8). */
  copied: '复制成功',
  /** Copy-to-clipboard with empty content: a warning (spec 000 §8). */
  clipboardEmpty: '复制内容为空',
  /** The shortcut list is capped at 9 (spec 001 §5). */
  tooManyShortcuts: '最多添加9个快捷导航!',
} as const;

/** Our wording: the browser refused to write the clipboard. */
export const CLIPBOARD_FAILED = '复制失败，请手动选择后复制';
