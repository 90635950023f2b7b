// Q&A 问政 and collaborative tasks. Types and constants shared by the API
// server (server/routes/root/politics*.ts, web-operate/collaborative.ts) and the console
// (features/politics, features/tasks). docs/interaction.md describes the flows.
//
// Server calls (all under /api, JSON bodies, paged answers `{ list, total, pageIndex, pageSize }`):
//   public   POST politics/public/question ({ domain, nickname, title, content } no token → { id });
//                 rate-limited per address and per tenant (429), forbidden words (400)
//            GET  politics/public/questions?domain&pageIndex&pageSize (answered and published only)
//   units    GET  politics/unit/list → PoliticsUnit[]; GET politics/unit/users → UserChoice[]
//            POST politics/unit/save ({ id?, name }), politics/unit/delete ({ id })
//            POST politics/unit/bindUsers ({ unitId, userIds }: replaces the unit's users)
//            POST politics/unit/findBindUsers ({ unitId } → UserChoice[])
//   manage   GET  politics/question/page (QuestionPageQuery → Paged<Question>)
//            POST politics/question/assign ({ id, unitId }), /publish ({ id, published }), /delete ({ ids })
//   answer   GET  politics/answer/page (QuestionPageQuery → Paged<Question>, questions of the caller's units)
//            POST politics/answer ({ id, answer }): only a user bound to the question's unit
//   tasks    GET  web-operate/collaborative/task/page (TaskPageQuery → Paged<CollabTask>)
//            GET  web-operate/collaborative/task/users → UserChoice[]
//            POST web-operate/collaborative/task/create (NewTask → { id }): each assignee is invited (邀请 message)
//            POST web-operate/collaborative/task/accept | refuse | finish | delete ({ id })
//            POST web-operate/platform/manager/invite/accept | refuse (msgId) answers a task invitation too
import { COMMON_MESSAGES } from './common-messages.js';

export const QUESTION_STATUS = { unassigned: 0, waiting: 1, answered: 2 } as const;
export const QUESTION_STATUS_NAMES: Record<number, string> = { 0: '待分配', 1: '待回答', 2: '已回答' };

/** Stored task status; overdue is an open task past its deadline. */
export const TASK_STATUS = { open: 1, done: 2 } as const;
/** The list filter cioStatus (spec 001 §3: default 0). */
export const TASK_FILTER_STATUS: Record<number, string> = { 0: '全部', 1: '进行中', 2: '已完成', 3: '已逾期' };
/** webCioType: what kind of task. */
export const TASK_TYPES: Record<number, string> = { 1: '采访', 2: '拍摄', 3: '写稿', 4: '编辑', 5: '其他' };
/** A member's answer to the invitation (the message's invite status). */
export const MEMBER_STATUS_NAMES: Record<number, string> = { 0: '待接受', 1: '已接受', 2: '已拒绝' };

/** The 问政 message type (spec: 3). */
export const POLITICS_MESSAGE_TYPE = 3;

export const QA_LIMITS = {
  nickname: 20,
  title: 60,
  content: 1000,
  answer: 2000,
  unitName: 30,
  usersPerUnit: 200,
  taskTitle: 60,
  taskContent: 2000,
  assignees: 50,
  /** Questions one address may post in rateWindowMs. */
  perAddress: 3,
  /** Questions one tenant may receive in rateWindowMs. */
  perTenant: 60,
  rateWindowMs: 60_000,
} as const;

export const QA_MENUS = {
  politics: { id: 630, path: '/politics', name: '问政' },
  questions: { id: 631, path: '/askingQuestions/list', name: '问政列表', component: 'politics/questions' },
  answers: { id: 632, path: '/answer/list', name: '问政回答', component: 'politics/answers' },
  units: { id: 633, path: '/politics/units', name: '回答单位', component: 'politics/units' },
  synergy: { id: 640, path: '/synergy', name: '协同' },
  tasks: { id: 641, path: '/collaborativeTasks', name: '协同任务', component: 'tasks/collaborative' },
} as const;

export interface PoliticsUnit {
  id: number;
  name: string;
  userCount: number;
}

export interface UserChoice {
  webUserId: number;
  webUserName: string;
  account: string;
}

export interface Question {
  id: number;
  nickname: string;
  title: string;
  content: string;
  status: number;
  unitId: number;
  unitName: string;
  answer: string;
  answeredBy: string;
  answerTime: number;
  published: number;
  createTime: number;
}

export interface PublicQuestion {
  id: number;
  nickname: string;
  title: string;
  content: string;
  unitName: string;
  answer: string;
  answerTime: number;
  createTime: number;
}

export interface QuestionPageQuery {
  status?: number;
  keyWord?: string;
  pageIndex: number;
  pageSize: number;
}

export interface TaskMember {
  userId: number;
  name: string;
  status: number;
}

export interface CollabTask {
  id: number;
  title: string;
  content: string;
  cioType: number;
  status: number;
  overdue: boolean;
  startTime: number;
  deadline: number;
  creatorId: number;
  creatorName: string;
  createTime: number;
  members: TaskMember[];
  /** The caller's answer as a member (-1: not a member). */
  myStatus: number;
  /** The caller created it (may delete it). */
  isCreator: boolean;
}

/** Spec 001 §3 "Synergy task filter". */
export interface TaskFilter {
  cioStime?: number;
  cioEtime?: number;
  keyword: string;
  cioStatus: number;
  webCioType?: number;
}

export interface TaskPageQuery extends TaskFilter {
  pageIndex: number;
  pageSize: number;
}

export interface NewTask {
  title: string;
  content: string;
  cioType: number;
  startTime: number;
  deadline: number;
  userIds: number[];
}

/** Every Chinese text of the area's server answers. */
export const QA_TEXTS = {
  tenantNotFound: '单位不存在',
  nicknameRequired: '请填写昵称',
  titleRequired: '请填写问题标题',
  contentRequired: '请填写问题内容',
  forbiddenWord: '内容含有违禁词，请修改后再提交',
  tooManyFromAddress: '提问过于频繁，请稍后再试',
  tooManyOnTenant: '当前提问人数过多，请稍后再试',
  posted: '问题已提交，回答公开后可见',
  questionNotFound: '问政不存在',
  unitNotFound: '回答单位不存在',
  unitNameRequired: '请填写单位名称',
  unitNameTaken: '单位名称已存在',
  unitInUse: '该单位还有问政，不能删除',
  usersNotOfTenant: '只能绑定本单位的用户',
  notBound: '您不属于该问政的回答单位，不能回答',
  notAssigned: '该问政还未分配回答单位',
  answerRequired: '请填写回答内容',
  notAnswered: '只有已回答的问政可以公开',
  answered: '已回答',
  taskNotFound: '任务不存在',
  taskTitleRequired: '请填写任务名称',
  taskTypeInvalid: '任务类型不正确',
  assigneesRequired: '请选择任务成员',
  assigneesNotOfTenant: '只能指派给本单位的用户',
  deadlineBeforeStart: '截止时间不能早于开始时间',
  deadlinePast: '截止时间不能早于当前时间',
  notInvited: '您不是该任务的成员',
  inviteAnswered: '该邀请已处理',
  cannotFinish: '只有任务创建者或已接受的成员可以完成任务',
  alreadyDone: '任务已完成',
  onlyCreatorDeletes: '只有任务创建者可以删除任务',
  endBeforeStart: '结束时间不能早于开始时间',
  // messages to the staff (邀请, 问政)
  taskInviteTitle: (task: string) => `协同任务邀请：${task}`,
  taskInviteBody: (name: string, task: string, deadline: string) => `${name}邀请您参与协同任务「${task}」，截止时间 ${deadline}`,
  taskAnsweredBody: (name: string, verb: string, task: string) => `${name}${verb}了您的协同任务邀请：${task}`,
  newQuestionTitle: (title: string) => `新问政：${title}`,
  unitQuestionTitle: (title: string) => `待回答的问政：${title}`,
  /** What the 预警 message names: a refused question. */
  refusedQuestion: (title: string) => `问政《${title}》`,
} as const;

/** One step on a question (the question machine's command; services/politics runs it). */
export type QuestionCommand =
  | { kind: 'assign'; id: number; unitId: number }
  | { kind: 'answer'; id: number; answer: string }
  | { kind: 'publish' | 'unpublish' | 'delete'; id: number };

/** One step on a task by the caller. */
export type TaskCommand = { kind: 'accept' | 'refuse' | 'finish' | 'delete'; id: number };

/** The task form of the create dialog. */
export interface TaskForm {
  title: string;
  content: string;
  cioType: number;
  /** datetime-local values ('YYYY-MM-DDTHH:mm'). */
  start: string;
  deadline: string;
  userIds: number[];
}

/** Texts of the area's machines (notices after a step, form problems). */
export const QA_MACHINE_TEXTS = {
  done: {
    assign: '分配成功',
    answer: '已回答',
    publish: '已公开',
    unpublish: '已撤回',
    delete: COMMON_MESSAGES.deleted,
    accept: '已接受邀请',
    refuse: '已拒绝邀请',
    finish: '任务已完成',
    save: COMMON_MESSAGES.saved,
    bind: '绑定成功',
    create: '任务已创建，已邀请成员',
  },
  chooseUnit: '请选择回答单位',
  answerRequired: QA_TEXTS.answerRequired,
  answerTooLong: `回答不能超过${QA_LIMITS.answer}个字`,
  unitNameRequired: QA_TEXTS.unitNameRequired,
  taskTitleRequired: QA_TEXTS.taskTitleRequired,
  assigneesRequired: QA_TEXTS.assigneesRequired,
  timesRequired: '请填写开始时间和截止时间',
  deadlineBeforeStart: QA_TEXTS.deadlineBeforeStart,
} as const;

/** Which 问政 screen a question list serves: the queue or the answering screen. */
export type QuestionMode = 'manage' | 'answer';

/** What the synergy-task list remembers between visits. */
export interface RememberedTasks {
  filter: TaskFilter;
  pageIndex: number;
}

/** One step on the answering units. */
export type UnitCommand =
  | { kind: 'save'; id?: number; name: string }
  | { kind: 'bind'; unitId: number; userIds: number[] }
  | { kind: 'delete'; id: number };
