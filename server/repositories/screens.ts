// What the big screens read in one go (shared/screens.ts): today's programme rows of every TV and
// radio channel for the on-air board, and live releases per desk with the most-read published
// stories for the new-media board. Read-only; every query is bounded and filtered by tenant.
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { CONTENT_STATUS } from '../../shared/content.js';
import { ON_AIR_CHANNELS_MAX, TOP_STORIES } from '../../shared/screens.js';

/** The kinds the on-air board shows: TV (6) and radio (7). */
const ON_AIR_KINDS = [6, 7];

export interface OnAirRow {
  tvId: number;
  start: number;
  end: number;
  programName: string;
  programTitle: string;
  episode: string;
}

export function screensRepo(db: Db) {
  return {
    /** Up to ON_AIR_CHANNELS_MAX TV and radio channels in the channel list's order, those with a
     *  list on `day` first (a station with many channels shows the ones on air). */
    async onAirChannels(tenantId: number, day: string) {
      return db
        .selectFrom('live_tvs')
        .select(['id', 'name', 'state', 'kind'])
        .select((eb) =>
          eb
            .exists(eb.selectFrom('live_program_days as d').select('d.id').whereRef('d.tv_id', '=', 'live_tvs.id').where('d.tenant_id', '=', tenantId).where('d.play_day', '=', day))
            .as('listed'),
        )
        .where('tenant_id', '=', tenantId)
        .where('kind', 'in', ON_AIR_KINDS)
        .orderBy('listed', 'desc')
        .orderBy('sort')
        .orderBy('id')
        .limit(ON_AIR_CHANNELS_MAX)
        .execute();
    },
    /** The day's entries of those channels, in each channel's order. */
    async dayRows(tenantId: number, tvIds: number[], day: string): Promise<OnAirRow[]> {
      if (tvIds.length === 0) return [];
      const rows = await db
        .selectFrom('live_programs')
        .select(['tv_id', 'start_s', 'end_s', 'program_name', 'program_title', 'episode'])
        .where('tenant_id', '=', tenantId)
        .where('play_day', '=', day)
        .where('tv_id', 'in', tvIds)
        .orderBy('tv_id')
        .orderBy('seq')
        .execute();
      return rows.map((r) => ({ tvId: r.tv_id, start: r.start_s, end: r.end_s, programName: r.program_name, programTitle: r.program_title, episode: r.episode }));
    },
    /** Live releases (not scheduled) counted by the desk of their item (0: no desk). */
    async releasesByDesk(tenantId: number) {
      const rows = await db
        .selectFrom('releases')
        .innerJoin('content_items', 'content_items.id', 'releases.content_id')
        .leftJoin('departments', (j) => j.onRef('departments.id', '=', 'content_items.dept_id').on('departments.tenant_id', '=', tenantId))
        .select([sql<number>`coalesce(content_items.dept_id, 0)`.as('dept_id'), 'departments.name as desk', (eb) => eb.fn.countAll<number>().as('n')])
        .where('releases.tenant_id', '=', tenantId)
        .where('releases.publish_at', '=', 0)
        .groupBy([sql`coalesce(content_items.dept_id, 0)`, 'departments.name'])
        .execute();
      return rows.map((r) => ({ deptId: Number(r.dept_id), desk: r.desk ?? '', releases: Number(r.n) }));
    },
    /** Published stories by views, most first. */
    async topStories(tenantId: number) {
      const rows = await db
        .selectFrom('content_items')
        .select(['id', 'title', 'views'])
        .where('tenant_id', '=', tenantId)
        .where('status', '=', CONTENT_STATUS.published)
        .orderBy('views', 'desc')
        .orderBy('id', 'desc')
        .limit(TOP_STORIES)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.title, views: Number(r.views) }));
    },
  };
}
