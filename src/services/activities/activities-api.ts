// The lucky-draw calls (server/routes/web-operate/activity.ts). One function per call.
import type { Paged } from '../../../shared/api.js';
import type { ActivityDetail, ActivityInput, ActivityKind, ActivitySummary, DrawRecord, DrawVerification, Winner } from '../../../shared/activities.js';
import { get, postJson } from '../http.js';

const A = '/api/web-operate/activity';

export const getActivityPage = (q: { kind?: ActivityKind; keyword?: string; pageIndex: number; pageSize: number }) => get<Paged<ActivitySummary>>(`${A}/page`, q);
export const getActivity = (id: number) => get<ActivityDetail>(`${A}/detail`, { id });
export const saveActivity = (input: ActivityInput) => postJson<{ id: number }>(`${A}/save`, input);
export const deleteActivity = (id: number) => postJson<null>(`${A}/delete`, { id });
export const drawPrize = (q: { activityId: number; prizeId: number; count: number }) => postJson<DrawRecord>(`${A}/draw`, q);
export const getDraws = (activityId: number) => get<DrawRecord[]>(`${A}/draws`, { activityId });
export const verifyDraw = (id: number) => get<DrawVerification>(`${A}/draw/verify`, { id });
export const getWinners = (activityId: number) => get<Paged<Winner>>(`${A}/winners`, { activityId, pageIndex: 1, pageSize: 500 });
export const getWinnersCsv = (activityId: number) => get<string>(`${A}/winners/export`, { activityId }, { responseType: 'text' });
