// Collaborative tasks (/collaborativeTasks): the list with the spec's synergy filter (cioStime,
// cioEtime, keyword, cioStatus, webCioType, page size 12), creating a task (its members are
// invited by 邀请 messages that lead back here), a member accepting or refusing, finishing and
// deleting a task.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok } from '../../lib/envelope.js';
import { bodyCall } from '../../lib/call-options.js';
import { badRequest, conflict, forbidden, found } from '../../lib/errors.js';
import { ById, Id, Paging } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { cleanText } from '../../services/comments.js';
import { answerTask, inviteMembers } from '../../services/collab-tasks.js';
import { QA_LIMITS as L, QA_MACHINE_TEXTS, QA_MENUS as M, QA_TEXTS as T, TASK_STATUS, TASK_TYPES, type CollabTask } from '../../../shared/qa-tasks.js';
import { Paged } from '../web-publish/content-schemas.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';

const tags = ['协同任务'];
const rights = [M.tasks.path];
const Time = () => Type.Integer({ minimum: 0, maximum: 32503680000000 });

const TaskSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  cioType: Type.Integer(),
  status: Type.Integer({ description: '1 进行中，2 已完成' }),
  overdue: Type.Boolean(),
  startTime: Type.Integer(),
  deadline: Type.Integer(),
  creatorId: Type.Integer(),
  creatorName: Type.String(),
  createTime: Type.Integer(),
  members: Type.Array(Type.Object({ userId: Type.Integer(), name: Type.String(), status: Type.Integer({ description: '0 待接受，1 已接受，2 已拒绝' }) })),
  myStatus: Type.Integer({ description: '调用者作为成员的状态（-1 不是成员）' }),
  isCreator: Type.Boolean(),
});

export default async function collaborativeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.collabTasks;

  const taskOf = (tenantId: number, id: number) => found(repo.get(tenantId, id), T.taskNotFound);

  r.get(
    '/collaborative/task/page',
    {
      config: { rights },
      schema: {
        tags,
        summary: '协同任务列表（cioStatus：0 全部，1 进行中，2 已完成，3 已逾期；cioStime/cioEtime：与任务起止时间相交的时段，毫秒）',
        querystring: Type.Object({
          cioStime: Type.Optional(Time()),
          cioEtime: Type.Optional(Time()),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          cioStatus: Type.Integer({ minimum: 0, maximum: 3, default: 0 }),
          webCioType: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
          ...Paging(12, 100),
        }),
        response: { 200: EnvelopeOf(Paged(TaskSchema)), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const q = request.query;
      if (q.cioStime !== undefined && q.cioEtime !== undefined && q.cioEtime < q.cioStime) throw badRequest(T.endBeforeStart);
      const now = Date.now();
      const { total, rows } = await repo.page(tenantId, { ...q, keyword: q.keyword?.trim() || undefined, now });
      const list: CollabTask[] = rows.map((t) => ({
        id: t.id,
        title: t.title,
        content: t.content,
        cioType: t.cio_type,
        status: t.status,
        overdue: t.status === TASK_STATUS.open && Number(t.deadline) < now,
        startTime: Number(t.start_time),
        deadline: Number(t.deadline),
        creatorId: t.created_by,
        creatorName: t.creator_name ?? '',
        createTime: Number(t.created_at),
        members: t.members.map((m) => ({ userId: m.user_id, name: m.name, status: m.status })),
        myStatus: t.members.find((m) => m.user_id === userId)?.status ?? -1,
        isCreator: t.created_by === userId,
      }));
      return ok({ list, total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/collaborative/task/users',
    {
      config: { rights },
      schema: { tags, summary: '可指派的本单位用户', response: { 200: EnvelopeOf(Type.Array(Type.Object({ webUserId: Type.Integer(), webUserName: Type.String(), account: Type.String() }))), ...errors } },
    },
    async (request) => ok((await app.repos.users.active(who(request).tenantId)).map((u) => ({ webUserId: u.id, webUserName: u.name, account: u.account }))),
  );

  r.post(
    '/collaborative/task/create',
    {
      config: { rights },
      schema: {
        tags,
        summary: '新建协同任务；每位成员收到一条邀请消息（链接到该任务）',
        body: Type.Object({
          title: Type.String({ maxLength: L.taskTitle }),
          content: Type.String({ maxLength: L.taskContent }),
          cioType: Type.Integer(),
          startTime: Time(),
          deadline: Time(),
          userIds: Type.Array(Id(), { maxItems: L.assignees, uniqueItems: true }),
        }),
        response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const b = request.body;
      const title = cleanText(b.title);
      if (!title) throw badRequest(T.taskTitleRequired);
      if (!TASK_TYPES[b.cioType]) throw badRequest(T.taskTypeInvalid);
      if (!b.userIds.length) throw badRequest(T.assigneesRequired);
      if (b.deadline < b.startTime) throw badRequest(T.deadlineBeforeStart);
      if (b.deadline < Date.now()) throw badRequest(T.deadlinePast);
      const own = await app.repos.users.existingIds(tenantId, b.userIds);
      if (own.length !== b.userIds.length) throw badRequest(T.assigneesNotOfTenant);
      const id = await repo.create(tenantId, { title, content: cleanText(b.content), cioType: b.cioType, startTime: b.startTime, deadline: b.deadline, createdBy: userId, userIds: b.userIds });
      await inviteMembers(app, tenantId, { id, title, deadline: b.deadline }, b.userIds, userId);
      return ok({ id }, QA_MACHINE_TEXTS.done.create);
    },
  );

  for (const [action, accept] of [['accept', true], ['refuse', false]] as const) {
    r.post(
      `/collaborative/task/${action}`,
      {
        config: { rights },
        schema: { tags, summary: `${accept ? '接受' : '拒绝'}任务邀请（成员本人；邀请消息随之处理并标为已读）`, body: ById, response: { 200: EnvelopeOf(Type.Null()), ...errors } },
      },
      async (request) => {
        const { tenantId, userId } = who(request);
        await answerTask(app, tenantId, userId, request.body.id, accept);
        return ok(null, QA_MACHINE_TEXTS.done[action]);
      },
    );
  }

  r.post(
    '/collaborative/task/finish',
    { config: { rights }, ...bodyCall(tags, '完成任务（创建者或已接受的成员）', ById, Type.Null(), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const t = await taskOf(tenantId, request.body.id);
      if (t.status === TASK_STATUS.done) throw conflict(T.alreadyDone);
      const member = await repo.member(tenantId, t.id, userId);
      if (t.created_by !== userId && member?.status !== 1) throw forbidden(T.cannotFinish);
      await repo.finish(tenantId, t.id);
      return ok(null, QA_MACHINE_TEXTS.done.finish);
    },
  );

  r.post(
    '/collaborative/task/delete',
    { config: { rights }, ...bodyCall(tags, '删除任务（仅创建者）', ById, Type.Null(), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const t = await taskOf(tenantId, request.body.id);
      if (t.created_by !== userId) throw forbidden(T.onlyCreatorDeletes);
      await repo.remove(tenantId, t.id);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );
}
