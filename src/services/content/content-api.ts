// The content, review and release calls (contract "Content, review and release"; the list of
// calls and their shapes is in shared/content.ts). One function per call.
import type { Paged } from '../../../shared/api.js';
import type { ArticleRank, MediaUsage, ReportItemDetail } from '../../../shared/content-reports.js';
import type {
  ColumnCreateInput,
  ColumnNode,
  ColumnPatchInput,
  ContentDetail,
  ContentListItem,
  ContentPageQuery,
  ContentSaveInput,
  ContentSaveResult,
  ContentStatus,
  HotItem,
  Portal,
  PublicNews,
  PublicNewsSummary,
  PublishStatistics,
  ReleaseItem,
  ReleasePageQuery,
  ReportChoose,
  ReportSummary,
  ReportToday,
  RevisionDetail,
  RevisionEntry,
  SourceCount,
} from '../../../shared/content.js';
import type { ReleaseSchedule } from '../../../shared/release-schedule.js';
import type { AuditAnswer, CheckFields, ProofAnswer, ProofDictEntry } from '../../../shared/text-checks.js';
import type { ReviewFlow } from '../../../shared/review-chain.js';
import { del, get, patch, post, postJson, put } from '../http.js';

const P = '/api/web-publish';
const R = '/api/release';

// ---- content ----
export const saveContent = (input: ContentSaveInput) => postJson<ContentSaveResult>(`${P}/content/save`, input);
export const getContentPage = (q: ContentPageQuery) => get<Paged<ContentListItem>>(`${P}/content/page`, q);
export const getContentDetail = (id: number) => get<ContentDetail>(`${P}/content/detail`, { id });
/** content/submit; with a reason: 仍要提交 past smart audit's forbidden words (a reviewer only).
 *  `quiet`: the caller shows a refusal itself (the editor: its error bar, or the smart-audit panel). */
export const submitContent = (id: number, overrideReason?: string, quiet = false) =>
  post<{ id: number; status: ContentStatus }>(`${P}/content/submit`, overrideReason === undefined ? { id } : { id, override: 1, overrideReason }, { quiet });
export const auditDraft = (f: CheckFields) => postJson<AuditAnswer>(`${P}/content/audit`, f);
/** The tenant's proofreading dictionary (配置中心 纠错词典). */
export const getProofDict = async () => (await get<{ list: ProofDictEntry[] }>(`${P}/proofread/dict`)).list;
/** Adds an entry, or changes the entry of the same 易错词. */
export const putProofDictEntry = (e: { wrong: string; correct: string; note: string }) => postJson<null>(`${P}/proofread/dict`, e);
export const removeProofDictEntries = (ids: number[]) => postJson<{ removed: number }>(`${P}/proofread/dict/delete`, { ids });
export const proofreadDraft = (f: CheckFields) => postJson<ProofAnswer>(`${P}/content/proofread`, { fields: { title: f.title, summary: f.summary, body: f.body } });
/** `revision`: the working copy the reviewer saw (changed since → 409, nothing approved). */
/** `chain.level`: the waiting level the reviewer saw; `chain.backTo`: a rejection's target (0 the author, else an earlier level). */
export const reviewContent = (id: number, pass: 0 | 1, opinion: string, revision?: number, chain: { level?: number; backTo?: number } = {}) =>
  post<{ id: number; status: ContentStatus; reviewLevel: number }>(`${P}/content/review`, {
    id,
    pass,
    opinion,
    ...(revision !== undefined ? { revision } : {}),
    ...(chain.level !== undefined ? { level: chain.level } : {}),
    ...(!pass && chain.backTo ? { backTo: chain.backTo } : {}),
  });
export const getReviewFlows = () => get<ReviewFlow[]>(`${P}/review/flow`);
export const getReviewFlowRoles = () => get<{ id: number; name: string; description: string }[]>(`${P}/review/flow/roles`);
export const saveReviewFlow = (type: number, levels: { name: string; roleIds: number[] }[]) => postJson<ReviewFlow>(`${P}/review/flow`, { type, levels });
export const getRevisions = (id: number) => get<{ list: RevisionEntry[] }>(`${P}/content/revisions`, { id });
export const getRevision = (id: number, revision: number) => get<RevisionDetail>(`${P}/content/revision`, { id, revision });
/** The version readers see now (same shape as a revision). */
export const getLiveVersion = (id: number) => get<RevisionDetail>(`${P}/content/live`, { id });
export const restoreRevision = (id: number, revision: number) => post<{ revision: number }>(`${P}/content/restore`, { id, revision });
export const deleteContent = (id: number) => post<null>(`${P}/content/delete`, { id });
export function wordToHtml(file: File): Promise<{ html: string; messages: string[] }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return post<{ html: string; messages: string[] }>(`${P}/content/word2html`, form);
}

// ---- columns ----
export const getColumnTree = (portal: Portal) => get<ColumnNode[]>(`${R}/webcolumn`, { portal });
export const addColumn = (input: ColumnCreateInput) => postJson<{ id: number }>(`${R}/webcolumn`, input);
export const patchColumn = (input: ColumnPatchInput) => patch<null>(`${R}/webcolumn`, input);
export const deleteColumn = (id: number) => del<null>(`${R}/webcolumn/${id}`);
export const changeColumnOrder = (ids: number[]) => postJson<null>(`${R}/webcolumn/changeOrderNum`, { ids });

// ---- releases ----
/** Releases now, or at `schedule.publishAt` and/or until `schedule.takeDownAt` (shared/release-schedule.ts). */
export const releaseContent = (ids: number[], columnIds: number[], type: number, schedule: ReleaseSchedule = {}) => {
  const q = new URLSearchParams();
  if (schedule.publishAt !== undefined) q.set('publishAt', String(schedule.publishAt));
  if (schedule.takeDownAt !== undefined) q.set('takeDownAt', String(schedule.takeDownAt));
  const query = q.toString();
  return put<{ releaseIds: number[] }>(`${R}/${ids.join(',')}&${columnIds.join(',')}&${type}${query ? `?${query}` : ''}`, {});
};
export const getReleasePage = (q: ReleasePageQuery) => get<Paged<ReleaseItem>>(R, q);
export const takeDownReleases = (releaseArray: number[]) => postJson<null>(`${R}/deleteRelease`, { releaseArray });
export const changeReleaseOrder = (columnId: number, releaseIds: number[]) => postJson<null>(`${R}/changeorder`, { columnId, releaseIds });
export const changeTopOrder = (columnId: number, releaseIds: number[]) => postJson<null>(`${R}/changetoporder`, { columnId, releaseIds });
export const setReleaseTop = (releaseId: number, top: 0 | 1) => patch<null>(`${R}/top`, { releaseId, top });
export const setReleasesTop = (releaseArray: number[], top: 0 | 1) => patch<null>(`${R}/batch`, { releaseArray, top });
export const moveReleases = (releaseIds: number[], columnId: number) =>
  put<null>(`${R}/moveBatch/${releaseIds.join(',')}&${columnId}`, {});
export const getPublishStatistics = () => postJson<PublishStatistics>(`${R}/statistics`, {});

// ---- public pages (no token) ----
export const getPublicNews = (id: number) => get<PublicNews>(`${P}/news/${id}`, undefined, { quiet: true });
export const getLatestNews = (domainName: string, limit = 20) => get<PublicNewsSummary[]>(`${P}/news/latest`, { domainName, limit }, { quiet: true });

// ---- reports ----
export const getReportSummary = () => get<ReportSummary>(`${P}/report/summary`);
export const getReportToday = () => get<ReportToday>(`${P}/report/today`);
export const getReportChoose = () => get<ReportChoose>(`${P}/report/choose`);
export const getReportHot = (days = 7, limit = 10) => get<HotItem[]>(`${P}/report/hot`, { days, limit });
export const getReportSource = () => get<SourceCount[]>(`${P}/report/source`);
export const getReportNewest = (limit = 10) => get<ReleaseItem[]>(`${P}/report/newest`, { limit });
export const getReportItem = (id: number) => get<ReportItemDetail>(`${P}/report/item`, { id });
export const getReportArticles = (days = 7, limit = 20) => get<ArticleRank[]>(`${P}/report/articles`, { days, limit });
export const getReportResources = () => get<MediaUsage[]>(`${P}/report/resources`);
