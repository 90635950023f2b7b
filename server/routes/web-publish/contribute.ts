// The contribution queue (投稿审核): page, pass (a draft in content production), back (with a
// reason), delete. Acting on a contribution marks the caller's 投稿 messages about it read.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { bodyCall } from '../../lib/call-options.js';
import { ById, ByIds, Id, QueuePageQuery } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { contributionItems, deleteContributions, passContribution, returnContribution } from '../../services/contributions.js';
import { CONTRIBUTION_LIMITS as L, CONTRIBUTION_MENUS, CONTRIBUTION_TEXTS as T } from '../../../shared/contributions.js';
import { ContributionItem, contributionTags as tags } from './contribution-schemas.js';
import { scopedQueuePage } from '../../services/data-scope.js';

const rights = [CONTRIBUTION_MENUS.contributions.path];

export default async function contributeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/publish/contribute/page',
    {
      config: { rights },
      schema: {
        tags,
        summary:
          '投稿列表（status：0 待审核，1 已采用，2 已退回；不传为全部；最新的在前；关键词查标题、内容、联系人）。' +
          '只列出调用者数据范围之内的投稿（按所属部门与处理人；尚未归属部门的只有数据范围为全部的角色可见）；范围之外的采用、退回、删除 → 404',
        querystring: QueuePageQuery(2),
        response: { 200: EnvelopeOf(PageOf(ContributionItem)), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      return ok(await scopedQueuePage(app, auth, request.query, app.repos.contributions.page, (rows) => contributionItems(app, auth.tenantId, rows)));
    },
  );

  r.post(
    '/publish/contribute/pass',
    { config: { rights }, ...bodyCall(tags, '采用投稿：在内容生产中生成一篇草稿（有视频为视频稿，有图片为图集，否则为文稿；须持有该类型的生产权限），投稿变为已采用', ById, Type.Object({ contentId: Type.Integer(), type: Type.Integer() }), errors) },
    async (request) => ok(await passContribution(app, who(request), request.body.id), T.passed),
  );

  r.post(
    '/publish/contribute/back',
    { config: { rights }, ...bodyCall(tags, '退回投稿（须填写原因）', Type.Object({ id: Id(), reason: Type.String({ maxLength: L.reason }) }), Type.Null(), errors) },
    async (request) => {
      await returnContribution(app, who(request), request.body.id, request.body.reason);
      return ok(null, T.returned);
    },
  );

  r.post(
    '/publish/contribute/delete',
    { config: { rights }, ...bodyCall(tags, '删除投稿（ids：投稿编号；含其他单位的编号时一律不删）', ByIds(200), Type.Null(), errors) },
    async (request) => {
      await deleteContributions(app, who(request), request.body.ids);
      return ok(null, T.deleted);
    },
  );
}
