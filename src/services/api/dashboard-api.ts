// The console (控制台) page's calls.
import type { DashboardOverview, MyDetail } from '../../../shared/api.js';
import { get } from '../http.js';

export function getDashboardOverview(): Promise<DashboardOverview> {
  return get<DashboardOverview>('/api/web-basic/tenant/manager/overview');
}

export function getMyDetail(): Promise<MyDetail> {
  return get<MyDetail>('/api/web-conf/user/manager/my/detail');
}

/** Both at once: the console page shows them together. */
export async function loadDashboard(): Promise<{ overview: DashboardOverview; me: MyDetail }> {
  const [overview, me] = await Promise.all([getDashboardOverview(), getMyDetail()]);
  return { overview, me };
}
