// The console (控制台) page's calls.
import type { DashboardOverview, MyDetail } from '../../../shared/api.js';
import { RELEASE_READERS, type PublishStatistics } from '../../../shared/content.js';
import { readJson, STORAGE_KEYS } from '../storage.js';
import type { TodoAnswer, TodoItem } from '../../../shared/todo.js';
import { get, postJson } from '../http.js';

export function getDashboardOverview(): Promise<DashboardOverview> {
  return get<DashboardOverview>('/api/web-basic/tenant/manager/overview');
}

export function getMyDetail(): Promise<MyDetail> {
  return get<MyDetail>('/api/web-conf/user/manager/my/detail');
}

/**
 * Today's and yesterday's releases by kind; null when the user may not see them: not asked at
 * all when the signed-in user's pages hold none of the release readers' (no refused call).
 */
export function getPublishStatistics(): Promise<PublishStatistics | null> {
  const pages = readJson<{ comMicsPath?: string }[]>(STORAGE_KEYS.userResource);
  if (pages && !pages.some((p) => p.comMicsPath && RELEASE_READERS.includes(p.comMicsPath))) return Promise.resolve(null);
  return postJson<PublishStatistics>('/api/release/statistics', {}, { quiet: true }).catch(() => null);
}

/** Both at once: the console page shows them together. */
export async function loadDashboard(): Promise<{ overview: DashboardOverview; me: MyDetail; publish: PublishStatistics | null }> {
  const [overview, me, publish] = await Promise.all([getDashboardOverview(), getMyDetail(), getPublishStatistics()]);
  return { overview, me, publish };
}

/** 待我处理: the caller's counts, each with the list it opens. */
export async function getTodo(): Promise<TodoItem[]> {
  return (await get<TodoAnswer>('/api/web-basic/tenant/manager/todo')).items;
}
