// The contribution and tip-off calls (shared/contributions.ts lists them). One function per call.
import type {
  ContributionItem,
  ContributionPageQuery,
  DispatchOptions,
  Paged,
  ReportChange,
  ReportClass,
  ReportCreate,
  ReportDetail,
  ReportItem,
  ReportPageQuery,
} from '../../../shared/contributions.js';
import { del, get, patch, postJson } from '../http.js';

const C = '/api/web-publish/publish/contribute';
const R = '/api/reportsubject';

export const getContributions = (q: ContributionPageQuery) => get<Paged<ContributionItem>>(`${C}/page`, q);
export const passContribution = (id: number) => postJson<{ contentId: number; type: number }>(`${C}/pass`, { id });
export const backContribution = (id: number, reason: string) => postJson<null>(`${C}/back`, { id, reason });
export const deleteContributions = (ids: number[]) => postJson<null>(`${C}/delete`, { ids });

export const getReportOptions = () => get<DispatchOptions>(`${R}/options`);
export const getReports = (q: ReportPageQuery) => get<Paged<ReportItem>>(R, q);
export const getReport = (id: number) => get<ReportDetail>(`${R}/${id}`);
export const createReport = (b: ReportCreate) => postJson<{ id: number }>(R, b);
export const changeReport = (b: ReportChange) => postJson<{ id: number; status: number }>(`${R}/change`, b);
export const deleteReport = (id: number) => del<null>(`${R}/${id}`);

export const getReportClasses = () => get<ReportClass[]>(`${R}/classify`);
export const createReportClass = (name: string, parentId: number) => postJson<{ id: number }>(`${R}/classify/${encodeURIComponent(name)}&${parentId}`, {});
export const renameReportClass = (id: number, name: string) => patch<null>(`${R}/classify/${id}&${encodeURIComponent(name)}`);
export const deleteReportClass = (id: number) => del<null>(`${R}/classify/${id}`);
