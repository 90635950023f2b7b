// TV channels and programme lists (contract "TV channels and schedule"; all under /api/web-manager/live).
import type { ProgrammeDay, ProgrammeSave, TvChannel } from '../../../shared/schedule.js';
import { SCHEDULE } from '../../../shared/schedule.js';
import type { MyChannelRights } from '../../../shared/org.js';
import type { ProgrammeWeek } from '../../../shared/schedule-week.js';
import type { DryRunAnswer, ProgrammeTemplate, TemplateApply } from '../../../shared/schedule-templates.js';
import { get, post, postJson } from '../http.js';

const B = '/api/web-manager/live';

export interface TvForm {
  liveTvName: string;
  liveTvDesc?: string;
  liveTvState?: number;
  liveTvSort?: number;
  /** New channels only: 6 TV (default), 7 radio, 8 event, 10 virtual live. */
  kind?: number;
}

export const getTvPage = (q: { keyword?: string; pageIndex: number; pageSize: number; kind?: number }) => get<{ list: TvChannel[]; total: number }>(`${B}/tv/page`, q);
export const getTvDetail = (liveTvId: number) => get<TvChannel>(`${B}/tv/detail`, { liveTvId });
export const addTv = (f: TvForm) => post<TvChannel>(`${B}/tv/add`, f);
export const editTv = (liveTvId: number, f: TvForm) => post<TvChannel>(`${B}/tv/edit`, { liveTvId, ...f });
export const deleteTv = (liveTvId: number) => post<{ deleted: number }>(`${B}/tv/delete`, { liveTvId: String(liveTvId) });

/** The caller's per-TV-channel rights (restricted false: every channel editable). */
export const getMyChannelRights = () => get<MyChannelRights>('/api/web-conf/role/perms/channels');

/** One day's list (pageSize 99999: the whole day). The editor shows its own messages, so quiet. */
export const getProgramDay = (liveTvId: number, day: string) =>
  get<ProgrammeDay>(`${B}/program/page`, { liveTvId, beginTime: day, pageIndex: 1, pageSize: SCHEDULE.pageSize });

/** Save a day; a stale revision rejects with an ApiError whose status is 409 (not toasted: the editor explains). */
export const saveProgramDay = (body: ProgrammeSave) =>
  postJson<{ revision: number; total: number }>(`${B}/program/add`, body, { quiet: true, timeout: 120_000 });

export const copyProgram = (b: { liveTvId: number; fromDate: string; toDate: string; flag: 'day' | 'week' }) =>
  post<{ days: number; entries: number }>(`${B}/program/copyProgram`, b);

/** What each target day of a copy holds now and would hold after (dryRun=1: nothing written). */
export const previewCopy = (b: { liveTvId: number; fromDate: string; toDate: string; flag: 'day' | 'week' }) =>
  post<DryRunAnswer>(`${B}/program/copyProgram`, { ...b, dryRun: 1 }, { quiet: true });

/** The days of [fromDate, toDate] that hold a list (the date controls mark them). */
export const getProgramMarks = (liveTvId: number, fromDate: string, toDate: string) =>
  get<{ days: string[] }>(`${B}/program/marks`, { liveTvId, fromDate, toDate }, { quiet: true });

/** A channel's templates (at most 100 are kept). */
export const getTemplates = (liveTvId: number) => get<{ list: ProgrammeTemplate[]; total: number }>(`${B}/template/page`, { liveTvId, pageIndex: 1, pageSize: 100 }, { quiet: true });
export const addTemplate = (b: { liveTvId: number; name: string; fromDay: string }) => postJson<{ id: number }>(`${B}/template/add`, b, { quiet: true });
export const deleteTemplate = (id: number) => post<null>(`${B}/template/delete`, { id }, { quiet: true });
/** What each day a template apply would write holds now and would hold after (nothing written). */
export const previewTemplate = (b: TemplateApply) => postJson<DryRunAnswer>(`${B}/template/apply`, { ...b, dryRun: 1 }, { quiet: true });
/** Applies a template on the chosen weekdays of a range (one transaction). */
export const applyTemplate = (b: TemplateApply) => postJson<{ days: number; entries: number }>(`${B}/template/apply`, { ...b, dryRun: 0 }, { quiet: true });

/** Monday to Sunday around `day`: each day's entries, covered seconds, gaps and revision. */
export const getProgramWeek = (liveTvId: number, day: string) => get<ProgrammeWeek>(`${B}/program/week`, { liveTvId, beginTime: day }, { quiet: true });

/** The XMLTV text of a day or a week. */
export const getXmltv = (liveTvId: number, day: string, days: 1 | 7) =>
  get<string>(`${B}/program/xmltv`, { liveTvId, beginTime: day, days }, { responseType: 'text' });
