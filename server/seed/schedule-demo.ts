import type { Db } from '../db/schema.js';
import { liveTvsRepo } from '../repositories/live-tvs.js';

/** Marker that the demo channels were seeded once (so channels deleted later do not come back). */
const MARKER = 'ScheduleDemoSeeded';

const DEMO_CHANNELS = [
  { liveTvName: '综合频道', liveTvDesc: '新闻、综艺与电视剧', liveTvSort: 1 },
  { liveTvName: '新闻频道', liveTvDesc: '全天滚动新闻', liveTvSort: 2 },
  { liveTvName: '影视频道', liveTvDesc: '电影与电视剧', liveTvSort: 3 },
];

/** Gives a tenant its first TV channels, once, so a newcomer can build a schedule at once. */
export async function seedTvChannels(db: Db, tenantId: number): Promise<void> {
  const marked = await db
    .insertInto('tenant_settings')
    .values({ tenant_id: tenantId, conf_type: 0, conf_key: MARKER, value: '1', group_name: '' })
    .onConflict((oc) => oc.columns(['tenant_id', 'conf_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!marked) return;
  const tvs = liveTvsRepo(db);
  if ((await tvs.count(tenantId)) > 0) return;
  for (const c of DEMO_CHANNELS) await tvs.create(tenantId, c);
}
