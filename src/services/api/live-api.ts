// Live channels (passageways) and live servers (spec 001 §7 "Live channels and programmes").
import type { Paged } from '../../../shared/api.js';
import type { LiveServerItem, PassagewayItem } from '../../../shared/live-rules.js';
import { get, post } from '../http.js';

const B = '/api/web-manager/live';

export interface PassagewayQuery {
  keyword?: string;
  status?: number | '';
  equipmentHas?: number | '';
  beginTime?: string;
  type?: number | '';
  pageIndex: number;
  pageSize: number;
}

import type { PassagewayForm } from '../../../shared/media-effects.js';
export type { PassagewayForm };

export const getPassagewayPage = (q: PassagewayQuery) => get<Paged<PassagewayItem>>(`${B}/passageway/page`, q);
export const addPassageway = (f: PassagewayForm) => post<PassagewayItem>(`${B}/passageway/add`, f);
export const editPassageway = (passagewayId: number, f: PassagewayForm) => post<PassagewayItem>(`${B}/passageway/edit`, { passagewayId, ...f });
export const deletePassageway = (passagewayId: number) => post<null>(`${B}/passageway/delete`, { passagewayId });
export const getLiveServers = () => get<LiveServerItem[]>(`${B}/server/list`);
export const getCreateMax = () => get<{ max: number; used: number; remain: number }>(`${B}/server/create/max`);
