// Counters shown on the console's dashboard (web-basic/tenant.ts overview) and the big screens'
// figures (/statisticaldata): label → count for the tenant, in the order they are shown. One table
// here, so what a dashboard counts is read in one place (not registered by importing route files).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIVE_KIND } from '../../shared/live-kinds.js';

type Counter = (app: FastifyInstance, tenantId: number) => Promise<number>;

const COUNTERS: [label: string, counter: Counter][] = [
  ['发布', (app, tenantId) => app.repos.releases.count(tenantId)],
  ['媒体文件', (app, tenantId) => app.repos.libraryFiles.count(tenantId)],
  ['直播通道', (app, tenantId) => app.repos.liveChannels.count(tenantId)],
  ['电视频道', (app, tenantId) => app.repos.liveTvs.count(tenantId, DEFAULT_LIVE_KIND)],
  ['消息', (app, tenantId) => app.repos.messages.count(tenantId)],
  ['终端', (app, tenantId) => app.repos.terminals.count(tenantId)],
  ['商城订单', async (app, tenantId) => (await app.repos.shop.orderTotals(tenantId)).count],
  ['稿件', async (app, tenantId) => (await app.repos.contentItems.totals(tenantId)).count],
];

export async function overviewCounters(app: FastifyInstance, tenantId: number): Promise<Record<string, number>> {
  const entries = await Promise.all(COUNTERS.map(async ([k, f]) => [k, await f(app, tenantId)] as const));
  return Object.fromEntries(entries);
}
