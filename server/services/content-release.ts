// Release of approved items into columns, and the release list's operations.
import { dataScopeOf } from './data-scope.js';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import type { AuthContext } from '../types.js';
import type { releasesRepo } from '../repositories/releases.js';
import type { DataScope } from '../repositories/data-scope.js';
import {
  CAN_RELEASE,
  CONTENT_STATUS,
  contentTypeName,
  type ContentFileRef,
  type DayCount,
  PORTALS,
  type Portal,
  type PublishStatistics,
  type ReleaseItem,
  type TypeCounts,
} from '../../shared/content.js';
import { contentTx, fileRefs, noticeAuthor } from './content-items.js';
import { CONTENT_TEXTS as T } from './content-messages.js';
import { addNote, NOTES } from './content-revisions.js';
import { addScheduleJobs } from './release-schedule.js';
import { beijingDayOf, beijingMidnight, dashedDay } from '../../shared/time.js';
import type { ReleaseSchedule } from '../../shared/release-schedule.js';
import { heldPaths } from './rights.js';
import { RELEASE_PORTAL_LISTS } from './route-rights.js';
import { mayPublishTo, publishRights, tripartFlagOf, TRIPART_SWITCH } from '../../shared/publish-rights.js';
import { ERROR_TEXTS } from '../lib/error-texts.js';

type ReleaseRows = Awaited<ReturnType<ReturnType<typeof releasesRepo>['page']>>['list'];

/** "1,2,3" → [1,2,3] (distinct); anything else is refused with the field's name. */
export function parseIdList(raw: string, field: string, max = 500): number[] {
  const parts = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!parts.length || parts.length > max || parts.some((s) => !/^\d{1,10}$/.test(s) || Number(s) < 1 || Number(s) > 2147483647)) throw badRequest(ERROR_TEXTS.idList(field));
  return [...new Set(parts.map(Number))];
}

/** "{ids}&{columnIds}&{type}" style path parameters. */
export function splitSpec(spec: string, count: number): string[] {
  const parts = spec.split('&');
  if (parts.length !== count) throw badRequest(ERROR_TEXTS.pathInvalid);
  return parts;
}

export async function toReleaseItems(app: FastifyInstance, tenantId: number, rows: ReleaseRows): Promise<ReleaseItem[]> {
  const covers: Map<number, ContentFileRef> = await fileRefs(app, tenantId, rows.map((r) => r.cover_file_id));
  return rows.map((r) => ({
    releaseId: r.id,
    contentId: r.content_id,
    columnId: r.column_id,
    columnName: r.column_name,
    portal: r.portal === 'app' ? 'app' : 'web',
    type: r.type,
    typeName: contentTypeName(r.type),
    title: r.title,
    summary: r.summary,
    coverUrl: covers.get(r.cover_file_id)?.cover ?? '',
    author: r.author,
    source: r.source,
    linkUrl: r.link_url,
    status: r.status,
    top: r.top,
    orderNum: r.order_num,
    createTime: Number(r.created_at),
    publisherName: r.publisher_name ?? '',
    views: Number(r.views),
    state: Number(r.publish_at) > 0 ? 'scheduled' : 'live',
    ...(Number(r.publish_at) > 0 ? { publishAt: Number(r.publish_at) } : {}),
    ...(Number(r.take_down_at) > 0 ? { takeDownAt: Number(r.take_down_at) } : {}),
  }));
}

/** The tenant's third-party publishing switch (settings comConfType 30) as a flag. */
export async function tripartFlag(app: FastifyInstance, tenantId: number): Promise<number> {
  const switches = await app.repos.settings.list(tenantId, 30);
  return tripartFlagOf(switches.find((c) => c.comConfKey === TRIPART_SWITCH)?.webConfValue);
}

/** 403 unless, for every type and every target portal, the caller holds a matching marker (spec §6). */
async function assertPublishes(app: FastifyInstance, auth: AuthContext, types: number[], portals: Portal[]) {
  const held = await heldPaths(app, auth);
  const flag = await tripartFlag(app, auth.tenantId);
  for (const t of new Set(types)) {
    const rights = publishRights((p) => held.has(p), t, flag);
    if (!Object.values(rights).some(Boolean)) throw forbidden(T.releaseNoRight);
    for (const portal of new Set(portals)) if (!mayPublishTo(rights, portal)) throw forbidden(T.releaseNoPortalRight(portalName(portal)));
  }
}

/**
 * Releases items into columns in one transaction. `asNew`: an existing release of the item in
 * the column is refreshed (new release time, first in the list, live now) instead of refused.
 * `schedule` (already checked: parseSchedule): releases that readers see only from `publishAt`
 * on and/or that are taken down at `takeDownAt`, with their jobs (services/release-schedule.ts);
 * the release time shown is the publish time.
 */
export async function releaseItems(
  app: FastifyInstance,
  auth: AuthContext,
  ids: number[],
  columnIds: number[],
  opts: { type?: number; asNew?: boolean; schedule?: ReleaseSchedule } = {},
): Promise<{ releaseIds: number[] }> {
  const schedule = opts.schedule ?? {};
  const { tenantId, userId } = auth;
  const items = await app.repos.contentItems.getMany(tenantId, ids, await dataScopeOf(app, auth));
  if (items.length !== ids.length) throw notFound(T.notFound);
  if (opts.type !== undefined && items.some((i) => i.type !== opts.type)) throw badRequest(T.releaseTypeMismatch);
  const columns = await app.repos.columns.getMany(tenantId, columnIds);
  if (columns.length !== columnIds.length) throw notFound(T.releaseColumnsInvalid);
  await assertPublishes(app, auth, items.map((i) => i.type), columns.map((c) => (c.portal === 'app' ? 'app' : 'web')));
  const notReady = items.find((i) => !CAN_RELEASE.includes(i.status));
  if (notReady) throw badRequest(T.releaseNotApproved(notReady.title));
  const existing = await app.repos.releases.existing(tenantId, ids, columnIds);
  if (existing.length && !opts.asNew) {
    const e = existing[0]!;
    throw conflict(T.releaseDuplicate(items.find((i) => i.id === e.content_id)?.title ?? '', columns.find((c) => c.id === e.column_id)?.name ?? ''));
  }
  const now = Date.now();
  const releaseAt = schedule.publishAt ?? now;
  let releaseIds: number[];
  try {
    releaseIds = await contentTx(app, async (repos) => {
      const out: number[] = [];
      for (const column of columns) {
        let order = await repos.releases.maxOrder(tenantId, column.id);
        for (const item of items) {
          order += 1;
          const had = existing.find((e) => e.content_id === item.id && e.column_id === column.id);
          if (had) {
            await repos.releases.update(tenantId, [had.id], { created_at: now, order_num: order, publish_at: 0 });
            out.push(had.id);
          } else {
            out.push(
              await repos.releases.insert(tenantId, {
                content_id: item.id,
                column_id: column.id,
                portal: column.portal,
                type: item.type,
                top: 0,
                order_num: order,
                publisher_id: userId,
                created_at: releaseAt,
                publish_at: schedule.publishAt ?? 0,
                take_down_at: schedule.takeDownAt ?? 0,
              }),
            );
          }
        }
      }
      const moved = await repos.contentItems.setStatus(tenantId, ids, CAN_RELEASE, CONTENT_STATUS.published, { updated_at: now });
      if (moved !== ids.length) throw badRequest(T.releaseNotApproved(items[0]!.title));
      const note = schedule.publishAt ? NOTES.schedule : NOTES.release;
      for (const item of items) await addNote(repos, auth, item.id, Number(item.revision), note, now);
      await addScheduleJobs(repos, tenantId, ids, schedule, now);
      return out;
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (/unique|duplicate/i.test(String((err as Error).message))) throw conflict(T.releaseDuplicate(items[0]!.title, columns[0]!.name));
    throw err;
  }
  // A scheduled release tells the author when it goes live (the release job).
  if (schedule.publishAt) return { releaseIds };
  const names = columns.map((c) => c.name).join('、');
  for (const item of items) await noticeAuthor(app, tenantId, item, userId, T.noticeReleasedTitle, T.noticeReleased(item.title, names));
  return { releaseIds };
}

const portalName = (portal: Portal) => PORTALS.find((p) => p.portal === portal)?.name ?? portal;

/**
 * The releases to work on, all of the tenant (else 404), each on a portal whose release list the
 * caller holds (RELEASE_PORTAL_LISTS, else 403): a web-list user does not reorder, pin, move or
 * take down APP releases.
 */
async function loadReleases(app: FastifyInstance, auth: AuthContext, ids: number[]) {
  const rows = await app.repos.releases.getMany(auth.tenantId, ids, await dataScopeOf(app, auth));
  if (rows.length !== ids.length) throw notFound(T.releaseNotFound);
  const held = await heldPaths(app, auth);
  for (const portal of new Set(rows.map((r) => (r.portal === 'app' ? 'app' : 'web') as Portal))) {
    if (!RELEASE_PORTAL_LISTS[portal].some((p) => held.has(p))) throw forbidden(T.releaseNoListRight(portalName(portal)));
  }
  return rows;
}

/**
 * Takes releases down; an item with no release left is shelved (5). Besides the portal's list,
 * the caller needs the publish right of each item's type for the release's portal (spec §6
 * markers, as for releasing): whoever may not put it there may not take it away.
 */
export async function deleteReleases(app: FastifyInstance, auth: AuthContext, ids: number[]) {
  const { tenantId } = auth;
  const rows = await loadReleases(app, auth, ids);
  const contentIds = [...new Set(rows.map((r) => r.content_id))];
  const items = new Map((await app.repos.contentItems.getMany(tenantId, contentIds)).map((i) => [i.id, i]));
  const held = await heldPaths(app, auth);
  const flag = await tripartFlag(app, tenantId);
  for (const r of rows) {
    const type = items.get(r.content_id)?.type;
    const portal: Portal = r.portal === 'app' ? 'app' : 'web';
    if (type === undefined) continue;
    if (!mayPublishTo(publishRights((p) => held.has(p), type, flag), portal)) throw forbidden(T.takeDownNoRight(contentTypeName(type), portalName(portal)));
  }
  return contentTx(app, async (repos) => {
    const removed = await repos.releases.remove(tenantId, ids);
    const bare = await repos.releases.withoutReleases(tenantId, contentIds);
    const shelved = await repos.contentItems.setStatus(tenantId, bare, [CONTENT_STATUS.published], CONTENT_STATUS.shelved, { updated_at: Date.now() });
    return { removed, shelved };
  });
}

/** New order of some releases of one column (top ones for changetoporder): they swap their order numbers. */
export async function reorder(app: FastifyInstance, auth: AuthContext, columnId: number, ids: number[], top: 0 | 1) {
  const { tenantId } = auth;
  const rows = await loadReleases(app, auth, ids);
  if (rows.some((r) => r.column_id !== columnId || r.top !== top)) throw badRequest(T.releaseOrderInvalid);
  const orders = rows.map((r) => r.order_num).sort((a, b) => b - a);
  const distinct = new Set(orders).size === orders.length;
  await contentTx(app, async (repos) => {
    const base = distinct ? 0 : await repos.releases.maxOrder(tenantId, columnId);
    for (const [i, id] of ids.entries()) {
      const order = distinct ? orders[i]! : base + ids.length - i;
      await repos.releases.update(tenantId, [id], { order_num: order });
    }
  });
  return { count: ids.length };
}

export async function setTop(app: FastifyInstance, auth: AuthContext, ids: number[], top: number) {
  await loadReleases(app, auth, ids);
  return { count: await app.repos.releases.update(auth.tenantId, ids, { top: top ? 1 : 0 }) };
}

/** Moves releases into another column of the same portal. */
export async function moveReleases(app: FastifyInstance, auth: AuthContext, ids: number[], columnId: number) {
  const { tenantId } = auth;
  const rows = await loadReleases(app, auth, ids);
  const target = await app.repos.columns.get(tenantId, columnId);
  if (!target || rows.some((r) => r.portal !== target.portal)) throw badRequest(T.moveTargetInvalid);
  const moving = rows.filter((r) => r.column_id !== columnId);
  const clash = await app.repos.releases.existing(tenantId, moving.map((r) => r.content_id), [columnId]);
  const dupes = new Set(moving.map((r) => r.content_id)).size !== moving.length;
  if (clash.length || dupes) {
    const item = await app.repos.contentItems.get(tenantId, (clash[0] ?? moving[0])!.content_id);
    throw conflict(T.releaseDuplicate(item?.title ?? '', target.name));
  }
  await contentTx(app, async (repos) => {
    let order = await repos.releases.maxOrder(tenantId, columnId);
    for (const r of moving) await repos.releases.update(tenantId, [r.id], { column_id: columnId, order_num: (order += 1) });
  });
  return { count: moving.length };
}

const EMPTY: TypeCounts = { document: 0, video: 0, audio: 0, gallery: 0, link: 0, total: 0 };
function typeCounts(m: Map<number, number>): TypeCounts {
  const c = { ...EMPTY };
  c.document = m.get(1) ?? 0;
  c.video = m.get(2) ?? 0;
  c.audio = m.get(3) ?? 0;
  c.gallery = m.get(4) ?? 0;
  c.link = m.get(5) ?? 0;
  c.total = [...m.values()].reduce((a, b) => a + b, 0);
  return c;
}

/** 00:00 Beijing time of the day of `t`, n days on. */
export const startOfDay = beijingMidnight;

/** yyyymmdd of a time (its Beijing day), the key of per-day view counts. */
export function dayNumber(t: number): number {
  return Number(beijingDayOf(t));
}

/** 'yyyy-MM-dd' of a time's Beijing day. */
export function dayKey(t: number): string {
  return dashedDay(beijingDayOf(t));
}

/** Releases today and yesterday by type (Beijing days). */
export async function publishStatistics(app: FastifyInstance, tenantId: number, scope?: DataScope, now = Date.now()): Promise<PublishStatistics> {
  const today = startOfDay(now);
  const yesterday = startOfDay(now, -1);
  const tomorrow = startOfDay(now, 1);
  return {
    today: typeCounts(await app.repos.releases.countByType(tenantId, today, tomorrow, scope)),
    yesterday: typeCounts(await app.repos.releases.countByType(tenantId, yesterday, today, scope)),
  };
}

/** Releases of a content type per Beijing day over the last `days` days (oldest first). */
export async function releasesPerDay(app: FastifyInstance, tenantId: number, type: number, days: number, scope?: DataScope, now = Date.now()): Promise<DayCount[]> {
  return perDay(await app.repos.releases.timesSince(tenantId, startOfDay(now, -(days - 1)), type, scope), days, now);
}

/** Counts per day for the last `days` days (oldest first), from a list of times. */
export function perDay(times: number[], days: number, now = Date.now()): DayCount[] {
  const out: DayCount[] = [];
  for (let i = days - 1; i >= 0; i--) out.push({ day: dayKey(startOfDay(now, -i)), count: 0 });
  const index = new Map(out.map((d, i) => [d.day, i]));
  for (const t of times) {
    const i = index.get(dayKey(t));
    if (i !== undefined) out[i]!.count += 1;
  }
  return out;
}

