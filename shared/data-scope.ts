// Data scope of a role (contract "Data scope"): which items its holders see and may touch.
// The server applies the union of a user's roles' scopes; the role editor offers the five.

export const DATA_SCOPE = {
  all: 1,
  depts: 2,
  ownDept: 3,
  ownDeptAndBelow: 4,
  own: 5,
} as const;

export type DataScopeValue = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];

/** The choices of the role editor, in order: label and a one-line explanation. */
export const DATA_SCOPE_OPTIONS: readonly { value: DataScopeValue; label: string; hint: string }[] = [
  { value: 1, label: '全部', hint: '可查看和处理本单位所有部门的稿件、投稿和报料。' },
  { value: 2, label: '指定部门', hint: '只能查看和处理所选部门的稿件、投稿和报料，以及本人的稿件。' },
  { value: 3, label: '本部门', hint: '只能查看和处理本人所在部门的稿件、投稿和报料，以及本人的稿件。' },
  { value: 4, label: '本部门及以下', hint: '可查看和处理本人所在部门及其下级部门的稿件、投稿和报料。' },
  { value: 5, label: '仅本人', hint: '只能查看和处理本人创建或负责的稿件、投稿和报料。' },
];

export const DATA_SCOPE_TEXTS = {
  label: '数据范围',
  deptPicker: '指定部门',
  deptsRequired: '请选择至少一个部门',
  deptsInvalid: '所选部门不存在或不属于本单位',
  scopeInvalid: '数据范围不正确',
  tooManyDepts: '指定部门最多 200 个',
} as const;

export const DATA_SCOPE_LIMITS = { deptsMax: 200 } as const;

export function isDataScope(n: number): n is DataScopeValue {
  return Number.isInteger(n) && n >= 1 && n <= 5;
}
