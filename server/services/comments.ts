// Readers' comments on released items: posting (public, rate-limited, forbidden words and users),
// and the moderators' notice. The moderation calls themselves are thin (routes/web-publish/comments.ts).
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound, tooMany } from '../lib/errors.js';
import { notify } from './notify.js';
import { whoMaySee } from './data-scope.js';
import type { ContentRow } from '../repositories/content-items.js';
import { wordMatcher } from './forbidden-words.js';
import { warnRefused } from './warnings.js';
import { CONTENT_STATUS } from '../../shared/content.js';
import { COMMENT_LIMITS as L, COMMENT_MESSAGE_TYPE, INTERACTION_MENUS, INTERACTION_TEXTS as T } from '../../shared/interaction.js';

/** The released item a public call is about (its tenant comes from the item), or 404. */
export async function publicItem(app: FastifyInstance, id: number) {
  const item = await app.repos.contentItems.getPublic(id);
  const published = item ? await app.repos.releases.firstTime(item.id) : null;
  if (!item || item.status !== CONTENT_STATUS.published || published === null) throw notFound(T.newsNotFound);
  return item;
}

/** Trims and collapses a reader's text; control characters go. */
export const cleanText = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/[ \t]+/g, ' ').trim();

export async function postComment(app: FastifyInstance, input: { contentId: number; nickname: string; content: string; address: string }) {
  const item = await publicItem(app, input.contentId);
  const tenantId = item.tenant_id;
  const nickname = cleanText(input.nickname);
  const content = cleanText(input.content);
  if (!nickname) throw badRequest(T.nicknameRequired);
  if (!content) throw badRequest(T.contentRequired);
  if (await app.repos.comments.isForbidden(tenantId, input.address)) throw forbidden(T.forbiddenUser);
  const matcher = await wordMatcher(app, tenantId);
  const refused = matcher.find(nickname).length ? T.forbiddenNickname : matcher.find(content).length ? T.forbiddenWord : '';
  if (refused) {
    await warnRefused(app, tenantId, T.refusedComment(item.title));
    throw badRequest(refused);
  }
  const now = Date.now();
  const recent = await app.repos.comments.recentCounts(input.address, item.id, now - L.rateWindowMs, now - L.addressWindowMs, now - L.itemWindowMs);
  if (recent.byAddress >= L.perAddress || recent.byAddressLong >= L.perAddressLong) throw tooMany(T.tooManyFromAddress);
  if (!recent.known && recent.itemAddresses >= L.perItem) throw tooMany(T.tooManyOnItem);
  const id = await app.repos.comments.create(tenantId, { contentId: item.id, nickname, content, address: input.address });
  await noticeModerators(app, tenantId, id, item, nickname, content);
  return { id, status: 0 };
}

/** Tells the holders of the moderation right that a comment waits (评论 message, leads to the queue). */
async function noticeModerators(app: FastifyInstance, tenantId: number, id: number, item: Pick<ContentRow, 'title' | 'creator_id' | 'dept_id'>, nickname: string, content: string) {
  try {
    // the moderators whose data scope covers the item (the queue shows only those comments)
    const to = await whoMaySee(app, tenantId, await app.repos.contentItems.holdersOf(tenantId, INTERACTION_MENUS.comments.path), item.creator_id, item.dept_id);
    if (!to.length) return;
    await notify(app, tenantId, to, {
      msgType: COMMENT_MESSAGE_TYPE,
      title: T.commentWaitingTitle(item.title),
      viewContent: T.byWriter(nickname, content),
      link: `${INTERACTION_MENUS.comments.path}?commentId=${id}`,
      senderId: 0,
      refKey: `comment:${id}`,
    });
  } catch (err) {
    app.log.warn({ err }, 'comment notice failed');
  }
}
