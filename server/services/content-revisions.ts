// Live version and working copy, revisions and no lost update (contract "Revisions,
// locks, review chain, …"). A published item's row keeps serving its last approved version to
// readers; an edit of it stores the new fields only as a revision snapshot and marks a pending
// update (update_status). Every stored change of the working copy grows `revision`; a save or
// review that started from an older revision is refused (409) and writes nothing.
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, found } from '../lib/errors.js';
import type { ContentListRow, ContentRow } from '../repositories/content-items.js';
import type { Repos } from '../plugins/repositories.js';
import type { AuthContext } from '../types.js';
import { beijingStamp } from '../../shared/time.js';
import { CONTENT_STATUS, EDIT_RETURNS_TO_REVIEW, type ContentSnapshot } from '../../shared/content.js';
import { CONTENT_TEXTS as T } from './content-messages.js';
import { searchText } from './content-search.js';

/** History notes of status changes. */
export const NOTES = { submit: '提交审核', reject: '驳回', pass: '通过', release: '发布', restore: '恢复', schedule: '定时发布', takeDown: '下架' } as const;

/** An edit of this item goes to a pending update (readers keep the live version). */
export const editsAsUpdate = (row: Pick<ContentRow, 'status' | 'update_status'>) => row.status === CONTENT_STATUS.published || row.update_status !== null;

export function snapshotOfRow(row: ContentRow, fileIds: number[], tags: string[] = []): ContentSnapshot {
  return {
    title: row.title,
    summary: row.summary,
    body: row.body,
    coverFileId: row.cover_file_id,
    linkUrl: row.link_url,
    author: row.author,
    source: row.source,
    fileIds,
    tags,
  };
}

/** The row's fields of a snapshot (what approval writes into the live version). */
export function rowValues(s: ContentSnapshot) {
  return { title: s.title, summary: s.summary, body: s.body, cover_file_id: s.coverFileId, link_url: s.linkUrl, author: s.author, source: s.source };
}

function parseSnapshot(text: string): ContentSnapshot {
  const s = JSON.parse(text) as Partial<ContentSnapshot>;
  return {
    title: String(s.title ?? ''),
    summary: String(s.summary ?? ''),
    body: String(s.body ?? ''),
    coverFileId: Number(s.coverFileId ?? 0),
    linkUrl: String(s.linkUrl ?? ''),
    author: String(s.author ?? ''),
    source: String(s.source ?? ''),
    fileIds: Array.isArray(s.fileIds) ? s.fileIds.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [],
    tags: Array.isArray(s.tags) ? s.tags.map(String) : [],
  };
}

/** A stored revision's snapshot and who saved it (404 when there is none). */
export async function storedRevision(app: FastifyInstance, tenantId: number, id: number, revision: number) {
  const row = await found(app.repos.contentRevisions.snapshot(tenantId, id, revision), T.revisionNotFound);
  return { snapshot: parseSnapshot(row.snapshot!), savedAt: Number(row.saved_at), userId: row.user_id, userName: row.user_name ?? '' };
}

/** The working copy: the pending update's snapshot, or the row itself. */
export async function workingCopy(app: FastifyInstance, tenantId: number, row: ContentRow): Promise<ContentSnapshot> {
  const live = async () => snapshotOfRow(row, await app.repos.contentItems.fileIds(tenantId, row.id), await app.repos.contentTags.of(tenantId, row.id));
  if (row.update_status === null) return live();
  const stored = await app.repos.contentRevisions.snapshot(tenantId, row.id, Number(row.revision));
  return stored?.snapshot ? parseSnapshot(stored.snapshot) : live();
}

/** The 409 of a stale revision, naming who saved the working copy last. */
async function staleError(app: FastifyInstance, tenantId: number, id: number, from: number, what: 'save' | 'review') {
  const row = await app.repos.contentItems.get(tenantId, id);
  const current = Number(row?.revision ?? 0);
  const last = current ? await app.repos.contentRevisions.snapshot(tenantId, id, current) : undefined;
  const who = last ? T.savedBy(last.user_name ?? T.otherUser, beijingStamp(Number(last.saved_at))) : T.otherUser;
  return conflict(what === 'save' ? T.saveStale(who, current, from) : T.reviewStale(who, current, from));
}

/** 409 unless the reviewer saw the working copy's current revision. */
export async function assertReviewedRevision(app: FastifyInstance, tenantId: number, row: ContentRow, seen: number | undefined) {
  if (seen !== undefined && seen !== Number(row.revision)) throw await staleError(app, tenantId, row.id, seen, 'review');
}

/** Re-reads after a conditional write missed: a changed revision is a 409, anything else `otherwise`. */
export async function missedWrite(app: FastifyInstance, tenantId: number, id: number, revision: number, otherwise: Error): Promise<Error> {
  const now = await app.repos.contentItems.get(tenantId, id);
  return now && Number(now.revision) !== revision ? staleError(app, tenantId, id, revision, 'review') : otherwise;
}

export async function addNote(repos: Repos, auth: AuthContext, id: number, revision: number, note: string, now = Date.now(), detail = '') {
  await repos.contentRevisions.add(auth.tenantId, { content_id: id, revision, user_id: auth.userId, saved_at: now, note, snapshot: null, detail });
}

/**
 * Stores `snap` as the next revision of an existing item's working copy, when the item is still at
 * revision `from` (else 409, nothing written). A published item (or one with a pending update)
 * keeps its status and live fields: the snapshot becomes its pending update. Others take the
 * fields; an approved or shelved item returns to review.
 */
export async function writeRevision(
  app: FastifyInstance,
  auth: AuthContext,
  row: ContentListRow,
  from: number | undefined,
  snap: ContentSnapshot,
  note = '',
): Promise<{ id: number; status: number; revision: number }> {
  if (from === undefined) throw badRequest(T.revisionRequired);
  const { tenantId, userId } = auth;
  const now = Date.now();
  const asUpdate = editsAsUpdate(row);
  const status = asUpdate ? row.status : EDIT_RETURNS_TO_REVIEW.includes(row.status) ? CONTENT_STATUS.waiting : row.status;
  const written = await app.transaction(async (repos) => {
    const set = asUpdate
      ? { update_status: row.update_status ?? 0, updated_at: now }
      : { ...rowValues(snap), status, updated_at: now, ...(status !== row.status ? { submitted_at: now, review_level: 1 } : {}) };
    if (!(await repos.contentItems.bumpRevision(tenantId, row.id, from, set))) return false;
    if (!asUpdate) {
      await repos.contentItems.setFiles(tenantId, row.id, snap.fileIds);
      await repos.contentTags.set(tenantId, row.id, snap.tags);
      await repos.contentItems.setSearch(tenantId, row.id, searchText(snap.title, snap.summary, snap.body));
    }
    await repos.contentRevisions.add(tenantId, { content_id: row.id, revision: from + 1, user_id: userId, saved_at: now, note, snapshot: JSON.stringify(snap) });
    return true;
  });
  if (!written) throw await staleError(app, tenantId, row.id, from, 'save');
  return { id: row.id, status, revision: from + 1 };
}

/** The first revision of a new item (its row was just inserted at revision 1). */
export async function addFirstRevision(repos: Repos, auth: AuthContext, id: number, snap: ContentSnapshot, now: number) {
  await repos.contentRevisions.add(auth.tenantId, { content_id: id, revision: 1, user_id: auth.userId, saved_at: now, note: '', snapshot: JSON.stringify(snap) });
}
