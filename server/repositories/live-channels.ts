// Live servers and live channels (passageways): owns live_servers and live_passageways.
// publicChannel alone takes no tenant: the public live view knows only the channel.
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { LivePassagewayTable, LiveServerTable } from '../db/media-library-schema.js';
import { containsText, countRows, onPage } from './sql-helpers.js';

export type ServerRow = Selectable<LiveServerTable>;
export type PassagewayRow = Selectable<LivePassagewayTable>;
export type PassagewayWithServer = PassagewayRow & { server_name: string | null; host: string | null; rtmp_port: number | null; http_port: number | null };

export interface PassagewayFilter {
  keyword?: string;
  state?: number;
  type?: number;
  /** 1: only channels with an equipment bound; 0: only without. */
  equipmentHas?: number;
  /** Created at or after (epoch ms). */
  since?: number;
  pageIndex: number;
  pageSize: number;
}

/** A tenant's live servers and live channels. */
export function liveChannelsRepo(db: Db) {
  const anyTenant = () =>
    db
      .selectFrom('live_passageways')
      .leftJoin('live_servers', (j) => j.onRef('live_servers.id', '=', 'live_passageways.server_id').onRef('live_servers.tenant_id', '=', 'live_passageways.tenant_id'))
      .selectAll('live_passageways')
      .select(['live_servers.name as server_name', 'live_servers.host', 'live_servers.rtmp_port', 'live_servers.http_port']);
  const withServer = (tenantId: number) => anyTenant().where('live_passageways.tenant_id', '=', tenantId);

  const repo = {
    async servers(tenantId: number): Promise<ServerRow[]> {
      return db.selectFrom('live_servers').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
    },
    async server(tenantId: number, id: number): Promise<ServerRow | undefined> {
      return db.selectFrom('live_servers').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    async createServer(tenantId: number, s: Omit<ServerRow, 'id' | 'tenant_id' | 'created_at'>): Promise<ServerRow> {
      return db.insertInto('live_servers').values({ ...s, tenant_id: tenantId, created_at: Date.now() }).returningAll().executeTakeFirstOrThrow();
    },
    /** The tenant's servers; a tenant without one gets a default server. */
    async ensureServers(tenantId: number): Promise<ServerRow[]> {
      const list = await repo.servers(tenantId);
      if (list.length) return list;
      await repo.createServer(tenantId, {
        name: '直播服务器1',
        host: process.env.LIVE_SERVER_HOST || '127.0.0.1',
        rtmp_port: 1935,
        http_port: 8088,
        port_min: 10000,
        port_max: 10999,
        max_channels: 20,
      });
      return repo.servers(tenantId);
    },
    /** Channels per server. */
    async usedByServer(tenantId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('live_passageways')
        .select((eb) => ['server_id', eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .groupBy('server_id')
        .execute();
      return new Map(rows.map((r) => [r.server_id, Number(r.n)]));
    },
    async portsOf(tenantId: number, serverId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('live_passageways').select('port').where('tenant_id', '=', tenantId).where('server_id', '=', serverId).execute();
      return new Set(rows.map((r) => r.port));
    },
    async get(tenantId: number, id: number): Promise<PassagewayWithServer | undefined> {
      return withServer(tenantId).where('live_passageways.id', '=', id).executeTakeFirst();
    },
    /**
     * A channel by id alone, for the public live view and its viewer socket: the channel id is
     * all a viewer has, and the channel's tenant becomes the tenant of everything that follows.
     */
    async publicChannel(id: number): Promise<PassagewayWithServer | undefined> {
      // A disabled tenant's channels are dark.
      return anyTenant()
        .where('live_passageways.id', '=', id)
        .where((eb) => eb.exists(eb.selectFrom('tenants').select('tenants.id').whereRef('tenants.id', '=', 'live_passageways.tenant_id').where('tenants.status', '=', 1)))
        .executeTakeFirst();
    },
    /** The push channel whose stream (push) key this is, of any tenant (live server hooks). */
    async byStreamKey(streamKey: string): Promise<PassagewayRow | undefined> {
      return db.selectFrom('live_passageways').selectAll().where('stream_key', '=', streamKey).where('type', '=', 0).orderBy('id').executeTakeFirst();
    },
    /** Every push channel's tenant and stream key (live server hooks derive play keys from them). */
    async pushKeys(limit = 100_000): Promise<{ id: number; tenant_id: number; stream_key: string }[]> {
      return db.selectFrom('live_passageways').select(['id', 'tenant_id', 'stream_key']).where('type', '=', 0).where('stream_key', '!=', '').orderBy('id').limit(limit).execute();
    },
    /** Pull channels that are pulling (拉流中) from an HTTP(S) address: the signal checker reads them. */
    async pullSources(limit = 100_000): Promise<{ id: number; tenant_id: number; pull_url: string }[]> {
      return db
        .selectFrom('live_passageways')
        .select(['id', 'tenant_id', 'pull_url'])
        .where('type', '=', 1)
        .where('state', '=', 1)
        .where((eb) => eb.or([eb('pull_url', 'like', 'http://%'), eb('pull_url', 'like', 'https://%')]))
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /** The tenant's channels with their server, by id (at most `limit`). */
    async listWithServer(tenantId: number, limit = 500): Promise<PassagewayWithServer[]> {
      return withServer(tenantId).orderBy('live_passageways.id').limit(limit).execute();
    },
    async nameTaken(tenantId: number, name: string, exceptId = 0): Promise<boolean> {
      const r = await db.selectFrom('live_passageways').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).where('id', '!=', exceptId).executeTakeFirst();
      return !!r;
    },
    async page(tenantId: number, f: PassagewayFilter) {
      let q = db.selectFrom('live_passageways').where('tenant_id', '=', tenantId);
      if (f.keyword) q = q.where(containsText('name', f.keyword));
      if (f.state !== undefined) q = q.where('state', '=', f.state);
      if (f.type !== undefined) q = q.where('type', '=', f.type);
      if (f.equipmentHas === 1) q = q.where('equipment', '!=', '');
      if (f.equipmentHas === 0) q = q.where('equipment', '=', '');
      if (f.since !== undefined) q = q.where('created_at', '>=', f.since);
      const total = await countRows(q);
      const ids = (
        await q
          .select('id')
          .orderBy('id', 'desc')
          .$call(onPage(f))
          .execute()
      ).map((r) => r.id);
      const list = ids.length ? await withServer(tenantId).where('live_passageways.id', 'in', ids).orderBy('live_passageways.id', 'desc').execute() : [];
      return { list, total };
    },
    async create(tenantId: number, p: Omit<PassagewayRow, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>): Promise<PassagewayRow> {
      const now = Date.now();
      return db
        .insertInto('live_passageways')
        .values({ ...p, tenant_id: tenantId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async update(tenantId: number, id: number, set: Partial<Omit<PassagewayRow, 'id' | 'tenant_id' | 'created_at'>>) {
      await db
        .updateTable('live_passageways')
        .set({ ...set, updated_at: Date.now() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async remove(tenantId: number, id: number) {
      await db.deleteFrom('live_passageways').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async count(tenantId: number): Promise<number> {
      return countRows(db.selectFrom('live_passageways').where('tenant_id', '=', tenantId));
    },
  };
  return repo;
}
