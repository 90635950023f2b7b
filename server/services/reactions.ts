// Readers' 点赞 / 收藏 on the public page of a released item, and the author's folded message:
// one per item, kind and hour (docs/interaction.md).
import type { FastifyInstance } from 'fastify';
import { tooMany } from '../lib/errors.js';
import { notifyFolded } from './notify.js';
import { publicItem } from './comments.js';
import { dayNumber } from './content-release.js';
import {
  REACTION_LIMITS as L,
  REACTION_MESSAGE_TYPE,
  REACTION_TEXTS as T,
  reactionRef,
  type NewsReactions,
  type ReactionKind,
} from '../../shared/reactions.js';

/** The console link of a 点赞 / 收藏 message: the item's editor (as the 创作 messages). */
export const itemLink = (contentId: number) => `/contentProduction/edit?id=${contentId}`;

async function state(app: FastifyInstance, contentId: number, readerId: string): Promise<NewsReactions> {
  const repo = app.repos.reactions;
  return {
    likes: await repo.count(contentId, 'like'),
    collects: await repo.count(contentId, 'collect'),
    liked: readerId ? await repo.has(contentId, 'like', readerId) : false,
    collected: readerId ? await repo.has(contentId, 'collect', readerId) : false,
  };
}

/** The counts of a released item and whether this reader reacted (404 when not released). */
export async function reactions(app: FastifyInstance, contentId: number, readerId: string) {
  const item = await publicItem(app, contentId);
  return state(app, item.id, readerId);
}

/**
 * A reader likes or collects a released item: once per reader (a repeat changes nothing and
 * sends nothing), at most REACTION_LIMITS.perAddress per address per window (429, nothing written).
 */
export async function react(app: FastifyInstance, input: { contentId: number; kind: ReactionKind; readerId: string; address: string }) {
  const item = await publicItem(app, input.contentId);
  const repo = app.repos.reactions;
  if (!(await repo.has(item.id, input.kind, input.readerId))) {
    const now = Date.now();
    if ((await repo.recentByAddress(input.address, now - L.rateWindowMs)) >= L.perAddress) throw tooMany(T.tooMany);
    if ((await repo.byAddressOnItem(item.id, input.kind, input.address, now - L.itemWindowMs)) >= L.perAddressItem) throw tooMany(T.tooManyOnItem);
    const added = await repo.add(item.tenant_id, { kind: input.kind, contentId: item.id, readerId: input.readerId, address: input.address });
    if (added) {
      await noticeAuthor(app, item, input.kind);
    }
  }
  return state(app, item.id, input.readerId);
}

/**
 * Counts a view of a released item: once per reader per item per hour, and at most
 * REACTION_LIMITS.viewsPerAddressHour readers per address per item per hour. Answers whether it counted.
 */
export async function countView(app: FastifyInstance, item: { id: number; tenant_id: number }, readerId: string, address: string, now = Date.now()): Promise<boolean> {
  const repo = app.repos.reactions;
  const hour = Math.floor(now / 3_600_000);
  if ((await repo.viewsFromAddress(item.id, address, hour)) >= L.viewsPerAddressHour) return false;
  if (!(await repo.markView(item.tenant_id, { contentId: item.id, readerId, address, hour }))) return false;
  await app.repos.contentItems.addView(item.tenant_id, item.id, dayNumber(now));
  return true;
}

async function noticeAuthor(app: FastifyInstance, item: { id: number; tenant_id: number; creator_id: number; title: string }, kind: ReactionKind) {
  try {
    await notifyFolded(app, item.tenant_id, [item.creator_id], {
      msgType: REACTION_MESSAGE_TYPE[kind],
      countInHour: (from, to) => app.repos.reactions.countBetween(item.id, kind, from, to),
      text: async (count) => ({ title: T.noticeTitle(kind, item.title, count), viewContent: T.noticeBody(kind, await app.repos.reactions.count(item.id, kind)) }),
      link: itemLink(item.id),
      refKey: reactionRef(kind, item.id),
    });
  } catch (err) {
    app.log.warn({ err }, 'reaction notice failed');
  }
}
