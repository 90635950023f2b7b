// Readers' 点赞 / 收藏 on the public page of a released item (/newsDetails/{id}):
// no sign-in; the tenant comes from the item; one per reader (a random id the page keeps) per
// item; rate-limited per address. The author gets an aggregate message.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope.js';
import { react, reactions } from '../../services/reactions.js';
import { REACTION_KINDS, REACTION_LIMITS as L } from '../../../shared/reactions.js';
import { AsReader, readerChange, ReaderBody, readerView } from './reader-schemas.js';
import { readerOf } from '../../services/reader-cookie.js';

const NewsReactions = Type.Object({
  likes: Type.Integer({ description: '点赞数' }),
  collects: Type.Integer({ description: '收藏数' }),
  liked: Type.Boolean({ description: '该读者是否已点赞' }),
  collected: Type.Boolean({ description: '该读者是否已收藏' }),
});

export default async function newsReactionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/news/:id/reactions',
    readerView('已发布稿件的点赞数、收藏数，以及该读者（签名 Cookie rdr）是否已点赞、收藏（无需登录）', AsReader, NewsReactions),
    async (request, reply) => ok(await reactions(app, request.params.id, await readerOf(app, request, reply))),
  );

  for (const kind of REACTION_KINDS) {
    r.post(
      `/news/:id/${kind}`,
      readerChange(
        `${kind === 'like' ? '点赞' : '收藏'}已发布的稿件（无需登录；读者是服务端签发的签名 Cookie rdr（没有时随答复签发）；同一读者对同一稿件只计一次，重复提交不变；同一地址每分钟最多${L.perAddress}次，对同一稿件每天最多${L.perAddressItem}次（429）；作者收到一条汇总消息）`,
        Type.Object(ReaderBody),
        NewsReactions,
      ),
      async (request, reply) => ok(await react(app, { contentId: request.params.id, kind, readerId: await readerOf(app, request, reply), address: request.ip })),
    );
  }
}
