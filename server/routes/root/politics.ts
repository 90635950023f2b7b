// Q&A 问政 in the console: answering units and their users (/politics/unit/bindUsers and
// /findBindUsers, spec 001 §7), the question queue (/askingQuestions/list: assign to a unit,
// publish, delete) and the answering screen (/answer/list: only a user bound to the question's
// unit may answer). Acting on a question marks the caller's 问政 messages about it read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok } from '../../lib/envelope.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { badRequest, conflict, forbidden, found, notFound } from '../../lib/errors.js';
import { ById, ByIds, Id, QueuePageQuery } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { cleanText } from '../../services/comments.js';
import { pushCounts } from '../../services/notify.js';
import { noticeUnit, questionItem, questionRef } from '../../services/politics.js';
import { QA_LIMITS as L, QA_MACHINE_TEXTS, QA_MENUS as M, QA_TEXTS as T, QUESTION_STATUS } from '../../../shared/qa-tasks.js';
import { Paged } from '../web-publish/content-schemas.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';

const tags = ['问政'];
const UNITS = [M.units.path];
const QUESTIONS = [M.questions.path];
const ANSWERS = [M.answers.path];

const UserChoice = Type.Object({ webUserId: Type.Integer(), webUserName: Type.String(), account: Type.String() });
const QuestionSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  title: Type.String(),
  content: Type.String(),
  status: Type.Integer({ description: '0 待分配，1 待回答，2 已回答' }),
  unitId: Type.Integer(),
  unitName: Type.String(),
  answer: Type.String(),
  answeredBy: Type.String(),
  answerTime: Type.Integer(),
  published: Type.Integer(),
  createTime: Type.Integer(),
});
const PageQuery = QueuePageQuery(2);

export default async function politicsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.politics;

  const unitOf = (tenantId: number, id: number) => found(repo.unit(tenantId, id), T.unitNotFound);
  const questionOf = (tenantId: number, id: number) => found(repo.question(tenantId, id), T.questionNotFound);
  const readMessages = async (request: FastifyRequest, ids: number[]) => {
    const { tenantId, userId } = who(request);
    const n = await app.repos.messages.markReadByRef(tenantId, userId, ids.map(questionRef));
    if (n) await pushCounts(app, tenantId, userId);
  };
  /** A page of the question queue (keyword trimmed), only of `boundUserId`'s units when given. */
  const questionPage = async (tenantId: number, q: Static<typeof PageQuery>, boundUserId?: number) => {
    const { total, rows } = await repo.page(tenantId, { ...q, keyWord: q.keyWord?.trim() || undefined, boundUserId });
    return ok({ list: rows.map(questionItem), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
  };
  const choices = (rows: { id: number; name: string; account: string }[]) => rows.map((u) => ({ webUserId: u.id, webUserName: u.name, account: u.account }));

  // ---- answering units ----
  r.get(
    '/politics/unit/list',
    {
      config: { rights: [...UNITS, ...QUESTIONS] },
      schema: { tags, summary: '回答单位（含绑定的用户数）', response: { 200: EnvelopeOf(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), userCount: Type.Integer() }))), ...errors } },
    },
    async (request) => ok(await repo.units(who(request).tenantId)),
  );

  r.get(
    '/politics/unit/users',
    { config: { rights: UNITS }, schema: { tags, summary: '可绑定到回答单位的本单位用户', response: { 200: EnvelopeOf(Type.Array(UserChoice)), ...errors } } },
    async (request) => ok(choices(await app.repos.users.active(who(request).tenantId))),
  );

  r.post(
    '/politics/unit/save',
    {
      config: { rights: UNITS },
      ...bodyCall(tags, '新建（无 id）或改名回答单位', Type.Object({ id: Type.Optional(Id()), name: Type.String({ maxLength: L.unitName }) }), Type.Object({ id: Type.Integer() }), errors),
    },
    async (request) => {
      const { tenantId } = who(request);
      const name = cleanText(request.body.name);
      if (!name) throw badRequest(T.unitNameRequired);
      const same = await repo.unitByName(tenantId, name);
      if (same && same.id !== request.body.id) throw conflict(T.unitNameTaken);
      if (request.body.id) {
        await unitOf(tenantId, request.body.id);
        await repo.renameUnit(tenantId, request.body.id, name);
        return ok({ id: request.body.id }, COMMON_MESSAGES.saved);
      }
      return ok({ id: await repo.createUnit(tenantId, name) }, COMMON_MESSAGES.saved);
    },
  );

  r.post(
    '/politics/unit/delete',
    { config: { rights: UNITS }, ...bodyCall(tags, '删除回答单位（还有问政时不能删除）', ById, Type.Null(), errors) },
    async (request) => {
      const { tenantId } = who(request);
      await unitOf(tenantId, request.body.id);
      if (await repo.questionsOfUnit(tenantId, request.body.id)) throw conflict(T.unitInUse);
      await repo.removeUnit(tenantId, request.body.id);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );

  r.post(
    '/politics/unit/bindUsers',
    {
      config: { rights: UNITS },
      ...bodyCall(tags, '绑定回答单位的用户（userIds 取代原有绑定；空数组解除全部）', Type.Object({ unitId: Id(), userIds: Type.Array(Id(), { maxItems: L.usersPerUnit, uniqueItems: true }) }), Type.Null(), errors),
    },
    async (request) => {
      const { tenantId } = who(request);
      const { unitId, userIds } = request.body;
      await unitOf(tenantId, unitId);
      const own = await app.repos.users.existingIds(tenantId, userIds);
      if (own.length !== userIds.length) throw badRequest(T.usersNotOfTenant);
      await repo.bindUsers(tenantId, unitId, userIds);
      return ok(null, QA_MACHINE_TEXTS.done.bind);
    },
  );

  r.post(
    '/politics/unit/findBindUsers',
    { config: { rights: UNITS }, ...bodyCall(tags, '回答单位已绑定的用户', Type.Object({ unitId: Id() }), Type.Array(UserChoice), errors) },
    async (request) => {
      const { tenantId } = who(request);
      await unitOf(tenantId, request.body.unitId);
      return ok(choices(await repo.boundUsers(tenantId, request.body.unitId)));
    },
  );

  // ---- the question queue ----
  r.get(
    '/politics/question/page',
    { config: { rights: QUESTIONS }, ...queryCall(tags, '问政列表（status：0 待分配，1 待回答，2 已回答；不传为全部）', PageQuery, Paged(QuestionSchema), errors) },
    async (request) => questionPage(who(request).tenantId, request.query),
  );

  r.post(
    '/politics/question/assign',
    { config: { rights: QUESTIONS }, ...bodyCall(tags, '把问政分配给回答单位（该单位绑定的用户收到问政消息；改派时原回答作废）', Type.Object({ id: Id(), unitId: Id() }), Type.Null(), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const q = await questionOf(tenantId, request.body.id);
      await unitOf(tenantId, request.body.unitId);
      await repo.assign(tenantId, q.id, request.body.unitId);
      await readMessages(request, [q.id]);
      await noticeUnit(app, tenantId, request.body.unitId, q, userId);
      return ok(null, QA_MACHINE_TEXTS.done.assign);
    },
  );

  r.post(
    '/politics/question/publish',
    {
      config: { rights: QUESTIONS },
      ...bodyCall(tags, '公开或撤回已回答的问政（published：1 公开，0 撤回）', Type.Object({ id: Id(), published: Type.Integer({ minimum: 0, maximum: 1 }) }), Type.Null(), errors),
    },
    async (request) => {
      const { tenantId } = who(request);
      const q = await questionOf(tenantId, request.body.id);
      if (request.body.published && q.status !== QUESTION_STATUS.answered) throw badRequest(T.notAnswered);
      await repo.publish(tenantId, q.id, request.body.published);
      await readMessages(request, [q.id]);
      return ok(null, request.body.published ? QA_MACHINE_TEXTS.done.publish : QA_MACHINE_TEXTS.done.unpublish);
    },
  );

  r.post(
    '/politics/question/delete',
    { config: { rights: QUESTIONS }, ...bodyCall(tags, '删除问政（ids：问政编号；有任何一个不属于本单位则什么都不删）', ByIds(200), Type.Null(), errors) },
    async (request) => {
      const { tenantId } = who(request);
      const ids = request.body.ids;
      if ((await repo.ownQuestions(tenantId, ids)).length !== ids.length) throw notFound(T.questionNotFound);
      await repo.removeQuestions(tenantId, ids);
      await readMessages(request, ids);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );

  // ---- answering ----
  r.get(
    '/politics/answer/page',
    { config: { rights: ANSWERS }, ...queryCall(tags, '分配给我所在回答单位的问政', PageQuery, Paged(QuestionSchema), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      return questionPage(tenantId, request.query, userId);
    },
  );

  r.post(
    '/politics/answer',
    { config: { rights: ANSWERS }, ...bodyCall(tags, '回答问政（只有问政所分配单位绑定的用户可以回答；再次回答即修改）', Type.Object({ id: Id(), answer: Type.String({ maxLength: L.answer }) }), Type.Null(), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const q = await questionOf(tenantId, request.body.id);
      if (!q.unit_id) throw badRequest(T.notAssigned);
      if (!(await repo.isBound(tenantId, q.unit_id, userId))) throw forbidden(T.notBound);
      const answer = cleanText(request.body.answer);
      if (!answer) throw badRequest(T.answerRequired);
      await repo.answer(tenantId, q.id, answer, userId);
      await readMessages(request, [q.id]);
      return ok(null, T.answered);
    },
  );
}
