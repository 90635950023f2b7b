import type { Repos } from '../plugins/repositories.js';

/** Marker that the demo channels were seeded once (so channels deleted later do not come back). */
const MARKER = 'ScheduleDemoSeeded';

const DEMO_CHANNELS = [
  { liveTvName: '综合频道', liveTvDesc: '新闻、综艺与电视剧', liveTvSort: 1 },
  { liveTvName: '新闻频道', liveTvDesc: '全天滚动新闻', liveTvSort: 2 },
  { liveTvName: '影视频道', liveTvDesc: '电影与电视剧', liveTvSort: 3 },
];

/** Gives a tenant its first TV channels, once, so a newcomer can build a schedule at once. */
export async function seedTvChannels(repos: Repos, tenantId: number): Promise<void> {
  if (!(await repos.settings.addIfMissing(tenantId, 0, MARKER, '1'))) return;
  if ((await repos.liveTvs.count(tenantId)) > 0) return;
  for (const c of DEMO_CHANNELS) await repos.liveTvs.create(tenantId, c);
}
