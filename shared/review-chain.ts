// The 三审 review chain (contract "Review chain"): per content type 1 to 3 levels, each with a
// name and the roles that may act at it; the default chain, the limits, the checks both programs
// make on a chain being saved, and the Chinese texts of the chain's answers and notices.

export interface ReviewLevel {
  /** From 1. */
  level: number;
  name: string;
  /** Roles whose holders may act at this level; [] = every holder of the type's review right. */
  roleIds: number[];
}

export interface ReviewFlow {
  type: number;
  levels: ReviewLevel[];
}

/** What content/review answers (the console's review effect): the status, and the level the item waits at after it. */
export interface ReviewOutcome {
  /** 0–5 (shared/content.ts ContentStatus). */
  status: 0 | 1 | 2 | 3 | 4 | 5;
  reviewLevel?: number;
}

export const REVIEW_CHAIN_LIMITS = { levelsMin: 1, levelsMax: 3, nameMax: 20, rolesMax: 50 } as const;

/** The name of the default chain's one level. */
export const DEFAULT_LEVEL_NAME = '审核';

/** Names offered for a new chain's levels, in order. */
export const LEVEL_NAME_SUGGESTIONS = ['初审', '复审', '终审'] as const;

/** The chain of a type with nothing stored: one level, open to every holder of the review right (review as before the chain). */
export function defaultLevels(): ReviewLevel[] {
  return [{ level: 1, name: DEFAULT_LEVEL_NAME, roleIds: [] }];
}

/** The waiting level of an item as the chain stands now (a chain shortened since keeps it at its last level). */
export function waitingLevel(stored: number, levels: readonly ReviewLevel[]): number {
  return Math.max(1, Math.min(stored || 1, levels.length));
}

/** The name of a level ('' when out of the chain); 0 names the author. */
export function levelName(levels: readonly ReviewLevel[], level: number): string {
  if (level === 0) return '作者';
  return levels.find((l) => l.level === level)?.name ?? '';
}

export const REVIEW_CHAIN_TEXTS = {
  typeInvalid: '稿件类型不正确（1 文稿、2 视频、3 音频、4 图集、5 外链）',
  levelsCount: `审核流程须有 ${REVIEW_CHAIN_LIMITS.levelsMin} 至 ${REVIEW_CHAIN_LIMITS.levelsMax} 级`,
  nameRequired: (n: number) => `请填写第 ${n} 级的名称`,
  nameTooLong: (n: number) => `第 ${n} 级的名称不能超过 ${REVIEW_CHAIN_LIMITS.nameMax} 个字`,
  nameDuplicate: (name: string) => `审核级别「${name}」重复，各级名称不能相同`,
  tooManyRoles: (n: number) => `第 ${n} 级最多选择 ${REVIEW_CHAIN_LIMITS.rolesMax} 个角色`,
  rolesUnknown: (n: number) => `第 ${n} 级选择的角色不存在或不属于本单位`,
  saved: '审核流程已保存',
  notAtLevel: (name: string) => `稿件正在等待${name}，你不是${name}的审核人，不能审核`,
  levelMoved: (name: string) => `稿件已到${name}，请刷新后再审核`,
  backToInvalid: (current: string) => `只能退回给作者或${current}之前的审核级别`,
  backToWithPass: '通过时不能选择退回',
  opinionRequired: '退回时请填写原因',
  passedTo: (name: string) => `已通过，进入${name}`,
  sentBackTo: (name: string) => `已退回${name}`,
  /** The history note of a step back from one level to another. */
  sentBackNote: (from: string, to: string) => `${from}退回${to}`,
  noticeWaitingTitle: '有稿件等待审核',
  noticeWaiting: (typeName: string, title: string, level: string) => `${typeName}《${title}》等待${level}`,
  noticeAdvancedTitle: '稿件进入下一级审核',
  noticeAdvanced: (title: string, from: string, to: string, opinion: string) => `《${title}》已通过${from}，等待${to}${opinion ? `：${opinion}` : ''}`,
  noticeBackTitle: '稿件被退回',
  noticeBack: (title: string, from: string, to: string, opinion: string) => `《${title}》被${from}退回${to}：${opinion}`,
} as const;

/** The first problem of a chain being saved (names and counts; roles are the server's), null when none. */
export function chainProblem(levels: readonly { name: string; roleIds: readonly number[] }[]): string | null {
  const T = REVIEW_CHAIN_TEXTS;
  if (levels.length < REVIEW_CHAIN_LIMITS.levelsMin || levels.length > REVIEW_CHAIN_LIMITS.levelsMax) return T.levelsCount;
  const seen = new Set<string>();
  for (const [i, l] of levels.entries()) {
    const name = l.name.trim();
    if (!name) return T.nameRequired(i + 1);
    if ([...name].length > REVIEW_CHAIN_LIMITS.nameMax) return T.nameTooLong(i + 1);
    if (seen.has(name)) return T.nameDuplicate(name);
    seen.add(name);
    if (l.roleIds.length > REVIEW_CHAIN_LIMITS.rolesMax) return T.tooManyRoles(i + 1);
  }
  return null;
}
