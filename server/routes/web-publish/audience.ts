// Public submissions of the audience (no account): a contribution (投稿) or a tip-off (报料) to the
// unit named by its domain. Rate-limited per address and per unit; forbidden words refused.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { submitContribution, submitTip } from '../../services/contributions.js';
import { CONTRIBUTION_LIMITS as L, CONTRIBUTION_TEXTS as T } from '../../../shared/contributions.js';
import { AudienceParams as params, ContributionFields, TipFields } from './contribution-schemas.js';
import { publicRoute } from '../../plugins/auth.js';

const tags = ['公开页面'];
const response = {
  200: EnvelopeOf(Type.Object({ id: Type.Integer() })),
  400: ErrorEnvelope,
  404: ErrorEnvelope,
  429: ErrorEnvelope,
};
const limits = `同一地址每分钟最多${L.perAddress}次（投稿与报料合计），同一单位每分钟最多接受${L.perTenant}个不同地址的提交（本分钟已提交过的地址不受此限）；含违禁词时拒绝`;

export default async function audienceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/audience/:domain/contribute',
    publicRoute({ tags, summary: `网友投稿（无需登录；进入投稿审核；附件为同一上传凭证下上传的图片或视频，最多${L.files}个，一个凭证只能用一次；${limits}）`, params, body: Type.Object(ContributionFields), response }),
    async (request) => ok(await submitContribution(app, request.params.domain, request.body, request.ip), T.submitted),
  );

  r.post(
    '/audience/:domain/report',
    publicRoute({ tags, summary: `网友报料（无需登录；进入报料管理待分派；${limits}）`, params, body: Type.Object(TipFields), response }),
    async (request) => ok(await submitTip(app, request.params.domain, request.body, request.ip), T.submitted),
  );
}
