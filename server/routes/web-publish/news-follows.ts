// Readers' 关注 of a column from the public page of a released item (/newsDetails/{id}):
// no sign-in; the tenant comes from the item; the column must be one the item is
// released in; one follow per reader (the random id the page keeps) per column; rate-limited
// per address. The holders of the column's release list get an aggregate 关注 message.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope.js';
import { Id } from '../../lib/strict-schema.js';
import { follows, setFollow } from '../../services/follows.js';
import { REACTION_LIMITS as L } from '../../../shared/reactions.js';
import { AsReader, readerChange, ReaderBody, readerView } from './reader-schemas.js';
import { readerOf } from '../../services/reader-cookie.js';

const NewsFollows = Type.Object({
  columns: Type.Array(
    Type.Object({
      columnId: Type.Integer({ description: '栏目编号' }),
      columnName: Type.String({ description: '栏目名称' }),
      follows: Type.Integer({ description: '关注该栏目的读者数' }),
      followed: Type.Boolean({ description: '该读者是否已关注' }),
    }),
    { description: '稿件所在的栏目（按发布先后）' },
  ),
});

export default async function newsFollowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/news/:id/follows',
    readerView('已发布稿件所在的栏目、各栏目的关注数，以及该读者是否已关注（无需登录）', AsReader, NewsFollows),
    async (request, reply) => ok(await follows(app, request.params.id, await readerOf(app, request, reply))),
  );

  for (const [path, follow] of [['follow', true], ['unfollow', false]] as const) {
    r.post(
      `/news/:id/${path}`,
      readerChange(
        follow
          ? `关注已发布稿件所在的栏目（无需登录；读者是服务端签发的签名 Cookie rdr；同一读者对同一栏目只计一次，重复提交不变；同一地址每分钟最多改变${L.perAddress}个关注；该栏目发布列表的管理者收到一条汇总的关注消息）`
          : '取消关注栏目（无需登录；未关注时不变）',
        Type.Object({ ...ReaderBody, columnId: Id() }),
        NewsFollows,
      ),
      async (request, reply) =>
        ok(await setFollow(app, { contentId: request.params.id, columnId: request.body.columnId, readerId: await readerOf(app, request, reply), address: request.ip, follow })),
    );
  }
}
