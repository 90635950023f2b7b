// Content items: validation, sanitising, the status machine, answers and author notices.
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, found } from '../lib/errors.js';
import type { ContentListRow, ContentRow } from '../repositories/content-items.js';
import type { Repos } from '../plugins/repositories.js';
import type { AuthContext } from '../types.js';
import {
  CAN_DELETE,
  CAN_REVIEW,
  CAN_SUBMIT,
  CONTENT_LIMITS,
  CONTENT_STATUS,
  CONTENT_TYPES,
  FILE_TYPE_OF_CONTENT,
  contentStatusName,
  contentTypeInfo,
  contentTypeName,
  isContentType,
  normalizeTags,
  type ContentDetail,
  type ContentFileRef,
  type ContentListItem,
  type ContentSaveInput,
  type ContentSaveResult,
  type ContentSnapshot,
  type ContentStatus,
  type UpdateStatus,
  UPDATE_STATUS,
  type ContentType,
  isBodyEmpty,
} from '../../shared/content.js';
import { bodyFileIds, sanitizeBody, signedBody, storableBody } from './content-body.js';
import {
  NOTES,
  addFirstRevision,
  addNote,
  assertReviewedRevision,
  missedWrite,
  rowValues,
  storedRevision,
  workingCopy,
  writeRevision,
} from './content-revisions.js';
import { CONTENT_TEXTS as T } from './content-messages.js';

export { sanitizeBody };
import { searchText } from './content-search.js';
import { mediaKey, signedMediaUrl } from './media-urls.js';
import { notify } from './notify.js';
import { heldPaths, NO_RIGHT } from './rights.js';
import { dataScopeOf, whoMaySee } from './data-scope.js';
import { assertAtLevel, reviewersAt, reviewFlows, reviewLevelsOf } from './review-chain.js';
import { beijingDayStart } from '../../shared/time.js';
import { REVIEW_CHAIN_TEXTS as RC, defaultLevels, levelName, waitingLevel, type ReviewFlow, type ReviewLevel } from '../../shared/review-chain.js';

/** The content repositories on one transaction (all or nothing): app.transaction (docs/server.md). */
export function contentTx<T>(app: FastifyInstance, fn: (r: Repos) => Promise<T>): Promise<T> {
  return app.transaction(fn);
}

const CONTROL = /[\u0000-\u001f\u007f]/;
const CREATION = 0;

/** True for an absolute http(s) URL. */
export function isHttpUrl(s: string): boolean {
  if (s.length > CONTENT_LIMITS.linkUrlMax || CONTROL.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

function text(field: string, value: string | undefined, max: number): string {
  const v = (value ?? '').trim();
  if (CONTROL.test(v)) throw badRequest(T.controlChars(field));
  if ([...v].length > max) throw badRequest(T.tooLong(field, max));
  return v;
}

/** 'yyyy-MM-dd,yyyy-MM-dd' (inclusive days, Beijing time) or 'ms,ms' → [from, to). */
export function parseRange(raw: string | undefined): { from?: number; to?: number } {
  if (!raw?.trim()) return {};
  const parts = raw.split(',').map((s) => s.trim());
  if (parts.length !== 2) throw badRequest(T.dateRangeInvalid);
  const one = (s: string, end: boolean): number | undefined => {
    if (!s) return undefined;
    if (/^\d{10,13}$/.test(s)) return Number(s) + (end ? 1 : 0);
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) throw badRequest(T.dateRangeInvalid);
    const t = beijingDayStart(`${m[1]}${m[2]}${m[3]}`, end ? 1 : 0);
    if (Number.isNaN(t)) throw badRequest(T.dateRangeInvalid);
    return t;
  };
  return { from: one(parts[0]!, false), to: one(parts[1]!, true) };
}

/** A body as stored: sanitised, with the tenant's library media as references (content-body.ts). */
async function storedBody(app: FastifyInstance, tenantId: number, html: string): Promise<string> {
  const clean = sanitizeBody(html);
  const ids = bodyFileIds(clean).slice(0, 500);
  const known = ids.length ? new Set((await app.repos.contentItems.tenantFiles(tenantId, ids)).map((f) => f.id)) : new Set<number>();
  return storableBody(clean, known);
}

/** Signed references of the tenant's library files (others are left out). */
export async function fileRefs(app: FastifyInstance, tenantId: number, fileIds: number[]): Promise<Map<number, ContentFileRef>> {
  const rows = await app.repos.contentItems.tenantFiles(tenantId, [...new Set(fileIds.filter((n) => n > 0))]);
  if (!rows.length) return new Map();
  const key = await mediaKey(app);
  const now = Date.now();
  return new Map(
    rows.map((f) => [
      f.id,
      {
        fileId: f.id,
        fileName: f.name,
        fileType: f.file_type,
        duration: Number(f.duration),
        url: signedMediaUrl(key, f.content_id, 'file', now),
        cover: f.cover_path ? signedMediaUrl(key, f.content_id, 'cover', now) : f.file_type === 3 ? signedMediaUrl(key, f.content_id, 'file', now) : '',
      },
    ]),
  );
}

export function toListItem(row: ContentListRow, covers: Map<number, ContentFileRef>, levels: readonly ReviewLevel[] = defaultLevels()): ContentListItem {
  const reviewLevel = waitingLevel(Number(row.review_level ?? 1), levels);
  return {
    id: row.id,
    type: row.type as ContentType,
    typeName: contentTypeName(row.type),
    title: row.title,
    summary: row.summary,
    status: row.status as ContentStatus,
    statusName: contentStatusName(row.status),
    coverFileId: row.cover_file_id,
    coverUrl: covers.get(row.cover_file_id)?.cover ?? '',
    author: row.author,
    source: row.source,
    linkUrl: row.link_url,
    creatorId: row.creator_id,
    creatorName: row.creator_name ?? '',
    createTime: Number(row.created_at),
    updateTime: Number(row.updated_at),
    submitTime: row.submitted_at == null ? null : Number(row.submitted_at),
    reviewTime: row.reviewed_at == null ? null : Number(row.reviewed_at),
    releaseCount: Number(row.release_count ?? 0),
    views: Number(row.views),
    revision: Number(row.revision),
    update: row.update_status === null ? null : { status: row.update_status as UpdateStatus, revision: Number(row.revision), opinion: row.update_opinion },
    reviewLevel,
    reviewLevelName: levelName(levels, reviewLevel),
  };
}

/** The levels of `type` among the tenant's chains. */
const levelsIn = (flows: ReviewFlow[], type: number) => flows.find((f) => f.type === type)?.levels ?? defaultLevels();

export async function toListItems(app: FastifyInstance, tenantId: number, rows: ContentListRow[]): Promise<ContentListItem[]> {
  const covers = await fileRefs(app, tenantId, rows.map((r) => r.cover_file_id));
  const flows = rows.length ? await reviewFlows(app, tenantId) : [];
  return rows.map((r) => toListItem(r, covers, levelsIn(flows, r.type)));
}

/** An item of the caller's tenant within their data scope, else 404 (as for another tenant's id). */
export async function loadItem(app: FastifyInstance, auth: AuthContext, id: number): Promise<ContentListRow> {
  return found(app.repos.contentItems.get(auth.tenantId, id, await dataScopeOf(app, auth)), T.notFound);
}

export async function contentDetail(app: FastifyInstance, auth: AuthContext, id: number): Promise<ContentDetail> {
  const { tenantId } = auth;
  const live = await loadItem(app, auth, id);
  const repo = app.repos.contentItems;
  // The working copy: a published item's pending update, else the row itself.
  const work = await workingCopy(app, tenantId, live);
  const row = { ...live, ...rowValues(work) };
  const fileIds = work.fileIds;
  const refs = await fileRefs(app, tenantId, [...fileIds, row.cover_file_id, ...bodyFileIds(row.body)]);
  const reviews = await repo.reviews(tenantId, id);
  const releases = await app.repos.releases.ofItem(tenantId, id);
  const levels = await reviewLevelsOf(app, tenantId, row.type);
  return {
    ...toListItem(row, refs, levels),
    reviewLevels: levels,
    body: signedBody(row.body, refs),
    tags: work.tags,
    fileIds,
    files: fileIds.map((f) => refs.get(f)).filter((f): f is ContentFileRef => !!f),
    reviews: reviews.map((r) => ({
      id: r.id,
      reviewerId: r.reviewer_id,
      reviewerName: r.reviewer_name ?? '',
      pass: r.pass,
      opinion: r.opinion,
      createTime: Number(r.created_at),
      level: Number(r.level ?? 1),
      levelName: levelName(levels, Number(r.level ?? 1)),
      backTo: r.back_to ?? null,
    })),
    releases: releases.map((r) => ({
      releaseId: r.id,
      columnId: r.column_id,
      columnName: r.column_name,
      portal: r.portal === 'app' ? 'app' : 'web',
      createTime: Number(r.created_at),
    })),
  };
}

/** Throws 403 unless the caller holds the production page of the type. */
export async function assertProduces(app: FastifyInstance, auth: AuthContext, type: number) {
  const held = await heldPaths(app, auth);
  const info = contentTypeInfo(type);
  if (!info || !held.has(info.path)) throw forbidden(NO_RIGHT);
}

/** The types whose review right the caller holds. */
export async function reviewableTypes(app: FastifyInstance, auth: AuthContext): Promise<number[]> {
  const held = await heldPaths(app, auth);
  return CONTENT_TYPES.filter((t) => held.has(t.reviewPath)).map((t) => t.type);
}

/**
 * save: create (a draft) or edit from `input.revision` (stale → 409, missing → 400). Editing a
 * published item stores a pending update (readers keep the live version); editing an approved or
 * shelved item returns it to review.
 */
export async function saveContent(app: FastifyInstance, auth: AuthContext, input: ContentSaveInput): Promise<ContentSaveResult> {
  const { tenantId, userId } = auth;
  if (!isContentType(input.type)) throw badRequest(T.typeInvalid);
  const existing = input.id ? await loadItem(app, auth, input.id) : undefined;
  if (existing && existing.type !== input.type) throw badRequest(T.typeFixed);
  await assertProduces(app, auth, input.type);

  const title = (input.title ?? '').trim();
  if (!title) throw badRequest(T.titleRequired);
  if (CONTROL.test(title)) throw badRequest(T.controlChars('标题'));
  if ([...title].length > CONTENT_LIMITS.titleMax) throw badRequest(T.titleTooLong);
  const summary = text('摘要', input.summary, CONTENT_LIMITS.summaryMax);
  const author = text('作者', input.author, CONTENT_LIMITS.authorMax);
  const source = text('来源', input.source, CONTENT_LIMITS.sourceMax);
  const body = input.body ? await storedBody(app, tenantId, input.body) : '';
  if (body.length > CONTENT_LIMITS.bodyMax) throw badRequest(T.bodyTooLong);

  let linkUrl = '';
  if (input.type === 5) {
    linkUrl = (input.linkUrl ?? '').trim();
    if (!linkUrl) throw badRequest(T.linkRequired);
    if (!isHttpUrl(linkUrl)) throw badRequest(T.linkInvalid);
  } else if (input.linkUrl?.trim()) {
    if (!isHttpUrl(input.linkUrl.trim())) throw badRequest(T.linkInvalid);
    linkUrl = input.linkUrl.trim();
  }

  const wantType = FILE_TYPE_OF_CONTENT[input.type];
  const fileIds = wantType ? [...new Set(input.fileIds ?? [])] : [];
  if (fileIds.length > CONTENT_LIMITS.filesMax) throw badRequest(T.tooManyFiles);
  const coverId = input.coverFileId && input.coverFileId > 0 ? input.coverFileId : 0;
  const refs = await fileRefs(app, tenantId, [...fileIds, coverId]);
  if (coverId) {
    const cover = refs.get(coverId);
    // An image, or a video with a cover frame.
    if (!cover?.cover || (cover.fileType !== 3 && cover.fileType !== 1)) throw badRequest(T.coverInvalid);
  }
  for (const f of fileIds) {
    const ref = refs.get(f);
    if (!ref) throw badRequest(T.filesInvalid);
    if (ref.fileType !== wantType) throw badRequest(T.filesWrongType(contentTypeName(input.type)));
  }

  // Tags: absent keeps the working copy's (an older client); limits as in the console.
  const given = input.tags ?? (existing ? (await workingCopy(app, tenantId, existing)).tags : []);
  const { tags, error: tagError } = normalizeTags(given);
  if (tagError) throw badRequest(tagError);

  const snap: ContentSnapshot = { title, summary, body, coverFileId: coverId, linkUrl, author, source, fileIds, tags };
  if (existing) {
    const saved = await writeRevision(app, auth, existing, input.revision, snap);
    return { ...saved, status: saved.status as ContentStatus };
  }
  const now = Date.now();
  const deptId = Number((await app.repos.users.get(tenantId, userId))?.organization_id ?? 0) || null;
  const id = await contentTx(app, async (repos) => {
    const id = await repos.contentItems.insert(tenantId, userId, deptId, { type: input.type, ...rowValues(snap) }, now);
    await repos.contentItems.setFiles(tenantId, id, fileIds);
    await repos.contentTags.set(tenantId, id, tags);
    await repos.contentItems.setSearch(tenantId, id, searchText(title, summary, body));
    await addFirstRevision(repos, auth, id, snap, now);
    return id;
  });
  return { id, status: CONTENT_STATUS.draft, revision: 1 };
}

function assertReady(type: number, work: ContentSnapshot) {
  const name = contentTypeName(type);
  if (type === 1 && isBodyEmpty(work.body)) throw badRequest(T.emptyBody);
  if (FILE_TYPE_OF_CONTENT[type as ContentType] && work.fileIds.length === 0) throw badRequest(T.noFiles(name));
  if (type === 5 && !work.linkUrl) throw badRequest(T.linkRequired);
}

/** content/submit; `extra` is a further history entry written with it (smart audit's 仍要提交 and its reason). */
export async function submitContent(app: FastifyInstance, auth: AuthContext, id: number, extra: { note: string; detail: string } | null = null) {
  const { tenantId } = auth;
  const row = await loadItem(app, auth, id);
  await assertProduces(app, auth, row.type);
  const now = Date.now();
  const revision = Number(row.revision);
  // A published item's pending update is what goes to review: readers keep the live version while it waits.
  const pending = row.update_status !== null;
  const refused = pending ? T.cannotSubmitUpdate : T.cannotSubmit;
  if (!CAN_SUBMIT.includes(row.update_status ?? row.status)) throw badRequest(refused);
  assertReady(row.type, await workingCopy(app, tenantId, row));
  const stamp = { submitted_at: now, updated_at: now, review_level: 1 };
  const moved = await contentTx(app, async (repos) => {
    const ok = pending
      ? await repos.contentItems.setUpdate(tenantId, id, CAN_SUBMIT, UPDATE_STATUS.waiting, stamp)
      : (await repos.contentItems.setStatus(tenantId, [id], CAN_SUBMIT, CONTENT_STATUS.waiting, stamp)) > 0;
    if (ok) await addNote(repos, auth, id, revision, NOTES.submit, now);
    if (ok && extra) await addNote(repos, auth, id, revision, extra.note, now, extra.detail);
    return ok;
  });
  if (!moved) throw badRequest(refused);
  await noticeReviewers(app, auth, row);
  return { id, status: pending ? row.status : CONTENT_STATUS.waiting };
}

/** What a reviewer sends: pass or send back (`backTo` 0 the author, else an earlier level), the opinion, and what they saw. */
export interface ReviewInput {
  pass: number;
  opinion: string;
  /** The working copy's revision the reviewer saw (changed since → 409). */
  revision?: number;
  /** A send-back's target: 0 (default) the author, else a level below the waiting one. */
  backTo?: number;
  /** The level the reviewer saw waiting (moved on since → 409). */
  level?: number;
}

/**
 * review, level by level along the type's chain (contract "Review chain"). Only holders of a role
 * of the waiting level may act (403). A pass below the last level moves the item to the next
 * level (status unchanged); at the last level it is approved. A send-back to the author rejects
 * it as before the chain; to an earlier level it waits there. `revision` is the working copy the
 * reviewer saw (changed since → 409, nothing approved). A published item's pending update that
 * passes the last level replaces the live version in all its releases at once (one
 * transaction); a rejected one leaves readers untouched and keeps the opinion.
 */
export async function reviewContent(app: FastifyInstance, auth: AuthContext, id: number, input: ReviewInput) {
  const { tenantId, userId } = auth;
  const { pass } = input;
  const row = await loadItem(app, auth, id);
  const info = contentTypeInfo(row.type);
  if (!info || !(await heldPaths(app, auth)).has(info.reviewPath)) throw forbidden(NO_RIGHT);
  const isUpdate = row.update_status === UPDATE_STATUS.waiting;
  if (!isUpdate && !CAN_REVIEW.includes(row.status)) throw badRequest(T.cannotReview);
  const levels = await reviewLevelsOf(app, tenantId, row.type);
  const level = waitingLevel(Number(row.review_level ?? 1), levels);
  const here = levelName(levels, level);
  if (input.level !== undefined && input.level !== level) throw conflict(RC.levelMoved(here));
  await assertAtLevel(app, auth, levels, level);
  const op = text('审核意见', input.opinion, CONTENT_LIMITS.opinionMax);
  if (pass && input.backTo !== undefined) throw badRequest(RC.backToWithPass);
  const backTo = pass ? null : (input.backTo ?? 0);
  if (backTo !== null && backTo >= level) throw badRequest(RC.backToInvalid(here));
  if (!pass && !op) throw badRequest(backTo ? RC.opinionRequired : T.opinionRequired);
  await assertReviewedRevision(app, tenantId, row, input.revision);
  const revision = Number(row.revision);
  const now = Date.now();
  const last = level >= levels.length;
  // Within the chain: the item stays waiting and only its level moves.
  const moveTo = pass && !last ? level + 1 : backTo ? backTo : null;
  const work = isUpdate && pass && last ? await workingCopy(app, tenantId, row) : null;
  // An approved or shelved item edited and passed again goes back to published while it has releases.
  const to =
    isUpdate || moveTo !== null ? row.status : pass ? (Number(row.release_count ?? 0) > 0 ? CONTENT_STATUS.published : CONTENT_STATUS.approved) : CONTENT_STATUS.rejected;
  const note = moveTo !== null ? (pass ? `${here}${NOTES.pass}` : RC.sentBackNote(here, levelName(levels, moveTo))) : pass ? NOTES.pass : NOTES.reject;
  const moved = await contentTx(app, async (repos) => {
    let ok: boolean;
    if (moveTo !== null) {
      ok = await repos.contentItems.moveLevel(tenantId, id, Number(row.review_level ?? 1), moveTo, isUpdate, revision, now);
    } else if (work) {
      ok = await repos.contentItems.setUpdate(
        tenantId,
        id,
        [UPDATE_STATUS.waiting],
        null,
        { ...rowValues(work), update_opinion: '', reviewed_at: now, updated_at: now, review_level: 1 },
        revision,
      );
      if (ok) {
        await repos.contentItems.setFiles(tenantId, id, work.fileIds);
        await repos.contentTags.set(tenantId, id, work.tags);
        await repos.contentItems.setSearch(tenantId, id, searchText(work.title, work.summary, work.body));
      }
    } else if (isUpdate) {
      ok = await repos.contentItems.setUpdate(tenantId, id, [UPDATE_STATUS.waiting], UPDATE_STATUS.rejected, { update_opinion: op, reviewed_at: now, updated_at: now, review_level: 1 }, revision);
    } else {
      ok = (await repos.contentItems.setStatus(tenantId, [id], CAN_REVIEW, to, { reviewed_at: now, updated_at: now, review_level: 1 }, revision)) > 0;
    }
    if (ok) {
      await repos.contentItems.addReview(tenantId, id, userId, { pass: pass ? 1 : 0, opinion: op, level, backTo }, now);
      await addNote(repos, auth, id, revision, note, now);
    }
    return ok;
  });
  if (!moved) throw await missedWrite(app, tenantId, id, revision, badRequest(T.cannotReview));
  const title = work?.title ?? row.title;
  if (moveTo !== null) {
    const target = levelName(levels, moveTo);
    await noticeLevel(app, auth, row, levels, moveTo);
    await noticeAuthor(
      app,
      tenantId,
      row,
      userId,
      pass ? RC.noticeAdvancedTitle : RC.noticeBackTitle,
      pass ? RC.noticeAdvanced(title, here, target, op) : RC.noticeBack(title, here, target, op),
    );
    return { id, status: to, reviewLevel: moveTo, inChain: true };
  }
  await noticeAuthor(app, tenantId, row, userId, pass ? T.noticePassedTitle : T.noticeRejectedTitle, pass ? T.noticePassed(title, op) : T.noticeRejected(title, op));
  return { id, status: to, reviewLevel: 1, inChain: false };
}

/** restore: a new working revision with the fields of an earlier one (data: { revision }). */
export async function restoreRevision(app: FastifyInstance, auth: AuthContext, id: number, revision: number) {
  const row = await loadItem(app, auth, id);
  await assertProduces(app, auth, row.type);
  const { snapshot } = await storedRevision(app, auth.tenantId, id, revision);
  const saved = await writeRevision(app, auth, row, Number(row.revision), snapshot, NOTES.restore);
  return { revision: saved.revision };
}

export async function deleteContent(app: FastifyInstance, auth: AuthContext, id: number) {
  const { tenantId } = auth;
  const row = await loadItem(app, auth, id);
  await assertProduces(app, auth, row.type);
  if (!CAN_DELETE.includes(row.status)) throw badRequest(T.cannotDelete);
  if (!(await app.repos.contentItems.remove(tenantId, id, CAN_DELETE))) throw badRequest(T.cannotDelete);
  return { id };
}

/** A message-centre notice (创作) to the item's author; failures are logged, never thrown. */
export async function noticeAuthor(app: FastifyInstance, tenantId: number, row: Pick<ContentRow, 'id' | 'creator_id'>, senderId: number, title: string, viewContent: string) {
  try {
    await notify(app, tenantId, [row.creator_id], {
      msgType: CREATION,
      title,
      viewContent,
      link: `/contentProduction/edit?id=${row.id}`,
      senderId,
    });
  } catch (err) {
    app.log.warn({ err }, 'content notice failed');
  }
}

/** Tells the reviewers of the chain's first level that an item waits for them. */
async function noticeReviewers(app: FastifyInstance, auth: AuthContext, row: ContentRow) {
  await noticeLevel(app, auth, row, await reviewLevelsOf(app, auth.tenantId, row.type), 1);
}

/** Tells the reviewers who may act at `level` that the item waits there; failures are logged, never thrown. */
async function noticeLevel(app: FastifyInstance, auth: AuthContext, row: ContentRow, levels: readonly ReviewLevel[], level: number) {
  const info = contentTypeInfo(row.type);
  if (!info) return;
  try {
    const reviewers = (await reviewersAt(app, auth.tenantId, row.type, levels, level)).filter((u) => u !== auth.userId);
    const to = await whoMaySee(app, auth.tenantId, reviewers, row.creator_id, row.dept_id);
    if (!to.length) return;
    const waiting = levels.length > 1 ? RC.noticeWaiting(info.name, row.title, levelName(levels, level)) : T.noticeSubmitted(info.name, row.title);
    await notify(app, auth.tenantId, to, {
      msgType: CREATION,
      title: T.noticeWaitingTitle,
      viewContent: waiting,
      link: info.reviewPath,
      senderId: auth.userId,
    });
  } catch (err) {
    app.log.warn({ err }, 'review notice failed');
  }
}
