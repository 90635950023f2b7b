// The content area's real effects (docs/content.md), shaped like the setup() sections of the
// content machines (src/machines/content-*.machine.ts) and provided once in
// src/app/wiring/content.ts.
import { del, get as idbGet, set as idbSet } from 'idb-keyval';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ColumnNode, ContentStatus, Portal, RevisionDetail, RevisionEntry } from '../../../shared/content.js';
import type {
  ColumnOp,
  ListPage,
  ContentDraft,
  EditorLoadInput,
  EditorLoadResult,
  CoverUploadInput,
  CoverUploadResult,
  ListOp,
  ListQuery,
  LocalCopy,
  ReportData,
  ReportRequest,
  RevisionDiffInput,
  SaveResult,
  VersionRef,
} from '../../../shared/content-console.js';
import { getFilePage } from '../api/library-api.js';
import { ApiError } from '../http.js';
import { guardLeaveActor, leaveTo } from '../leave-guard.js';
import { readDomainName, readLastLibrary, readUser, writeLastLibrary } from '../storage.js';
import { toast } from '../toast.js';
import { loadEffect } from '../resource-load.js';
import * as api from './content-api.js';
import { blankDraft, draftFromDetail, toSaveInput } from './draft-codec.js';
import { uploadCover } from './cover-upload.js';
import { holdLock, listLockChanges, lockEvents, takeLock } from './content-lock.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import type { LockResult } from '../../../shared/content-lock.js';
import type { AuditAnswer, CheckFields, ProofAnswer } from '../../../shared/text-checks.js';
import { REVIEW_CHAIN_TEXTS, type ReviewFlow, type ReviewOutcome } from '../../../shared/review-chain.js';

export const effectMessages = {
  saved: COMMON_MESSAGES.saved,
  submitted: '已提交审核',
  deleted: COMMON_MESSAGES.deleted,
  reviewedPass: '审核通过',
  reviewedReject: '已驳回',
  reviewedBack: '已退回之前的审核级别',
  flowSaved: REVIEW_CHAIN_TEXTS.saved,
  restored: (from: number, to: number) => `已恢复第 ${from} 版的内容，保存为第 ${to} 版，需重新提交审核`,
  released: '发布成功',
  scheduled: '已定时发布',
  cancelled: '已取消定时发布',
  takenDown: '已下架',
  done: COMMON_MESSAGES.done,
} as const;

// ---- the tab's own copy of a draft (IndexedDB) ----
const localKey = (type: number, id: number | null) => `content-draft:${readUser()?.webUserId ?? 0}:${id ?? `new-${type}`}`;

async function readLocal(type: number, id: number | null): Promise<LocalCopy | null> {
  try {
    const c = (await idbGet<LocalCopy>(localKey(type, id))) ?? null;
    return c && c.draft && typeof c.savedAt === 'number' ? c : null;
  } catch {
    return null;
  }
}
async function writeLocalCopy(draft: ContentDraft): Promise<number> {
  const savedAt = Date.now();
  try {
    await idbSet(localKey(draft.type, draft.id), { draft, savedAt } satisfies LocalCopy);
  } catch {
    // storage unavailable (private mode, quota): the server autosave still runs
  }
  return savedAt;
}
async function clearLocalCopy(draft: ContentDraft): Promise<void> {
  try {
    await del(localKey(draft.type, draft.id));
    await del(localKey(draft.type, null));
  } catch {
    // see writeLocalCopy
  }
}

/** A new item got its id: the address and the local copy follow it (a reload finds both). */
async function adoptId(draft: ContentDraft, id: number): Promise<void> {
  const url = new URL(window.location.href);
  if (url.pathname.endsWith('/edit') && url.searchParams.get('id') !== String(id)) {
    url.searchParams.set('id', String(id));
    window.history.replaceState(window.history.state, '', url);
  }
  const local = await readLocal(draft.type, null);
  if (local) {
    try {
      await idbSet(localKey(draft.type, id), { ...local, draft: { ...local.draft, id } });
      await del(localKey(draft.type, null));
    } catch {
      // see writeLocalCopy
    }
  }
}

async function loadEditorDraft(input: EditorLoadInput): Promise<EditorLoadResult> {
  if (input.id === null) return { draft: blankDraft(input.type), serverTime: 0, local: await readLocal(input.type, null) };
  const detail = await api.getContentDetail(input.id);
  return { draft: draftFromDetail(detail), serverTime: detail.updateTime, local: await readLocal(detail.type, detail.id) };
}

async function saveToServer(draft: ContentDraft): Promise<SaveResult> {
  let out;
  try {
    out = await api.saveContent(toSaveInput(draft));
  } catch (err) {
    // someone saved the item since this draft's revision: the editor keeps the user's text
    if (err instanceof ApiError && err.status === 409) throw Object.assign(new Error(err.message), { conflict: true });
    // any other answer of the server (403 no right, a rule broken) is final: no retry loop
    if (err instanceof ApiError && err.kind === 'code') throw Object.assign(new Error(err.message), { refused: true });
    throw err;
  }
  if (draft.id === null) await adoptId(draft, out.id);
  return { id: out.id, status: out.status, savedAt: Date.now(), revision: out.revision };
}

/** Smart audit and proofreading in the editor (contentChecks, a child of the editor). */
export const checksEffects = {
  actors: {
    auditDraft: fromPromise<AuditAnswer, CheckFields>(({ input }) => api.auditDraft(input)),
    proofread: fromPromise<ProofAnswer, CheckFields>(({ input }) => api.proofreadDraft(input)),
  },
};

export const editorEffects = {
  actors: {
    loadDraft: fromPromise<EditorLoadResult, EditorLoadInput>(({ input }) => loadEditorDraft(input)),
    saveDraft: fromPromise<SaveResult, ContentDraft>(({ input }) => saveToServer(input)),
    writeLocal: fromPromise<number, ContentDraft>(({ input }) => writeLocalCopy(input)),
    clearLocal: fromPromise<void, ContentDraft>(({ input }) => clearLocalCopy(input)),
    importWord: fromPromise<string, File>(async ({ input }) => (await api.wordToHtml(input)).html),
    uploadCover: fromPromise<CoverUploadResult, CoverUploadInput>(({ input, signal }) => uploadCover(input, signal)),
    guardLeave: guardLeaveActor,
    submitDraft: fromPromise<{ id: number; status: ContentStatus }, ContentDraft & { overrideReason?: string }>(async ({ input }) => {
      const saved = await saveToServer(input);
      let out;
      try {
        // the editor shows a refusal itself: smart audit's words in its panel, anything else in its error bar
        out = await api.submitContent(saved.id, input.overrideReason, true);
      } catch (err) {
        // the save went through: the editor carries its id and revision (a refused submit is not a lost save)
        throw Object.assign(err instanceof Error ? err : new Error(String(err)), { saved });
      }
      await clearLocalCopy({ ...input, id: saved.id });
      toast.success(effectMessages.submitted);
      return out;
    }),
  },
  actions: { leave: (_: unknown, p: { to: string }) => leaveTo(p.to) },
};

/** The editor's edit lock (contentLock machine, invoked by the editor). */
export const lockEffects = {
  actors: {
    takeLock: fromPromise<LockResult, { id: number; take: boolean }>(({ input }) => takeLock(input.id, input.take)),
    holdLock,
    lockEvents,
  },
};

export const reviewEffects = {
  actors: {
    submitItem: fromPromise<{ status: ContentStatus }, { id: number }>(async ({ input }) => {
      const out = await api.submitContent(input.id);
      toast.success(effectMessages.submitted);
      return out;
    }),
    reviewItem: fromPromise<ReviewOutcome, { id: number; pass: 0 | 1; opinion: string; revision?: number; level?: number; backTo?: number }>(async ({ input }) => {
      let out;
      try {
        out = await api.reviewContent(input.id, input.pass, input.opinion, input.revision, { level: input.level, backTo: input.backTo });
      } catch (err) {
        // the author changed the item since the reviewer read it: nothing was reviewed; the
        // chart shows what changed up to the working copy's revision now
        if (err instanceof ApiError && err.status === 409) {
          const now = await api.getContentDetail(input.id).catch(() => null);
          throw Object.assign(new Error(err.message), { conflict: true, ...(now ? { revision: now.revision } : {}) });
        }
        throw err;
      }
      toast.success(input.pass ? effectMessages.reviewedPass : input.backTo ? effectMessages.reviewedBack : effectMessages.reviewedReject);
      return out;
    }),
    releaseItem: fromPromise<{ releaseIds: number[] }, { id: number; type: number; columnIds: number[] }>(async ({ input }) => {
      const out = await api.releaseContent([input.id], input.columnIds, input.type);
      toast.success(effectMessages.released);
      return out;
    }),
    takeDown: fromPromise<void, { releaseIds: number[] }>(async ({ input }) => {
      await api.takeDownReleases(input.releaseIds);
      toast.success(effectMessages.takenDown);
    }),
  },
};

export const reviewFlowEffects = {
  actors: {
    loadFlows: fromPromise<{ flows: ReviewFlow[]; roles: { id: number; name: string }[] }, void>(async () => {
      const [flows, roles] = await Promise.all([api.getReviewFlows(), api.getReviewFlowRoles()]);
      return { flows, roles: roles.map((r) => ({ id: r.id, name: r.name })) };
    }),
    saveFlow: fromPromise<ReviewFlow, { type: number; levels: { name: string; roleIds: number[] }[] }>(async ({ input }) => {
      const out = await api.saveReviewFlow(input.type, input.levels);
      toast.success(effectMessages.flowSaved);
      return out;
    }),
  },
};

export const historyEffects = {
  actors: {
    loadRevisions: fromPromise<RevisionEntry[], { id: number }>(async ({ input }) => (await api.getRevisions(input.id)).list),
    restoreRevision: fromPromise<{ revision: number }, { id: number; revision: number }>(async ({ input }) => {
      const out = await api.restoreRevision(input.id, input.revision);
      toast.success(effectMessages.restored(input.revision, out.revision));
      return out;
    }),
  },
};

const loadVersion = (id: number, v: VersionRef) => (v.kind === 'live' ? api.getLiveVersion(id) : api.getRevision(id, v.revision));

export const revisionDiffEffects = {
  actors: {
    loadVersions: fromPromise<{ before: RevisionDetail; after: RevisionDetail }, RevisionDiffInput>(async ({ input }) => {
      const [before, after] = await Promise.all([loadVersion(input.id, input.from), loadVersion(input.id, input.to)]);
      return { before, after };
    }),
  },
};

/**
 * A media picker's page of library files. Without a library chosen it opens on the one the user
 * picked from last (remembered per tenant and user in this browser: services/storage.ts) and
 * tells the list so; a remembered library that no longer answers is forgotten.
 */
async function loadFilePage(q: ListQuery): Promise<ListPage> {
  const f = q.filters;
  const remembered = f.fileLibId ? 0 : readLastLibrary();
  const fileLibId = f.fileLibId || remembered;
  if (!fileLibId) return { list: [], total: 0 };
  try {
    const page = await getFilePage({ fileLibId, fileType: f.fileType, keyword: f.keyWord || undefined, pageIndex: q.pageIndex, pageSize: q.pageSize });
    writeLastLibrary(fileLibId);
    return remembered ? { ...page, filters: { fileLibId } } : page;
  } catch (e) {
    if (!remembered) throw e;
    writeLastLibrary(0);
    return { list: [], total: 0 };
  }
}

async function loadListPage(q: ListQuery): Promise<ListPage> {
  const f = q.filters;
  const paging = { pageIndex: q.pageIndex, pageSize: q.pageSize, keyWord: f.keyWord || undefined, createTime: f.createTime || undefined };
  if (q.kind === 'files') return loadFilePage(q);
  if (q.kind === 'releases') return api.getReleasePage({ ...paging, portal: f.portal, columnId: f.columnId || undefined, type: f.type || undefined });
  if (q.kind === 'review') return api.getContentPage({ ...paging, type: f.type, status: f.status ?? 1, mine: 1, atMyLevel: f.allLevels ? undefined : 1 });
  return api.getContentPage({ ...paging, type: f.type, status: f.status, tag: f.tag || undefined, own: f.own || undefined, dept: f.dept || undefined });
}

async function runListOp(op: ListOp): Promise<void> {
  switch (op.op) {
    case 'delete':
      await api.deleteContent(op.id);
      toast.success(effectMessages.deleted);
      return;
    case 'submit':
      await api.submitContent(op.id);
      toast.success(effectMessages.submitted);
      return;
    case 'takeDown':
      await api.takeDownReleases(op.releaseIds);
      toast.success(op.cancel ? effectMessages.cancelled : effectMessages.takenDown);
      return;
    case 'top':
      if (op.releaseIds.length === 1) await api.setReleaseTop(op.releaseIds[0], op.top);
      else await api.setReleasesTop(op.releaseIds, op.top);
      break;
    case 'move':
      await api.moveReleases(op.releaseIds, op.columnId);
      break;
    case 'order':
      await (op.top ? api.changeTopOrder(op.columnId, op.releaseIds) : api.changeReleaseOrder(op.columnId, op.releaseIds));
      break;
    case 'release':
      for (const type of [...new Set(op.items.map((i) => i.type))]) {
        await api.releaseContent(op.items.filter((i) => i.type === type).map((i) => i.id), op.columnIds, type, op.schedule);
      }
      toast.success(op.schedule?.publishAt ? effectMessages.scheduled : effectMessages.released);
      return;
  }
  toast.success(effectMessages.done);
}

export const listEffects = {
  actors: {
    loadPage: fromPromise<ListPage, ListQuery>(({ input }) => loadListPage(input)),
    runOp: fromPromise<void, ListOp>(({ input }) => runListOp(input)),
    clock: fromCallback<EventObject>(({ sendBack }) => {
      const tick = () => sendBack({ type: 'clock.tick', now: Date.now() });
      const first = setTimeout(tick, 0);
      const every = setInterval(tick, 1000);
      return () => {
        clearTimeout(first);
        clearInterval(every);
      };
    }),
    lockChanges: listLockChanges,
  },
};

async function runColumnOp(op: ColumnOp): Promise<void> {
  if (op.op === 'add') await api.addColumn({ name: op.name, parentId: op.parentId, portal: op.portal });
  else if (op.op === 'rename') await api.patchColumn({ id: op.id, name: op.name });
  else if (op.op === 'move') await api.patchColumn({ id: op.id, parentId: op.parentId });
  else if (op.op === 'order') await api.changeColumnOrder(op.ids);
  else await api.deleteColumn(op.id);
  toast.success(effectMessages.done);
}

export const columnEffects = {
  actors: {
    loadTree: fromPromise<ColumnNode[], Portal>(({ input }) => api.getColumnTree(input)),
    columnOp: fromPromise<void, ColumnOp>(({ input }) => runColumnOp(input)),
  },
};

/** A report page's call, its answer tagged with its source. */
async function loadReport(r: ReportRequest): Promise<ReportData> {
  switch (r.source) {
    case 'summary':
      return { source: 'summary', data: await api.getReportSummary() };
    case 'today':
      return { source: 'today', data: await api.getReportToday() };
    case 'choose':
      return { source: 'choose', data: await api.getReportChoose() };
    case 'hot':
      return { source: 'hot', data: await api.getReportHot() };
    case 'source':
      return { source: 'source', data: await api.getReportSource() };
    case 'newest':
      return { source: 'newest', data: await api.getReportNewest() };
    case 'item':
      return { source: 'item', data: await api.getReportItem(r.id ?? 0) };
    case 'articles':
      return { source: 'articles', data: await api.getReportArticles() };
    case 'resources':
      return { source: 'resources', data: await api.getReportResources() };
  }
}

/** The single records of the content screens (src/machines/content-resources.machine.ts), by machine. */
export const resourceEffects = {
  publicNews: loadEffect((id: number) => api.getPublicNews(id)),
  latestNews: loadEffect((domainName: string) => api.getLatestNews(domainName || readDomainName())),
  contentDetail: loadEffect((id: number) => api.getContentDetail(id)),
  publishStats: loadEffect(() => api.getPublishStatistics()),
  storyAudit: loadEffect((fields: CheckFields) => api.auditDraft(fields)),
  contentReport: loadEffect(loadReport),
};
