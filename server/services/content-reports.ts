// The detail and map reports (shared/content-reports.ts): one item with its reads per day,
// documents ranked by reads, and where library files are used.
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../types.js';
import { contentStatusName, contentTypeName } from '../../shared/content.js';
import { MEDIA_MAP_MAX, REPORT_DAILY_DAYS, type ArticleRank, type MediaRole, type MediaUsage, type ReportItemDetail } from '../../shared/content-reports.js';
import { bodyFileIds } from './content-body.js';
import { contentDetail } from './content-items.js';
import { dayKey, dayNumber, startOfDay } from './content-release.js';
import { dataScopeOf } from './data-scope.js';

/** One item's report: within the caller's data scope, else 404. */
export async function reportItem(app: FastifyInstance, auth: AuthContext, id: number, now = Date.now()): Promise<ReportItemDetail> {
  const { tenantId } = auth;
  const detail = await contentDetail(app, auth, id);
  const since = startOfDay(now, -(REPORT_DAILY_DAYS - 1));
  const rows = await app.repos.contentItems.viewDays(tenantId, id, dayNumber(since));
  const views = new Map(rows.map((r) => [Number(r.day), Number(r.views)]));
  const dailyViews = Array.from({ length: REPORT_DAILY_DAYS }, (_, i) => {
    const t = startOfDay(now, i - (REPORT_DAILY_DAYS - 1));
    return { day: dayKey(t), count: views.get(dayNumber(t)) ?? 0 };
  });
  return { detail, dailyViews };
}

/** Documents ranked by reads, of the caller's data scope. */
export async function articleRanking(app: FastifyInstance, auth: AuthContext, days: number, limit: number, now = Date.now()): Promise<ArticleRank[]> {
  const rows = await app.repos.contentItems.articleRanking(auth.tenantId, dayNumber(startOfDay(now, -(days - 1))), limit, await dataScopeOf(app, auth));
  return rows.map((r) => ({
    contentId: r.id,
    title: r.title,
    author: r.author,
    source: r.source,
    views: Number(r.period_views ?? 0),
    totalViews: Number(r.views),
    releaseCount: Number(r.release_count ?? 0),
    publishTime: Number(r.publish_time ?? 0),
  }));
}

type UseRow = { file_id: number; id: number; title: string; type: number; status: number };

/** Library files of the tenant that stories of the caller's data scope use, most used first (at most MEDIA_MAP_MAX). */
export async function mediaUsage(app: FastifyInstance, auth: AuthContext): Promise<MediaUsage[]> {
  const { tenantId } = auth;
  const { files, covers, bodies } = await app.repos.contentItems.mediaUses(tenantId, await dataScopeOf(app, auth));
  const uses = new Map<number, Map<string, UseRow & { role: MediaRole }>>();
  const add = (row: UseRow, role: MediaRole) => {
    let m = uses.get(row.file_id);
    if (!m) uses.set(row.file_id, (m = new Map()));
    m.set(`${row.id}:${role}`, { ...row, role });
  };
  for (const f of files) add(f, 'file');
  for (const c of covers) add(c, 'cover');
  for (const b of bodies) for (const fileId of bodyFileIds(b.body)) add({ file_id: fileId, id: b.id, title: b.title, type: b.type, status: b.status }, 'body');
  const known = await app.repos.contentItems.tenantFiles(tenantId, [...uses.keys()]);
  return known
    .map((f) => ({
      fileId: f.id,
      fileName: f.name,
      fileType: f.file_type,
      uses: [...uses.get(f.id)!.values()]
        .sort((a, b) => b.id - a.id)
        .map((u) => ({
          contentId: u.id,
          title: u.title,
          type: u.type,
          typeName: contentTypeName(u.type),
          status: u.status,
          statusName: contentStatusName(u.status),
          role: u.role,
        })),
    }))
    .sort((a, b) => b.uses.length - a.uses.length || a.fileId - b.fileId)
    .slice(0, MEDIA_MAP_MAX);
}
