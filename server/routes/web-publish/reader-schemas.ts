// Schemas and call options shared by the public reader calls on a released item (评论: news-comments.ts;
// 点赞 / 收藏: news-reactions.ts; 关注: news-follows.ts).
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope } from '../../lib/envelope.js';
import { ById } from '../../lib/strict-schema.js';
import { publicRoute } from '../../plugins/auth.js';
import { REACTION_LIMITS as L } from '../../../shared/reactions.js';

/**
 * The old reader id the page keeps in localStorage: still accepted, no longer trusted.
 * The reader is the signed cookie `rdr` the server issues (services/reader-cookie.ts).
 */
export const ReaderId = Type.String({ pattern: L.readerIdPattern, description: '已废弃：读者由服务端签发的签名 Cookie（rdr）确定，此字段被忽略（仍接受 8–64 位字母、数字、- 或 _）' });

const tags = ['公开页面'];
/** The released item a reader call is about: `/news/:id/…`. */
export const NewsParams = ById;

/** The query of a read that answers as this reader sees the item (without one: as a stranger). */
export const AsReader = Type.Object({ readerId: Type.Optional(ReaderId) });
/** The body of a reader's change: the reader comes from the cookie; `readerId` is ignored. */
export const ReaderBody = { readerId: Type.Optional(ReaderId) };

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
