// The review chain's settings: /api/web-publish/review/flow (contract "Review chain").
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { who } from '../../plugins/auth.js';
import { CONTENT_PATHS } from '../../../shared/content.js';
import { REVIEW_CHAIN_LIMITS as L, REVIEW_CHAIN_TEXTS as T } from '../../../shared/review-chain.js';
import { CONTENT_READERS } from '../../services/content-rights.js';
import { reviewFlows, saveReviewFlow } from '../../services/review-chain.js';
import { ReviewFlow, tags } from './content-schemas.js';

const SETTINGS = [CONTENT_PATHS.reviewFlow];

export default async function reviewFlowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/review/flow',
    {
      config: { rights: [...CONTENT_READERS, ...SETTINGS] },
      schema: {
        tags,
        summary:
          '各稿件类型的审核流程（三审）：每类 1 至 3 级，每级有名称和可审核的角色；未设置的类型为默认的一级「审核」（roleIds 为空：所有持有该类型审核权限的人都可审核）',
        response: { 200: EnvelopeOf(Type.Array(ReviewFlow)), 403: ErrorEnvelope },
      },
    },
    async (request) => ok(await reviewFlows(app, who(request).tenantId)),
  );

  r.get(
    '/review/flow/roles',
    {
      config: { rights: SETTINGS },
      schema: {
        tags,
        summary: '设置审核流程时可选的角色（本单位的全部角色）',
        response: { 200: EnvelopeOf(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String() }))), 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const roles = await app.repos.roles.list(who(request).tenantId);
      return ok(roles.map((r) => ({ id: r.id, name: r.name, description: r.description ?? '' })));
    },
  );

  r.post(
    '/review/flow',
    {
      config: { rights: SETTINGS },
      schema: {
        tags,
        summary:
          '保存一种稿件类型的审核流程（整条替换）：1 至 3 级，名称不能为空、不能重复、不超过 20 个字，角色须为本单位的角色；有误 → 400，不写入。' +
          '正在审核中的稿件保留所在级别（流程缩短时停在新的最后一级）',
        body: Type.Object({
          type: Type.Integer({ minimum: 1, maximum: 99, description: '1 文稿 2 视频 3 音频 4 图集 5 外链' }),
          levels: Type.Array(
            Type.Object({
              level: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: '可不传：按数组顺序为第 1、2、3 级' })),
              name: Type.String({ maxLength: 200 }),
              roleIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 200, description: '可审核该级的角色；空表示所有持有审核权限的人' }),
            }),
            { maxItems: 20, description: `${L.levelsMin} 至 ${L.levelsMax} 级` },
          ),
        }),
        response: { 200: EnvelopeOf(ReviewFlow), 400: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => ok(await saveReviewFlow(app, who(request), request.body.type, request.body.levels), T.saved),
  );
}
