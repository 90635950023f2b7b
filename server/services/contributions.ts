// Audience contributions (投稿) and tip-offs (报料): public submission (rate-limited, forbidden
// words refused), review of contributions (pass makes a draft in content production), dispatch of
// tip-offs to a department or user and their follow-up to done, and the message-centre notices
// (投稿 / 报料 to the holders of the screen, 线索 to whom a tip-off is dispatched). Acting on an
// item marks the caller's messages about it read.
import { dataScopeOf, whoMaySee } from './data-scope.js';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, found, notFound, tooMany } from '../lib/errors.js';
import type { AuthContext } from '../types.js';
import type { ContributionRow } from '../repositories/contributions.js';
import type { ReportLogRow, ReportRow } from '../repositories/report-subjects.js';
import { cleanText } from './comments.js';
import { wordMatcher } from './forbidden-words.js';
import { warnRefused } from './warnings.js';
import { deleteContent, fileRefs, saveContent } from './content-items.js';
import { notify, pushCounts } from './notify.js';
import { ticketFiles } from './audience-uploads.js';
import type { ContentType } from '../../shared/content.js';
import {
  CLUE_MESSAGE_TYPE,
  CONTRIBUTION_LIMITS as L,
  CONTRIBUTION_MENUS as M,
  CONTRIBUTION_MESSAGE_TYPE,
  CONTRIBUTION_STATUS,
  CONTRIBUTION_TEXTS as T,
  REPORT_ACTION_FROM,
  REPORT_ACTION_NAMES,
  REPORT_ACTION_TO,
  REPORT_MESSAGE_TYPE,
  REPORT_STATUS_NAMES,
  type ContributionFile,
  type ContributionItem,
  type ReportAction,
  type ReportDetail,
  type ReportItem,
  type ReportLog,
} from '../../shared/contributions.js';
import { INTERACTION_TEXTS } from '../../shared/interaction.js';

const PHONE = /^[0-9+\-() ]{5,20}$/;

/** A submitter's fields, cleaned and checked (400 with the field's message). */
export function submitterFields(input: { title: string; content: string; name: string; phone?: string }) {
  const title = cleanText(input.title);
  const content = input.content.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  const name = cleanText(input.name);
  const phone = cleanText(input.phone ?? '');
  if (!title) throw badRequest(T.titleRequired);
  if (!content) throw badRequest(T.contentRequired);
  if (!name) throw badRequest(T.nameRequired);
  if (phone && !PHONE.test(phone)) throw badRequest(T.phoneInvalid);
  return { title, content, name, phone };
}

/** The tenant of a public submission (by its domain name), or 404. */
export async function publicTenant(app: FastifyInstance, domain: string) {
  const t = await app.repos.tenants.findByDomain(domain);
  if (!t || t.status !== 1) throw notFound(T.tenantNotFound);
  return t.id;
}

/** Forbidden words and the flood limits of a public submission. */
async function admit(app: FastifyInstance, tenantId: number, address: string, texts: string[]) {
  const matcher = await wordMatcher(app, tenantId);
  if (texts.some((s) => matcher.find(s).length)) {
    await warnRefused(app, tenantId, T.refusedSubmission(texts[0] ?? ''));
    throw badRequest(T.forbiddenWord);
  }
  const recent = await app.repos.reportSubjects.recentSubmissions(tenantId, address, Date.now() - L.rateWindowMs);
  if (recent.byAddress >= L.perAddress) throw tooMany(T.tooManyFromAddress);
  if (!recent.known && recent.byTenant >= L.perTenant) throw tooMany(T.tooManyOnTenant);
}

async function noticeHolders(app: FastifyInstance, tenantId: number, path: string, msgType: number, title: string, viewContent: string, link: string, refKey: string) {
  try {
    // a new submission belongs to no one and no department yet: only holders who see everything may open it
    const to = await whoMaySee(app, tenantId, await app.repos.contentItems.holdersOf(tenantId, path), null, null);
    if (to.length) await notify(app, tenantId, to, { msgType, title, viewContent, link, senderId: 0, refKey });
  } catch (err) {
    app.log.warn({ err }, 'audience notice failed');
  }
}

const contributionLink = (id: number) => `${M.contributions.path}?id=${id}`;
const reportLink = (id: number) => `${M.reports.path}?id=${id}`;

/**
 * POST web-publish/audience/{domain}/contribute: an audience member's contribution, with the
 * images and videos uploaded under its ticket (services/audience-uploads.ts; a ticket serves once).
 */
export async function submitContribution(
  app: FastifyInstance,
  domain: string,
  input: { title: string; content: string; name: string; phone?: string; ticket?: string; fileIds?: number[] },
  address: string,
) {
  const tenantId = await publicTenant(app, domain);
  const f = submitterFields(input);
  const files = await ticketFiles(app, tenantId, input.ticket, input.fileIds);
  await admit(app, tenantId, address, [f.title, f.content, f.name]);
  const id = await app.repos.contributions.create(tenantId, { ...f, fileIds: files.fileIds, address });
  if (files.ticketId && !(await app.repos.audienceUploads.use(tenantId, files.ticketId, id))) {
    // the same ticket was used by another submit meanwhile
    await app.repos.contributions.remove(tenantId, [id]);
    throw badRequest(T.ticketInvalid);
  }
  // awaited: the holders have their message by the time the submitter hears back (never throws)
  await noticeHolders(app, tenantId, M.contributions.path, CONTRIBUTION_MESSAGE_TYPE, T.newContributionTitle(f.title), INTERACTION_TEXTS.byWriter(f.name, f.content.slice(0, 200)), contributionLink(id), `contribution:${id}`);
  return { id };
}

/** POST web-publish/audience/{domain}/report: an audience member's tip-off. */
export async function submitTip(app: FastifyInstance, domain: string, input: { title: string; content: string; name: string; phone?: string; classId?: number }, address: string) {
  const tenantId = await publicTenant(app, domain);
  const f = submitterFields(input);
  const classId = input.classId ? await ownClass(app, tenantId, input.classId) : 0;
  await admit(app, tenantId, address, [f.title, f.content, f.name]);
  const id = await app.repos.reportSubjects.create(tenantId, { ...f, source: T.tipSource, classId, address, userId: 0 });
  // awaited: the holders have their message by the time the submitter hears back (never throws)
  await noticeHolders(app, tenantId, M.reports.path, REPORT_MESSAGE_TYPE, T.newTipTitle(f.title), INTERACTION_TEXTS.byWriter(f.name, f.content.slice(0, 200)), reportLink(id), `report:${id}`);
  return { id };
}

/** Marks the caller's messages about these items read and pushes the new counts. */
export async function readMessagesAbout(app: FastifyInstance, auth: AuthContext, refKeys: string[]) {
  const n = await app.repos.messages.markReadByRef(auth.tenantId, auth.userId, refKeys);
  if (n) await pushCounts(app, auth.tenantId, auth.userId);
}

// ---- contributions ----

const fileIdsOf = (r: ContributionRow) => r.file_ids.split(',').filter(Boolean).map(Number);

export async function contributionItems(app: FastifyInstance, tenantId: number, rows: ContributionRow[]): Promise<ContributionItem[]> {
  const refs = await fileRefs(app, tenantId, rows.flatMap(fileIdsOf));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    name: r.name,
    phone: r.phone,
    files: fileIdsOf(r)
      .map((id) => refs.get(id))
      .filter((f): f is NonNullable<typeof f> => !!f)
      .map((f): ContributionFile => ({ fileId: f.fileId, fileName: f.fileName, fileType: f.fileType, url: f.url, cover: f.cover })),
    status: r.status,
    reason: r.reason,
    contentId: r.content_id,
    createTime: Number(r.created_at),
  }));
}

/** A contribution within the caller's data scope (else 404) that still waits. */
async function waitingContribution(app: FastifyInstance, auth: AuthContext, id: number) {
  const row = await found(app.repos.contributions.get(auth.tenantId, id, await dataScopeOf(app, auth)), T.contributionNotFound);
  if (row.status !== CONTRIBUTION_STATUS.waiting) throw conflict(T.notWaiting);
  return row;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * pass: a draft in content production made of the contribution (video → 视频, images → 图集,
 * else 文稿). The media the draft's type does not carry as its files (the images of a video
 * contribution) go into its body after the text; the cover is the first image, else the first
 * video with a cover frame.
 */
export async function passContribution(app: FastifyInstance, auth: AuthContext, id: number) {
  const row = await waitingContribution(app, auth, id);
  const [item] = await contributionItems(app, auth.tenantId, [row]);
  const files = item!.files;
  const videos = files.filter((f) => f.fileType === 1).map((f) => f.fileId);
  const images = files.filter((f) => f.fileType === 3).map((f) => f.fileId);
  const type: ContentType = videos.length ? 2 : images.length ? 4 : 1;
  const carried = new Set(type === 2 ? videos : type === 4 ? images : []);
  const text = row.content
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  const media = files
    .filter((f) => !carried.has(f.fileId) && (f.fileType === 1 || f.fileType === 3))
    .map((f) => (f.fileType === 3 ? `<p><img data-file-id="${f.fileId}" alt="${escapeHtml(f.fileName)}"></p>` : `<p><video data-file-id="${f.fileId}" controls></video></p>`))
    .join('');
  const draft = await saveContent(app, auth, {
    type,
    title: row.title,
    summary: row.content.replace(/\s+/g, ' ').trim().slice(0, 120),
    body: text + media,
    fileIds: [...carried],
    coverFileId: images[0] ?? files.find((f) => f.fileType === 1 && f.cover)?.fileId ?? 0,
    author: row.name,
    source: T.contributionSource,
  });
  if (!(await app.repos.contributions.decide(auth.tenantId, id, { status: CONTRIBUTION_STATUS.passed, contentId: draft.id, reviewerId: auth.userId }))) {
    // Someone else decided meanwhile: the draft goes again.
    await deleteContent(app, auth, draft.id).catch(() => undefined);
    throw conflict(T.notWaiting);
  }
  await readMessagesAbout(app, auth, [`contribution:${id}`]);
  return { contentId: draft.id, type };
}

export async function returnContribution(app: FastifyInstance, auth: AuthContext, id: number, reasonIn: string) {
  const reason = cleanText(reasonIn);
  if (!reason) throw badRequest(T.reasonRequired);
  await waitingContribution(app, auth, id);
  if (!(await app.repos.contributions.decide(auth.tenantId, id, { status: CONTRIBUTION_STATUS.returned, reason, reviewerId: auth.userId }))) throw conflict(T.notWaiting);
  await readMessagesAbout(app, auth, [`contribution:${id}`]);
}

export async function deleteContributions(app: FastifyInstance, auth: AuthContext, ids: number[]) {
  const own = await app.repos.contributions.own(auth.tenantId, ids, await dataScopeOf(app, auth));
  if (own.length !== ids.length) throw notFound(T.contributionNotFound);
  await app.repos.contributions.remove(auth.tenantId, ids);
  await readMessagesAbout(app, auth, ids.map((id) => `contribution:${id}`));
}

// ---- report classes ----

export async function ownClass(app: FastifyInstance, tenantId: number, id: number) {
  if (!(await app.repos.reportSubjects.getClass(tenantId, id))) throw badRequest(T.classNotFound);
  return id;
}

export function className(raw: string) {
  const name = cleanText(raw);
  if (!name) throw badRequest(T.classNameRequired);
  if ([...name].length > L.className) throw badRequest(T.classNameTooLong);
  return name;
}

// ---- tip-offs ----

export function reportItem(r: ReportRow): ReportItem {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    name: r.name,
    phone: r.phone,
    source: r.source,
    classId: r.class_id,
    className: r.class_name ?? '',
    status: r.status,
    deptId: r.dept_id,
    deptName: r.dept_name ?? '',
    userId: r.user_id,
    userName: r.user_name ?? '',
    createTime: Number(r.created_at),
    updateTime: Number(r.updated_at),
  };
}

const reportLog = (l: ReportLogRow): ReportLog => ({
  id: l.id,
  action: l.action as ReportLog['action'],
  status: l.status,
  note: l.note,
  target: l.target,
  userName: l.user_name ?? (l.user_id ? '' : T.reader),
  createTime: Number(l.created_at),
});

export async function reportDetail(app: FastifyInstance, auth: AuthContext, id: number): Promise<ReportDetail> {
  const row = await found(app.repos.reportSubjects.get(auth.tenantId, id, await dataScopeOf(app, auth)), T.reportNotFound);
  const logs = await app.repos.reportSubjects.logs(auth.tenantId, id);
  // Opening the tip-off is acting on it: its 报料 / 线索 messages are read.
  await readMessagesAbout(app, auth, [`report:${id}`]);
  return { ...reportItem(row), logs: logs.map(reportLog) };
}

export async function createReport(app: FastifyInstance, auth: AuthContext, input: { title: string; content: string; name: string; phone?: string; classId?: number; source?: string }) {
  const f = submitterFields(input);
  const classId = input.classId ? await ownClass(app, auth.tenantId, input.classId) : 0;
  const source = cleanText(input.source ?? '') || T.manualSource;
  return app.repos.reportSubjects.create(auth.tenantId, { ...f, source, classId, address: '', userId: auth.userId });
}

/** POST reportsubject/change: dispatch (to a department and/or a user of the tenant), follow, finish. */
export async function changeReport(app: FastifyInstance, auth: AuthContext, input: { id: number; action: ReportAction; deptId?: number; userId?: number; note?: string }) {
  const { tenantId } = auth;
  const repo = app.repos.reportSubjects;
  const row = await found(repo.get(tenantId, input.id, await dataScopeOf(app, auth)), T.reportNotFound);
  const from = REPORT_ACTION_FROM[input.action];
  if (!from.includes(row.status)) throw conflict(T.badTransition(REPORT_STATUS_NAMES[row.status] ?? '', REPORT_ACTION_NAMES[input.action]));
  const note = cleanText(input.note ?? '');
  const status = REPORT_ACTION_TO[input.action];
  let target = '';
  let to: number[] = [];
  if (input.action === 'dispatch') {
    if (!input.deptId && !input.userId) throw badRequest(T.targetRequired);
    const dept = input.deptId ? await app.repos.departments.get(tenantId, input.deptId) : undefined;
    if (input.deptId && !dept) throw badRequest(T.deptNotFound);
    const user = input.userId ? await app.repos.users.get(tenantId, input.userId) : undefined;
    if (input.userId && (!user || user.status !== 1)) throw badRequest(T.userNotFound);
    const handlers = new Set(await app.repos.contentItems.holdersOf(tenantId, M.reports.path, 2000));
    if (user && !handlers.has(user.id)) throw badRequest(T.userCannotHandle);
    target = [dept?.name, user?.name].filter(Boolean).join(' / ');
    // The clue goes to the user, else to the department's members who may handle tip-offs and
    // whose data scope covers the department (the others' desks leave it out).
    const members = (await app.repos.users.list(tenantId, { organizationIds: [dept!.id], status: 1, pageIndex: 1, pageSize: 500 })).rows.map((u) => u.id).filter((u) => handlers.has(u));
    to = user ? [user.id] : await whoMaySee(app, tenantId, members, null, dept!.id);
  } else if (input.action === 'finish' && !note) {
    throw badRequest(T.noteRequired);
  }
  const moved = await app.transaction(async (tx) => {
    const ok = await tx.reportSubjects.change(tenantId, row.id, from, {
      status,
      ...(input.action === 'dispatch' ? { deptId: input.deptId ?? 0, userId: input.userId ?? 0 } : {}),
    });
    if (ok) await tx.reportSubjects.log(tenantId, row.id, { action: input.action, status, note, target, userId: auth.userId });
    return ok;
  });
  if (!moved) throw conflict(T.badTransition(T.changedMeanwhile, REPORT_ACTION_NAMES[input.action]));
  await readMessagesAbout(app, auth, [`report:${row.id}`]);
  if (to.length) {
    try {
      await notify(app, tenantId, to.filter((u) => u !== auth.userId), {
        msgType: CLUE_MESSAGE_TYPE,
        title: T.clueTitle(row.title),
        viewContent: note || row.content.slice(0, 200),
        link: reportLink(row.id),
        senderId: auth.userId,
        refKey: `report:${row.id}`,
      });
    } catch (err) {
      app.log.warn({ err }, 'clue notice failed');
    }
  }
  return { id: row.id, status };
}

export async function deleteReport(app: FastifyInstance, auth: AuthContext, id: number) {
  await found(app.repos.reportSubjects.get(auth.tenantId, id, await dataScopeOf(app, auth)), T.reportNotFound);
  if (!(await app.repos.reportSubjects.remove(auth.tenantId, id))) throw notFound(T.reportNotFound);
  await readMessagesAbout(app, auth, [`report:${id}`]);
}

