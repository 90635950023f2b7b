// TV channels and the other programmed kinds (7 radio, 8 event, 10 virtual live): page, detail,
// add, edit, delete (with their programme days). Contract "TV channels and schedule",
// docs/schedule.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LIVE_KIND, LIVE_KINDS, liveKindInfo } from '../../../shared/live-kinds.js';
import { ORG_MENUS } from '../../../shared/org.js';
import { assertHolds } from '../../services/rights.js';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { Id, Paging } from '../../lib/strict-schema.js';
import { badRequest, found, notFound } from '../../lib/errors.js';
import { form, formCall, queryCall } from '../../lib/call-options.js';
import { who } from '../../plugins/auth.js';
import { PROGRAM_EDIT_MENU_PATH, TV_NOT_FOUND } from '../../services/schedule-rules.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { PROGRAMME_TEXTS as P } from '../../services/programme-messages.js';


const tags = ['电视频道'];

const TvChannel = Type.Object({
  liveTvId: Type.Integer(),
  liveTvName: Type.String(),
  liveTvDesc: Type.String(),
  liveTvCover: Type.String(),
  liveTvState: Type.Integer({ description: '1 启用，0 停用' }),
  liveTvSort: Type.Integer(),
  liveKind: Type.Integer({ description: '6 电视直播，7 电台直播，8 活动直播，10 虚拟直播' }),
  createTime: Type.Number({ description: '创建时间（毫秒）' }),
  updateTime: Type.Number(),
});

const TvFields = {
  liveTvName: Type.String({ minLength: 1, maxLength: 64 }),
  liveTvDesc: Type.Optional(Type.String({ maxLength: 512 })),
  liveTvCover: Type.Optional(Type.String({ maxLength: 512 })),
  liveTvState: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  liveTvSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
};

const TV_NAME_TAKEN = '电视频道名称已存在';
const nameTaken = (kind: number) => (kind === DEFAULT_LIVE_KIND ? TV_NAME_TAKEN : `${liveKindInfo(kind).noun}名称已存在`);

const Kind = Type.Union(
  LIVE_KINDS.map((k) => Type.Literal(k.kind)),
  { default: DEFAULT_LIVE_KIND, description: '频道类别：6 电视直播（默认），7 电台直播，8 活动直播，10 虚拟直播' },
);

/**
 * A kind's channels are the business of its list screen (and of the programme editor, which
 * every kind shares); the role editor lists TV channels for per-channel rights.
 */
async function assertKindRight(app: FastifyInstance, request: FastifyRequest, kind: number, alsoPaths: readonly string[] = []) {
  await assertHolds(app, who(request), [liveKindInfo(kind).path, PROGRAM_EDIT_MENU_PATH, ...alsoPaths]);
}

/** TV channels: the channels whose day is programmed (contract "TV channels and schedule"). */
export default async function liveTvRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tvs = app.repos.liveTvs;

  r.get(
    '/live/tv/page',
    queryCall(
      tags,
      '电视频道（或电台、活动、虚拟直播频道，kind）分页列表（按名称搜索）',
      Type.Object({ keyword: Type.String({ maxLength: 64, default: '' }), kind: Kind, ...Paging(10, 1000) }),
      Type.Object({ list: Type.Array(TvChannel), total: Type.Integer() }),
      { 400: ErrorEnvelope },
    ),
    async (request) => {
      const { tenantId } = who(request);
      const { keyword, pageIndex, pageSize, kind } = request.query;
      await assertKindRight(app, request, kind, kind === DEFAULT_LIVE_KIND ? [ORG_MENUS.roles.path] : []);
      return ok(await tvs.page(tenantId, keyword, pageIndex, pageSize, kind));
    },
  );

  r.get(
    '/live/tv/detail',
    queryCall(tags, '电视频道详情', Type.Object({ liveTvId: Id() }), TvChannel, { 404: ErrorEnvelope }),
    async (request) => {
      const { tenantId } = who(request);
      const tv = await found(tvs.get(tenantId, request.query.liveTvId), TV_NOT_FOUND);
      await assertKindRight(app, request, tv.liveKind);
      return ok(tv);
    },
  );

  r.post(
    '/live/tv/add',
    formCall(tags, '新增电视频道（kind 为 7、8、10 时为电台、活动、虚拟直播频道）；同一租户同一类别内名称不可重复', Type.Object({ ...TvFields, kind: Kind }), TvChannel, { 400: ErrorEnvelope }),
    async (request) => {
      const { tenantId } = who(request);
      const body = { ...request.body, liveTvName: request.body.liveTvName.trim() };
      if (!body.liveTvName) throw badRequest(P.tvNameRequired);
      await assertKindRight(app, request, body.kind);
      if (await tvs.nameTaken(tenantId, body.liveTvName, 0, body.kind)) throw badRequest(nameTaken(body.kind));
      const id = await tvs.create(tenantId, body);
      return ok((await tvs.get(tenantId, id))!, COMMON_MESSAGES.added);
    },
  );

  r.post(
    '/live/tv/edit',
    formCall(tags, '编辑电视频道', Type.Object({ liveTvId: Id(), ...TvFields }), TvChannel, { 400: ErrorEnvelope, 404: ErrorEnvelope }),
    async (request) => {
      const { tenantId } = who(request);
      const { liveTvId, ...rest } = request.body;
      const body = { ...rest, liveTvName: rest.liveTvName.trim() };
      if (!body.liveTvName) throw badRequest(P.tvNameRequired);
      const tv = await found(tvs.get(tenantId, liveTvId), TV_NOT_FOUND);
      await assertKindRight(app, request, tv.liveKind);
      if (await tvs.nameTaken(tenantId, body.liveTvName, liveTvId, tv.liveKind)) throw badRequest(nameTaken(tv.liveKind));
      await tvs.update(tenantId, liveTvId, body);
      return ok((await tvs.get(tenantId, liveTvId))!, COMMON_MESSAGES.edited);
    },
  );

  r.post(
    '/live/tv/delete',
    {
      schema: {
        tags,
        summary: '删除电视频道（可逗号分隔多个 id）及其全部节目单',
        consumes: form,
        body: Type.Object({ liveTvId: Type.String({ minLength: 1, maxLength: 1000, pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$' }) }),
        response: { 200: EnvelopeOf(Type.Object({ deleted: Type.Integer() })), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const ids = [...new Set(request.body.liveTvId.split(',').map(Number))];
      for (const id of ids) {
        const tv = await tvs.get(tenantId, id);
        if (tv) await assertKindRight(app, request, tv.liveKind);
      }
      const deleted = await tvs.remove(tenantId, ids);
      if (deleted === 0) throw notFound(TV_NOT_FOUND);
      return ok({ deleted }, COMMON_MESSAGES.deleted);
    },
  );
}
