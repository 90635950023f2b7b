// Lucky-draw activities (docs/activities.md): the menu paths, the types the console and the server
// exchange, the Chinese texts and the bounds. The draw algorithm itself is shared/lottery-draw.ts.
import { COMMON_MESSAGES } from './common-messages.js';

export const ACTIVITY_MENUS = {
  root: { id: 700, path: '/activity', name: '互动活动' },
  list: { id: 701, path: '/goLuckDraw', name: '抽奖活动', component: 'activities/list' },
  edit: { id: 702, path: '/addOrEdit', name: '新建/编辑活动', component: 'activities/edit' },
  quick: { id: 703, path: '/addOrEditlist', name: '快速创建发票抽奖', component: 'activities/quick-invoice' },
  draw: { id: 704, path: '/goLotteryDraw', name: '开奖', component: 'activities/draw' },
  drawScreen: { id: 705, path: '/goLotteryDraw2', name: '大屏开奖', component: 'activities/draw-screen' },
  winners: { id: 706, path: '/winningList', name: '中奖名单', component: 'activities/winners' },
} as const;

/** lottery: a lucky draw among named participants; invoice: participants are invoice numbers. */
export type ActivityKind = 'lottery' | 'invoice';

export const ACTIVITY_LIMITS = {
  nameMax: 64,
  descriptionMax: 500,
  prizesMax: 20,
  prizeNameMax: 64,
  stockMax: 10_000,
  participantsMax: 5_000,
  codeMax: 64,
  drawMax: 100,
} as const;

export interface Prize {
  id: number;
  name: string;
  stock: number;
  /** Not yet drawn. */
  remaining: number;
  sort: number;
}

export interface Participant {
  id: number;
  code: string;
  name: string;
}

export interface ActivitySummary {
  id: number;
  kind: ActivityKind;
  name: string;
  description: string;
  participantCount: number;
  prizeCount: number;
  stockTotal: number;
  remainingTotal: number;
  winnerCount: number;
  drawCount: number;
  createdAt: number;
}

export interface ActivityDetail extends ActivitySummary {
  prizes: Prize[];
  participants: Participant[];
}

export interface ActivityInput {
  id?: number;
  kind: ActivityKind;
  name: string;
  description?: string;
  prizes: { id?: number; name: string; stock: number }[];
  participants: { code: string; name?: string }[];
}

/** One recorded draw: everything needed to re-check it (docs/activities.md "Checking a draw"). */
export interface DrawRecord {
  id: number;
  activityId: number;
  prizeId: number;
  prizeName: string;
  seq: number;
  count: number;
  algorithm: string;
  /** The random seed (hex), revealed with the result. */
  seed: string;
  /** sha256(seed) (hex). */
  commitment: string;
  /** sha256 of the eligible participants' codes joined by "\n", in id order. */
  participantsHash: string;
  participantCount: number;
  /** The eligible codes, in id order, as hashed. */
  participants: string[];
  /** Winning codes in draw order. */
  result: string[];
  drawnBy: string;
  drawnAt: number;
}

export interface Winner {
  id: number;
  drawId: number;
  prizeId: number;
  prizeName: string;
  participantId: number;
  code: string;
  name: string;
  drawnAt: number;
}

export interface DrawVerification {
  drawId: number;
  commitmentMatches: boolean;
  participantsHashMatches: boolean;
  resultMatches: boolean;
  winnersMatch: boolean;
  ok: boolean;
}

export const ACTIVITY_TEXTS = {
  notFound: '活动不存在',
  prizeNotFound: '奖品不存在',
  drawNotFound: '开奖记录不存在',
  nameRequired: '请输入活动名称',
  prizesRequired: '请至少添加一个奖品',
  prizeNameRequired: '请输入奖品名称',
  prizeStock: `奖品数量须为 1–${ACTIVITY_LIMITS.stockMax} 的整数`,
  tooManyPrizes: `奖品最多 ${ACTIVITY_LIMITS.prizesMax} 个`,
  participantsRequired: '请至少添加一名参与者',
  tooManyParticipants: `参与者最多 ${ACTIVITY_LIMITS.participantsMax} 名`,
  codeRequired: '参与者编号不能为空',
  duplicateCode: (code: string) => `参与者编号重复：${code}`,
  invoiceCode: (code: string) => `发票号码格式不正确：${code}（应为 8–20 位数字或字母）`,
  lockedAfterDraw: '活动已开奖，奖品和参与者不能再修改',
  outOfStock: '奖品库存不足',
  noParticipants: '没有可抽取的参与者（每人最多中奖一次）',
  drawCount: `每次抽取 1–${ACTIVITY_LIMITS.drawMax} 名`,
  saved: COMMON_MESSAGES.saved,
  deleted: COMMON_MESSAGES.deleted,
  drawn: '开奖成功',
  kindFixed: '活动类型不能修改',
} as const;

export const INVOICE_CODE = /^[0-9A-Za-z]{8,20}$/;
