// The console (控制台) page's calls.
import type { DashboardOverview, MyDetail } from '../../../shared/api.js';
import type { PublishStatistics } from '../../../shared/content.js';
import { get, postJson } from '../http.js';

export function getDashboardOverview(): Promise<DashboardOverview> {
  return get<DashboardOverview>('/api/web-basic/tenant/manager/overview');
}

export function getMyDetail(): Promise<MyDetail> {
  return get<MyDetail>('/api/web-conf/user/manager/my/detail');
}

/** Both at once: the console page shows them together. */
/** Today's and yesterday's releases by kind; null when the user may not see them. */
export function getPublishStatistics(): Promise<PublishStatistics | null> {
  return postJson<PublishStatistics>('/api/release/statistics', {}, { quiet: true }).catch(() => null);
}

export async function loadDashboard(): Promise<{ overview: DashboardOverview; me: MyDetail; publish: PublishStatistics | null }> {
  const [overview, me, publish] = await Promise.all([getDashboardOverview(), getMyDetail(), getPublishStatistics()]);
  return { overview, me, publish };
}
