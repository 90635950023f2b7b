import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok, pageParams } from '../../lib/envelope.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { registerCounter } from '../../services/overview.js';
import { TV_NOT_FOUND } from '../../services/schedule-rules.js';

registerCounter('电视频道', (app, tenantId) => app.repos.liveTvs.count(tenantId));

const tags = ['电视频道'];

const TvChannel = Type.Object({
  liveTvId: Type.Integer(),
  liveTvName: Type.String(),
  liveTvDesc: Type.String(),
  liveTvCover: Type.String(),
  liveTvState: Type.Integer({ description: '1 启用，0 停用' }),
  liveTvSort: Type.Integer(),
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

/** TV channels: the channels whose day is programmed (contract "TV channels and schedule"). */
export default async function liveTvRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tvs = app.repos.liveTvs;

  r.get(
    '/live/tv/page',
    {
      schema: {
        tags,
        summary: '电视频道分页列表（按名称搜索）',
        querystring: Type.Object({
          keyword: Type.String({ maxLength: 64, default: '' }),
          ...pageParams(10, 1000),
        }),
        response: { 200: EnvelopeOf(Type.Object({ list: Type.Array(TvChannel), total: Type.Integer() })), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { keyword, pageIndex, pageSize } = request.query;
      return ok(await tvs.page(tenantId, keyword, pageIndex, pageSize));
    },
  );

  r.get(
    '/live/tv/detail',
    {
      schema: {
        tags,
        summary: '电视频道详情',
        querystring: Type.Object({ liveTvId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: EnvelopeOf(TvChannel), 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const tv = await tvs.get(tenantId, request.query.liveTvId);
      if (!tv) throw notFound(TV_NOT_FOUND);
      return ok(tv);
    },
  );

  r.post(
    '/live/tv/add',
    {
      schema: {
        tags,
        summary: '新增电视频道；同一租户内名称不可重复',
        consumes: ['application/x-www-form-urlencoded'],
        body: Type.Object(TvFields),
        response: { 200: EnvelopeOf(TvChannel), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const body = { ...request.body, liveTvName: request.body.liveTvName.trim() };
      if (!body.liveTvName) throw badRequest('频道名称不能为空');
      if (await tvs.nameTaken(tenantId, body.liveTvName)) throw badRequest(TV_NAME_TAKEN);
      const id = await tvs.create(tenantId, body);
      return ok((await tvs.get(tenantId, id))!, '新增成功');
    },
  );

  r.post(
    '/live/tv/edit',
    {
      schema: {
        tags,
        summary: '编辑电视频道',
        consumes: ['application/x-www-form-urlencoded'],
        body: Type.Object({ liveTvId: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...TvFields }),
        response: { 200: EnvelopeOf(TvChannel), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { liveTvId, ...rest } = request.body;
      const body = { ...rest, liveTvName: rest.liveTvName.trim() };
      if (!body.liveTvName) throw badRequest('频道名称不能为空');
      if (!(await tvs.get(tenantId, liveTvId))) throw notFound(TV_NOT_FOUND);
      if (await tvs.nameTaken(tenantId, body.liveTvName, liveTvId)) throw badRequest(TV_NAME_TAKEN);
      await tvs.update(tenantId, liveTvId, body);
      return ok((await tvs.get(tenantId, liveTvId))!, '修改成功');
    },
  );

  r.post(
    '/live/tv/delete',
    {
      schema: {
        tags,
        summary: '删除电视频道（可逗号分隔多个 id）及其全部节目单',
        consumes: ['application/x-www-form-urlencoded'],
        body: Type.Object({ liveTvId: Type.String({ minLength: 1, maxLength: 1000, pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$' }) }),
        response: { 200: EnvelopeOf(Type.Object({ deleted: Type.Integer() })), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const ids = [...new Set(request.body.liveTvId.split(',').map(Number))];
      const deleted = await tvs.remove(tenantId, ids);
      if (deleted === 0) throw notFound(TV_NOT_FOUND);
      return ok({ deleted }, '删除成功');
    },
  );
}
