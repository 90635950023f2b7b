// Content production and review: /api/web-publish/content/...
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type TSchema, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { Id } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import {
  contentDetail,
  deleteContent,
  loadItem,
  parseRange,
  restoreRevision,
  reviewableTypes,
  reviewContent,
  saveContent,
  submitContent,
  toListItems,
} from '../../services/content-items.js';
import { CONTENT_TEXTS as T } from '../../services/content-messages.js';
import { readMessagesAbout } from '../../services/contributions.js';
import { REACTION_KINDS, reactionRef } from '../../../shared/reactions.js';
import { keywordQuery } from '../../services/content-search.js';
import { CONTENT_READERS, PRODUCERS, REVIEWERS } from '../../services/content-rights.js';
import { CONTENT_LIMITS, normalizeTags, type ContentType } from '../../../shared/content.js';
import { badRequest, type AppError } from '../../lib/errors.js';
import { dataScopeOf } from '../../services/data-scope.js';
import { levelsOfCaller } from '../../services/review-chain.js';
import { ContentDetail, ContentListItem, IdStatus, LockAnswer, ReviewAnswer, Paged, RevisionDetail, RevisionEntry, SaveAnswer, pageQuery, tags, DRAFT_BODY_LIMIT } from './content-schemas.js';
import { LockHeld, lockContent, lockHolders, publishReviewed, unlockContent } from '../../services/content-locks.js';
import { fileRefs } from '../../services/content-items.js';
import { bodyFileIds, signedBody } from '../../services/content-body.js';
import { NOTES, snapshotOfRow, storedRevision } from '../../services/content-revisions.js';
import { AuditRefused, auditStoredItem } from '../../services/smart-audit.js';
import { AuditRefusedEnvelope } from './text-check-schemas.js';
import type { ContentFileRef, ContentSnapshot } from '../../../shared/content.js';


const PRODUCE = PRODUCERS;
const REVIEW = REVIEWERS;

/** The `tag` filter of content/page: one tag as stored (400 with the tag message otherwise). */
function pageTag(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  const { tags, error } = normalizeTags([raw]);
  if (error) throw badRequest(error);
  return tags[0];
}

/** A content item's id, as the calls on one item take it. */
const ContentId = Id({ description: '稿件编号' });
const IdBody = Type.Object({ id: ContentId });

/** The refusals of a call on one item: bad input (400), no rights (403), no such item (404). */
const itemRefusals = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The options of a content reader's GET of one item or one of its versions, chosen by `querystring`. */
function itemRead<Q extends TSchema, D extends TSchema>(summary: string, querystring: Q, data: D) {
  return { config: { rights: CONTENT_READERS }, ...queryCall(tags, summary, querystring, data, itemRefusals) };
}

/** The options of a producer's change of one item (`body`), answered with `data`; `refusals`: the change's own. */
function itemChange<B extends TSchema, D extends TSchema, E extends Record<number, TSchema> = Record<never, never>>(summary: string, body: B, data: D, refusals: E = {} as E) {
  return { config: { rights: PRODUCE }, ...bodyCall(tags, summary, body, data, { ...itemRefusals, ...refusals }) };
}

/**
 * The answer of `work`; when it fails with `refusal`, a refusal that carries data (smart audit's
 * 422 with its hits, the edit lock's 409 with its holder), that refusal's envelope with the data
 * instead. Any other error is thrown on.
 */
async function answerOrRefusal<E extends AppError, T>(
  reply: FastifyReply,
  refusal: abstract new (...args: never[]) => E,
  data: (e: E) => unknown,
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof refusal)) throw err;
    return reply.status(err.status).send({ code: err.code, msg: err.message, data: data(err) });
  }
}

export default async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/content/save',
    {
      bodyLimit: DRAFT_BODY_LIMIT,
      config: { rights: PRODUCE },
      schema: {
        tags,
        summary:
          '保存稿件（新建为草稿，版本 1）。修改已有稿件须带上开始修改时的 revision：已被他人保存过（版本已变）→ 409，不写入；缺少 → 400。' +
          '修改已发布的稿件不改变线上内容：状态仍为已发布，修改成为待审修改（detail.update），审核通过后才替换线上版本；修改已通过或已下架的稿件会回到待审核。正文 HTML 由服务器清洗',
        body: Type.Object({
          id: Type.Optional(Id()),
          type: Type.Integer({ minimum: 1, maximum: 5, description: '1 文稿 2 视频 3 音频 4 图集 5 外链' }),
          title: Type.String({ maxLength: 1000 }),
          summary: Type.Optional(Type.String({ maxLength: 5000 })),
          body: Type.Optional(Type.String({ maxLength: 3_500_000 })),
          coverFileId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
          fileIds: Type.Optional(Type.Array(Id(), { maxItems: 200 })),
          linkUrl: Type.Optional(Type.String({ maxLength: 5000 })),
          author: Type.Optional(Type.String({ maxLength: 1000 })),
          source: Type.Optional(Type.String({ maxLength: 1000 })),
          revision: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: '开始修改时的版本号（detail.revision），修改已有稿件时必填' })),
          tags: Type.Optional(
            Type.Array(Type.String({ maxLength: 200 }), {
              maxItems: 100,
              description: `标签（关键词）：最多 ${CONTENT_LIMITS.tagsMax} 个，每个不超过 ${CONTENT_LIMITS.tagMax} 个字，不能含逗号、尖括号；重复的（不分大小写）只留一个。不传则保持原有标签。已发布稿件的标签修改随待审修改，审核通过后才生效`,
            }),
          ),
        }),
        response: { 200: EnvelopeOf(SaveAnswer), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => ok(await saveContent(app, who(request), { ...request.body, type: request.body.type as ContentType }), T.saved),
  );

  r.get(
    '/content/page',
    {
      config: { rights: CONTENT_READERS },
      schema: {
        tags,
        summary:
          '稿件分页（类型、状态、关键词、标签、创建时间范围 yyyy-MM-dd,yyyy-MM-dd；mine=1 只列出本人可审核类型的稿件；own=1 我的稿件；dept=1 本部门），新建的在前。' +
          '只列出调用者数据范围（其角色数据范围的并集）之内的稿件，总数也只计这些',
        querystring: Type.Object({
          type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
          status: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
          keyWord: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.keyWordMax })),
          tag: Type.Optional(Type.String({ maxLength: 200, description: '只列出带有该标签的稿件（线上版本的标签，不分大小写的完全匹配）' })),
          createTime: Type.Optional(Type.String({ maxLength: 64 })),
          mine: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
          atMyLevel: Type.Optional(
            Type.Integer({ minimum: 0, maximum: 1, description: '1：待我审核（只列出本人可审核类型、且正等在本人所在审核级别的稿件；审核队列默认如此）' }),
          ),
          own: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1：我的稿件（本人创建的）' })),
          dept: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1：本部门的稿件（调用者所在部门的；不属于任何部门时为空列表）' })),
          ...pageQuery,
        }),
        response: { 200: EnvelopeOf(Paged(ContentListItem)), 400: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const auth = who(request);
      const q = request.query;
      const range = parseRange(q.createTime);
      const types = q.mine || q.atMyLevel ? await reviewableTypes(app, auth) : undefined;
      const waitingAt = q.atMyLevel ? await levelsOfCaller(app, auth, types ?? []) : undefined;
      const deptId = q.dept ? Number((await app.repos.users.get(auth.tenantId, auth.userId))?.organization_id ?? 0) || -1 : undefined;
      const { list, total } = await app.repos.contentItems.page(auth.tenantId, {
        scope: await dataScopeOf(app, auth),
        creatorId: q.own ? auth.userId : undefined,
        deptId,
        type: q.type || undefined,
        types,
        waitingAt,
        status: q.status,
        keyword: q.keyWord?.trim() ? keywordQuery(q.keyWord) : null,
        tag: pageTag(q.tag),
        ...range,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      // the edit locks and the covers at once (two statements, in parallel on PostgreSQL)
      const [locks, listed] = await Promise.all([lockHolders(app, auth.tenantId, list.map((row) => row.id)), toListItems(app, auth.tenantId, list)]);
      const items = listed.map((item) => ({ ...item, lockedBy: locks.get(item.id) ?? null }));
      return ok({ list: items, total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/content/detail',
    itemRead('稿件详情（正文、素材、审核记录、发布位置）', IdBody, ContentDetail),
    async (request) => {
      const auth = who(request);
      const detail = await contentDetail(app, auth, request.query.id);
      // Opening the item reads its 点赞 / 收藏 messages.
      await readMessagesAbout(app, auth, REACTION_KINDS.map((k) => reactionRef(k, detail.id)));
      return ok(detail);
    },
  );

  r.post(
    '/content/submit',
    {
      config: { rights: PRODUCE },
      schema: {
        tags,
        summary:
          '提交审核（草稿或已驳回 → 待审核；已发布稿件提交的是待审修改，状态仍为已发布；文稿正文不能为空，视频/音频/图集须有素材）。' +
          '智能审核开启时（SmartAuditSwich=1），标题、摘要、正文或图片说明含有违禁词 → HTTP 422、code 422，msg 列出违禁词，data 为命中（字段、位置）；' +
          '持有该类型审核权限的用户可带 override=1 与理由 overrideReason 仍要提交，版本历史记下「仍要提交」、违禁词和理由（缺理由 → 400，无审核权限 → 403）',
        body: Type.Object({
          id: ContentId,
          override: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1：含违禁词仍要提交（须持有审核权限）' })),
          overrideReason: Type.Optional(Type.String({ maxLength: 1000, description: '仍要提交的理由（override=1 时必填，至多 200 字）' })),
        }),
        response: { 200: EnvelopeOf(IdStatus), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 422: AuditRefusedEnvelope },
      },
    },
    async (request, reply) => {
      const auth = who(request);
      const { id, override, overrideReason } = request.body;
      return answerOrRefusal(reply, AuditRefused, (e) => e.refusal, async () => {
        const extra = await auditStoredItem(app, auth, id, override === 1 ? { reason: overrideReason } : null);
        return ok(await submitContent(app, auth, id, extra), T.submitted);
      });
    },
  );

  r.post(
    '/content/review',
    {
      config: { rights: REVIEW },
      schema: {
        tags,
        summary:
          '审核稿件（pass 1 通过 → 审核通过，0 驳回 → 已驳回，驳回须填意见）；须持有该类型的审核权限 /contentProduction/review/{type}。' +
          '按该类型的审核流程（review/flow）逐级审核：只有持有当前等待级别角色的人可以审核（否则 403）；未到最后一级时通过 → 进入下一级（状态仍为待审核），最后一级通过 → 审核通过。' +
          'backTo 退回：0（默认）退回作者 → 已驳回；其他为之前的级别，稿件在该级重新等待；须填原因。level 为审核人看到的等待级别：稿件已到别的级别 → 409。' +
          '已发布稿件的待审修改：通过时在一个事务里替换所有发布位置的线上版本，驳回时线上版本不变并记下意见。revision 为审核人看到的版本：之后稿件又被修改 → 409，不审核',
        body: Type.Object({
          id: Id(),
          pass: Type.Integer({ minimum: 0, maximum: 1 }),
          opinion: Type.Optional(Type.String({ maxLength: 5000 })),
          revision: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: '审核人看到的版本号（detail.revision）' })),
          backTo: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: '退回到：0 作者（默认），或低于当前等待级别的级别；只用于 pass=0' })),
          level: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: '审核人看到的等待级别（detail.reviewLevel）' })),
        }),
        response: { 200: EnvelopeOf(ReviewAnswer), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const { id, pass, opinion, revision, backTo, level } = request.body;
      const auth = who(request);
      const res = await reviewContent(app, auth, id, { pass, opinion: opinion ?? '', revision, backTo, level });
      // an editor open on the item shows the new status or the rejection at once
      await publishReviewed(app, auth.tenantId, { id, status: res.status });
      const { inChain, ...answer } = res;
      return ok(answer, pass ? (inChain ? T.passedToLevel : T.passed) : inChain ? T.sentBackToLevel : T.rejected);
    },
  );

  const RevisionQuery = Type.Object({ id: Id(), revision: Type.Integer({ minimum: 1, maximum: 2147483647, description: '版本号' }) });

  r.get(
    '/content/revisions',
    itemRead(
      '稿件的版本历史（新的在前）：每次保存一个版本；提交审核、驳回、通过、发布、恢复、仍要提交也各记一条（note；detail 为补充说明，如仍要提交的违禁词和理由）',
      IdBody,
      Type.Object({ list: Type.Array(RevisionEntry) }),
    ),
    async (request) => {
      const { tenantId } = who(request);
      await loadItem(app, who(request), request.query.id);
      const rows = await app.repos.contentRevisions.list(tenantId, request.query.id);
      return ok({
        list: rows.map((r) => ({ revision: r.revision, savedAt: Number(r.saved_at), userId: r.user_id, userName: r.user_name ?? '', note: r.note, detail: r.detail })),
      });
    },
  );

  r.get(
    '/content/revision',
    itemRead('稿件某个版本保存的内容', RevisionQuery, RevisionDetail),
    async (request) => {
      const { tenantId } = who(request);
      const { id, revision } = request.query;
      const item = await loadItem(app, who(request), id);
      const r = await storedRevision(app, tenantId, id, revision);
      return ok(await versionAnswer(tenantId, item.type, id, r.snapshot, { revision, savedAt: r.savedAt, userId: r.userId, userName: r.userName }));
    },
  );

  r.get(
    '/content/live',
    itemRead(
      '稿件的线上版本（读者现在看到的内容），与 content/revision 同形：审核人默认比较待审修改与它。' +
        'revision 为该版本通过审核时的版本号（不知道时为 0），savedAt、userName 为通过的时间和审核人；没有待审修改时即为工作版本',
      IdBody,
      RevisionDetail,
    ),
    async (request) => {
      const { tenantId } = who(request);
      const { id } = request.query;
      const row = await loadItem(app, who(request), id);
      const snapshot = snapshotOfRow(row, await app.repos.contentItems.fileIds(tenantId, id));
      const passed = (await app.repos.contentRevisions.list(tenantId, id)).find((e) => e.note === NOTES.pass);
      const meta =
        row.update_status === null
          ? { revision: Number(row.revision), savedAt: Number(row.updated_at), userId: passed?.user_id ?? 0, userName: passed?.user_name ?? '' }
          : { revision: passed?.revision ?? 0, savedAt: Number(passed?.saved_at ?? row.updated_at), userId: passed?.user_id ?? 0, userName: passed?.user_name ?? '' };
      return ok(await versionAnswer(tenantId, row.type, id, snapshot, meta));
    },
  );

  /** One version's fields with signed file and body URLs (content/revision and content/live). */
  async function versionAnswer(tenantId: number, type: number, id: number, s: ContentSnapshot, meta: { revision: number; savedAt: number; userId: number; userName: string }) {
    const refs = await fileRefs(app, tenantId, [...s.fileIds, s.coverFileId, ...bodyFileIds(s.body)]);
    return {
      id,
      type,
      ...meta,
      ...s,
      body: signedBody(s.body, refs),
      coverUrl: refs.get(s.coverFileId)?.cover ?? '',
      files: s.fileIds.map((f) => refs.get(f)).filter((f): f is ContentFileRef => !!f),
    };
  }

  r.post(
    '/content/restore',
    itemChange(
      '恢复到某个版本：以该版本的内容保存一个新的工作版本（已发布稿件成为待审修改），返回新版本号',
      RevisionQuery,
      Type.Object({ revision: Type.Integer() }),
      { 409: ErrorEnvelope },
    ),
    async (request) => ok(await restoreRevision(app, who(request), request.body.id, request.body.revision), T.saved),
  );

  r.post(
    '/content/lock',
    {
      config: { rights: PRODUCE },
      schema: {
        tags,
        summary:
          '编辑锁（软锁）：打开已有稿件的编辑页时取得，编辑页每分钟续期，离开时释放，不续期则到期后自动释放（CONTENT_LOCK_TTL_MS，默认 3 分钟）。' +
          '他人持有未到期的锁且 take=0 → HTTP 409、code 409，msg 为「王晓 正在编辑」，data 为持有人；take=1 接管编辑，原持有人经消息 WebSocket 收到通知。' +
          '锁的变化以 { contentLock: { id, holder, expiresAt, takenFrom? } } 发给本租户所有员工的消息 WebSocket（多实例经 Redis）。须持有该类型的生产权限',
        body: Type.Object({
          id: ContentId,
          take: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 接管他人持有的锁；0（默认）他人持有时不取得' })),
        }),
        response: {
          200: EnvelopeOf(LockAnswer),
          400: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          409: Type.Object(
            { code: Type.Integer(), msg: Type.String(), data: LockAnswer },
            { description: '他人正在编辑：code 409，msg「王晓 正在编辑」，data 为持有人和到期时间' },
          ),
        },
      },
    },
    async (request, reply) =>
      answerOrRefusal(reply, LockHeld, (e) => e.answer, async () => ok(await lockContent(app, who(request), request.body.id, request.body.take === 1))),
  );

  r.post(
    '/content/unlock',
    itemChange(
      '释放编辑锁（只释放本人持有的锁；released=false 表示锁不在本人手里）。离开编辑页或关闭标签页时调用（控制台关闭标签页时用 keepalive 的 fetch：sendBeacon 带不了 token 头）',
      IdBody,
      Type.Object({ released: Type.Boolean() }),
    ),
    async (request) => ok(await unlockContent(app, who(request), request.body.id)),
  );

  r.post(
    '/content/delete',
    itemChange('删除稿件（只能删除草稿或已驳回的稿件）', IdBody, Type.Object({ id: Type.Integer() })),
    async (request) => ok(await deleteContent(app, who(request), request.body.id), T.deleted),
  );
}
