// Audience contributions (投稿) and tip-offs (报料) with their dispatch, and the 投稿 / 报料 / 线索
// message types (docs/interaction.md). Types and constants shared by the API server
// (server/routes/web-publish/contribute.ts, audience.ts, server/routes/root/reportsubject.ts) and
// the console (features/interaction).
//
// Server calls (all under /api, JSON bodies, paged answers `{ list, total, pageIndex, pageSize }`):
//   public        POST web-publish/audience/{domain}/contribute (title, content, name, phone?, ticket?, fileIds?; no token → { id })
//                 POST web-publish/audience/{domain}/upload/ticket (no token → AudienceTicket)
//                 POST web-publish/audience/{domain}/upload/chunk (multipart: ticket, md5, chunkMd5,
//                      curChunk, chunkCount, file → { curChunk, size })
//                 POST web-publish/audience/{domain}/upload/merge ({ ticket, md5, fileName, chunkCount }
//                      → AudienceFile: the file, checked by content, in the 网友投稿 folder)
//                 POST web-publish/audience/{domain}/report (TipSubmit, no token → { id })
//                 both rate-limited per address (429), forbidden words refused (400)
//   contributions GET  web-publish/publish/contribute/page (status?, keyWord?, pageIndex, pageSize → Paged<ContributionItem>)
//                 POST web-publish/publish/contribute/pass ({ id } → { contentId }: a draft in content production)
//                 POST web-publish/publish/contribute/back ({ id, reason })
//                 POST web-publish/publish/contribute/delete ({ ids })
//   classes       GET    reportsubject/classify (→ ReportClass[] flat, by parent and sort)
//                 POST   reportsubject/classify/{name}&{id} ({id}: parent class, 0 top level → { id })
//                 PATCH  reportsubject/classify/{id}&{name} (rename)
//                 DELETE reportsubject/classify/{id} (refused while it has children or tip-offs)
//   tip-offs      GET    reportsubject (status?, classId?, keyWord?, pageIndex, pageSize → Paged<ReportItem>)
//                 POST   reportsubject (ReportCreate: staff record a tip → { id })
//                 GET    reportsubject/{id} (→ ReportDetail with its history)
//                 DELETE reportsubject/{id}
//                 POST   reportsubject/change (ReportChange: dispatch, follow, finish)
import { COMMON_MESSAGES } from './common-messages.js';

export type { Paged } from './interaction.js';

export const CONTRIBUTION_STATUS = { waiting: 0, passed: 1, returned: 2 } as const;
export const CONTRIBUTION_STATUS_NAMES: Record<number, string> = { 0: '待审核', 1: '已采用', 2: '已退回' };

/** Tip-off statuses: 0 new, 1 dispatched, 2 being followed, 3 done. */
export const REPORT_STATUS = { waiting: 0, dispatched: 1, following: 2, done: 3 } as const;
export const REPORT_STATUS_NAMES: Record<number, string> = { 0: '待分派', 1: '已分派', 2: '跟进中', 3: '已办结' };

/** Message types (spec §9): 8 投稿, 9 报料, any other 线索 (stored as 10). */
export const CONTRIBUTION_MESSAGE_TYPE = 8;
export const REPORT_MESSAGE_TYPE = 9;
export const CLUE_MESSAGE_TYPE = 10;

export const CONTRIBUTION_LIMITS = {
  title: 60,
  content: 5000,
  name: 20,
  phone: 20,
  reason: 200,
  note: 500,
  className: 20,
  /** Attachments (library file ids) one contribution may carry. */
  files: 9,
  /** Submissions (contributions and tip-offs together) one address may make in rateWindowMs. */
  perAddress: 3,
  /**
   * Distinct addresses a tenant takes submissions from in rateWindowMs (addresses, not
   * submissions, so a handful of addresses cannot close the form for everyone; an address that
   * submitted in the window is not refused by it).
   */
  perTenant: 60,
  rateWindowMs: 60_000,
} as const;

/**
 * Attachments a reader uploads from the public page: a short-lived ticket per tenant
 * and address carries at most CONTRIBUTION_LIMITS.files files, each sent in chunks of exactly
 * chunkBytes (the last one shorter) through the chunked protocol; the type is read from the
 * bytes (JPEG, PNG, GIF, WebP images; MP4/MOV, WebM/Matroska videos).
 */
export const AUDIENCE_UPLOAD_LIMITS = {
  chunkBytes: 5 * 1024 * 1024,
  imageBytes: 20 * 1024 * 1024,
  videoBytes: 500 * 1024 * 1024,
  /** How long a ticket lives (upload and submit within it). */
  ticketMs: 2 * 3_600_000,
  /** Tickets one address may take in ticketWindowMs, and a tenant from everyone. */
  ticketsPerAddress: 10,
  ticketsPerTenant: 300,
  ticketWindowMs: 3_600_000,
  /** The library folder the files go to (in the tenant's 公共资源库). */
  folder: '网友投稿',
} as const;

export interface AudienceTicket {
  ticket: string;
  expiresAt: number;
  maxFiles: number;
  chunkBytes: number;
  imageBytes: number;
  videoBytes: number;
}

/** A file a reader uploaded (fileType 1 video, 3 image). */
export interface AudienceFile {
  fileId: number;
  fileName: string;
  fileType: number;
  size: number;
}

export const CONTRIBUTION_MENUS = {
  contributions: { id: 610, path: '/interaction/contributions', name: '投稿审核', component: 'interaction/contributions' },
  reports: { id: 611, path: '/interaction/reportSubjects', name: '报料管理', component: 'interaction/report-subjects' },
  classes: { id: 612, path: '/interaction/reportClassify', name: '报料分类', component: 'interaction/report-classify' },
} as const;

export interface ContributionFile {
  fileId: number;
  fileName: string;
  /** 1 video, 2 audio, 3 image, 4 document. */
  fileType: number;
  url: string;
  cover: string;
}

export interface ContributionItem {
  id: number;
  title: string;
  content: string;
  name: string;
  phone: string;
  files: ContributionFile[];
  status: number;
  reason: string;
  /** The draft made of it (0 until passed). */
  contentId: number;
  createTime: number;
}

/** One decision on a contribution (the queue machine's command; services/interaction runs it). */
export interface ContributionCommand {
  kind: 'pass' | 'back' | 'delete';
  id: number;
  reason?: string;
}

/** A class being added (id 0, under parentId) or renamed (the class machine's save). */
export interface ClassEdit {
  id: number;
  parentId: number;
  name: string;
}

export interface ContributionPageQuery {
  status?: number;
  keyWord?: string;
  pageIndex: number;
  pageSize: number;
}

export interface ReportClass {
  id: number;
  parentId: number;
  name: string;
  /** Tip-offs filed under it. */
  count: number;
}

export interface TipSubmit {
  title: string;
  content: string;
  name: string;
  phone?: string;
  classId?: number;
}

export interface ReportCreate extends TipSubmit {
  /** Where the tip came from (热线, 来信, ...). */
  source?: string;
}

export interface ReportItem {
  id: number;
  title: string;
  content: string;
  name: string;
  phone: string;
  source: string;
  classId: number;
  className: string;
  status: number;
  deptId: number;
  deptName: string;
  userId: number;
  userName: string;
  createTime: number;
  updateTime: number;
}

export interface ReportLog {
  id: number;
  action: ReportAction | 'create';
  status: number;
  note: string;
  userName: string;
  /** dispatch: to whom. */
  target: string;
  createTime: number;
}

export interface ReportDetail extends ReportItem {
  logs: ReportLog[];
}

export type ReportAction = 'dispatch' | 'follow' | 'finish';

export interface ReportChange {
  id: number;
  action: ReportAction;
  /** dispatch: a department and/or a user of the tenant (at least one). */
  deptId?: number;
  userId?: number;
  /** follow and finish: what was done (required for finish). */
  note?: string;
}

export interface ReportPageQuery {
  status?: number;
  classId?: number;
  keyWord?: string;
  pageIndex: number;
  pageSize: number;
}

/** Where each action may start. */
export const REPORT_ACTION_FROM: Record<ReportAction, readonly number[]> = {
  dispatch: [REPORT_STATUS.waiting, REPORT_STATUS.dispatched, REPORT_STATUS.following],
  follow: [REPORT_STATUS.dispatched, REPORT_STATUS.following],
  finish: [REPORT_STATUS.dispatched, REPORT_STATUS.following],
};
export const REPORT_ACTION_TO: Record<ReportAction, number> = { dispatch: 1, follow: 2, finish: 3 };
export const REPORT_ACTION_NAMES: Record<ReportAction | 'create', string> = { create: '登记', dispatch: '分派', follow: '跟进', finish: '办结' };

export interface Option {
  id: number;
  name: string;
}

/** What the dispatch dialog offers: the tenant's departments and active users. */
export interface DispatchOptions {
  departments: Option[];
  users: Option[];
  classes: ReportClass[];
}

/** Every Chinese text of the area's server answers. */
export const CONTRIBUTION_TEXTS = {
  tenantNotFound: '单位不存在',
  titleRequired: '请填写标题',
  contentRequired: '请填写内容',
  nameRequired: '请填写联系人',
  phoneInvalid: '联系电话格式不正确',
  forbiddenWord: '内容含有违禁词，请修改后再提交',
  tooManyFromAddress: '提交过于频繁，请稍后再试',
  tooManyOnTenant: '提交人数过多，请稍后再试',
  submitted: '提交成功，感谢您的参与',
  contributionNotFound: '投稿不存在',
  notWaiting: '该投稿已处理',
  reasonRequired: '请填写退回原因',
  filesInvalid: '附件不存在',
  tooManyFiles: `附件不能超过${CONTRIBUTION_LIMITS.files}个`,
  ticketInvalid: '上传凭证无效或已过期，请重新选择附件',
  tooManyTickets: '上传过于频繁，请稍后再试',
  fileTypeInvalid: '只能上传图片（JPG、PNG、GIF、WebP）或视频（MP4、MOV、WebM）',
  imageTooLarge: `图片不能超过${AUDIENCE_UPLOAD_LIMITS.imageBytes / 1024 / 1024}MB`,
  videoTooLarge: `视频不能超过${AUDIENCE_UPLOAD_LIMITS.videoBytes / 1024 / 1024}MB`,
  chunkInvalid: '分片不完整或顺序不正确，请重新上传',
  chunkMismatch: '分片校验失败，请重新上传',
  fileMismatch: '文件校验失败，请重新上传',
  passed: '已采用，已生成草稿',
  returned: '已退回',
  deleted: COMMON_MESSAGES.removed,
  classNotFound: '分类不存在',
  classNameRequired: '请填写分类名称',
  classExists: '同级已有同名分类',
  classHasChildren: '该分类下还有子分类，不能删除',
  classInUse: '该分类下还有报料，不能删除',
  reportNotFound: '报料不存在',
  targetRequired: '请选择分派的部门或人员',
  deptNotFound: '部门不存在',
  userNotFound: '人员不存在',
  userCannotHandle: '该人员没有报料管理权限',
  noteRequired: '请填写办理情况',
  badTransition: (from: string, action: string) => `${from}的报料不能${action}`,
  /** The `from` of badTransition when someone else moved the tip-off meanwhile. */
  changedMeanwhile: '已变更',
  specInvalid: '路径格式不正确',
  classIdInvalid: '分类编号不正确',
  classCreated: '已新建',
  classNameTooLong: `分类名称不能超过${CONTRIBUTION_LIMITS.className}个字`,
  saved: '已保存',
  reportCreated: '已登记',
  handled: '已办理',
  // sources and names the server fills in
  tipSource: '网友报料',
  contributionSource: '网友投稿',
  manualSource: '人工登记',
  reader: '网友',
  /** The description of a submission's attachment in the library. */
  attachmentDesc: '网友投稿附件',
  // messages to the staff (投稿, 报料, 线索, 预警)
  newContributionTitle: (title: string) => `新投稿《${title}》待审核`,
  newTipTitle: (title: string) => `新报料《${title}》待分派`,
  clueTitle: (title: string) => `报料线索《${title}》分派给您`,
  /** What the 预警 message names: a refused submission. */
  refusedSubmission: (title: string) => `投稿或报料《${title}》`,
} as const;
