// Schemas and call options shared by the public reader calls on a released item (评论: news-comments.ts;
// 点赞 / 收藏: news-reactions.ts; 关注: news-follows.ts).
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope } from '../../lib/envelope.js';
import { Id } from '../../lib/strict-schema.js';
import { publicRoute } from '../../plugins/auth.js';
import { REACTION_LIMITS as L } from '../../../shared/reactions.js';

export const ReaderId = Type.String({ pattern: L.readerIdPattern, description: '读者标识（页面随机生成并保存在本地，8–64 位字母、数字、- 或 _）' });

const tags = ['公开页面'];
/** The released item a reader call is about: `/news/:id/…`. */
export const NewsParams = Type.Object({ id: Id() });

/** The query of a read that answers as this reader sees the item (without one: as a stranger). */
export const AsReader = Type.Object({ readerId: Type.Optional(ReaderId) });

/** A public read of a released item's `data`, chosen by `querystring`. */
export function readerView<Q extends TSchema, D extends TSchema>(summary: string, querystring: Q, data: D) {
  return publicRoute({
    tags,
    summary,
    params: NewsParams,
    querystring,
    response: { 200: EnvelopeOf(data), 400: ErrorEnvelope, 404: ErrorEnvelope },
  });
}

/** A reader's rate-limited change on a released item (its `body`), answered with the item's new `data`. */
export function readerChange<B extends TSchema, D extends TSchema>(summary: string, body: B, data: D) {
  return publicRoute({
    tags,
    summary,
    params: NewsParams,
    body,
    response: { 200: EnvelopeOf(data), 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
  });
}
