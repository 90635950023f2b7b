// A tenant's first TV, radio, event and virtual live channels, seeded once (a marker setting keeps
// channels deleted later from coming back), so a newcomer can build a schedule at once.
import type { Repos } from '../plugins/repositories.js';

/** Marker that the demo channels were seeded once (so channels deleted later do not come back). */
const MARKER = 'ScheduleDemoSeeded';

const DEMO_CHANNELS = [
  { liveTvName: '综合频道', liveTvDesc: '新闻、综艺与电视剧', liveTvSort: 1 },
  { liveTvName: '新闻频道', liveTvDesc: '全天滚动新闻', liveTvSort: 2 },
  { liveTvName: '影视频道', liveTvDesc: '电影与电视剧', liveTvSort: 3 },
];

/** Marker of the radio, event and virtual live demo channels. */
const KINDS_MARKER = 'LiveKindsDemoSeeded';

const DEMO_KIND_CHANNELS = [
  { liveTvName: '交通广播', liveTvDesc: 'FM 101.2 路况与资讯', liveTvSort: 1, kind: 7 },
  { liveTvName: '音乐之声', liveTvDesc: 'FM 95.5 流行音乐', liveTvSort: 2, kind: 7 },
  { liveTvName: '新春联欢晚会', liveTvDesc: '活动现场直播', liveTvSort: 1, kind: 8 },
  { liveTvName: '虚拟新闻主播台', liveTvDesc: '轮播新闻视频的虚拟直播', liveTvSort: 1, kind: 10 },
];

/** Gives a tenant its first TV channels, once, so a newcomer can build a schedule at once. */
export async function seedTvChannels(repos: Repos, tenantId: number): Promise<void> {
  if (await repos.settings.addIfMissing(tenantId, 0, KINDS_MARKER, '1')) {
    for (const c of DEMO_KIND_CHANNELS) await repos.liveTvs.create(tenantId, c);
  }
  if (!(await repos.settings.addIfMissing(tenantId, 0, MARKER, '1'))) return;
  if ((await repos.liveTvs.count(tenantId, 6)) > 0) return;
  for (const c of DEMO_CHANNELS) await repos.liveTvs.create(tenantId, c);
}
