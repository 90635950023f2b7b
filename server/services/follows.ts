// Readers' 关注 of a column from the public page of a released item, and the folded 关注
// message (one per column and hour) to the holders of that column's release list (shared/follows.ts).
import type { FastifyInstance } from 'fastify';
import { notFound, tooMany } from '../lib/errors.js';
import { notifyFolded } from './notify.js';
import { publicItem } from './comments.js';
import { PORTALS } from '../../shared/content.js';
import { FOLLOW_MESSAGE_TYPE, FOLLOW_TEXTS as T, followLink, followRef, type NewsFollows } from '../../shared/follows.js';
import { REACTION_LIMITS as L, REACTION_TEXTS } from '../../shared/reactions.js';

interface ItemColumn {
  columnId: number;
  columnName: string;
  portal: string;
}

/** The columns a released item is in (each once, in release order). */
async function itemColumns(app: FastifyInstance, item: { id: number; tenant_id: number }): Promise<ItemColumn[]> {
  const seen = new Set<number>();
  const out: ItemColumn[] = [];
  for (const r of await app.repos.releases.ofItem(item.tenant_id, item.id, undefined, true)) {
    if (seen.has(r.column_id)) continue;
    seen.add(r.column_id);
    out.push({ columnId: r.column_id, columnName: r.column_name, portal: r.portal });
  }
  return out;
}

async function state(app: FastifyInstance, columns: ItemColumn[], readerId: string): Promise<NewsFollows> {
  const repo = app.repos.follows;
  return {
    columns: await Promise.all(
      columns.map(async (c) => ({
        columnId: c.columnId,
        columnName: c.columnName,
        follows: await repo.count(c.columnId),
        followed: readerId ? await repo.has(c.columnId, readerId) : false,
      })),
    ),
  };
}

/** The columns of a released item with their follower counts and whether this reader follows them (404 when not released). */
export async function follows(app: FastifyInstance, contentId: number, readerId: string) {
  const item = await publicItem(app, contentId);
  return state(app, await itemColumns(app, item), readerId);
}

/**
 * A reader follows (or unfollows) a column the released item is in: a repeat changes nothing and
 * sends nothing; at most REACTION_LIMITS.perAddress follows changed per address per window (429,
 * nothing written; a reader's toggling of one column counts once). A new follower rewrites (or
 * sends) the column's 关注 message of the hour to the holders of its release list.
 */
export async function setFollow(app: FastifyInstance, input: { contentId: number; columnId: number; readerId: string; address: string; follow: boolean }) {
  const item = await publicItem(app, input.contentId);
  const columns = await itemColumns(app, item);
  const column = columns.find((c) => c.columnId === input.columnId);
  if (!column) throw notFound(T.columnNotFound);
  const repo = app.repos.follows;
  if ((await repo.has(column.columnId, input.readerId)) !== input.follow) {
    if ((await repo.recentByAddress(input.address, Date.now() - L.rateWindowMs)) >= L.perAddress) throw tooMany(REACTION_TEXTS.tooMany);
    const changed = await repo.set(item.tenant_id, { columnId: column.columnId, readerId: input.readerId, address: input.address, follow: input.follow });
    if (changed && input.follow) await noticeFollow(app, item.tenant_id, column);
  }
  return state(app, columns, input.readerId);
}

async function noticeFollow(app: FastifyInstance, tenantId: number, column: ItemColumn) {
  try {
    const listPath = (PORTALS.find((p) => p.portal === column.portal) ?? PORTALS[0]!).listPath;
    const to = await app.repos.contentItems.holdersOf(tenantId, listPath);
    if (!to.length) return;
    await notifyFolded(app, tenantId, to, {
      msgType: FOLLOW_MESSAGE_TYPE,
      countInHour: (from, to) => app.repos.follows.countFollowedBetween(column.columnId, from, to),
      text: async (count) => ({ title: T.noticeTitle(column.columnName, count), viewContent: T.noticeBody(await app.repos.follows.count(column.columnId)) }),
      link: followLink(listPath, column.columnId),
      refKey: followRef(column.columnId),
    });
  } catch (err) {
    app.log.warn({ err }, 'follow notice failed');
  }
}
