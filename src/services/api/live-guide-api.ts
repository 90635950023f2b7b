// The public programme guide and the channel monitor's list (docs/schedule.md).
import type { ProgrammeGuide } from '../../../shared/live-kinds.js';
import type { PassagewayItem } from '../../../shared/live-rules.js';
import { getPassagewayPage } from './live-api.js';
import { get } from '../http.js';

/** No token needed: the tenant is named by its domain. The page shows its own message, so quiet. */
export const getProgrammeGuide = (domainName: string, liveTvId: number) =>
  get<ProgrammeGuide>('/api/web-manager/live/program/page/notoken', { domainName, liveTvId }, { quiet: true });

/** Every live channel of the tenant (the server's page limit is 1000). */
export const getAllPassageways = async (): Promise<PassagewayItem[]> => (await getPassagewayPage({ pageIndex: 1, pageSize: 1000 })).list;
