// Forbidden words (matched in one pass over every comment, services/forbidden-words.ts) and
// forbidden users (comment writers known by their address).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { ByIds, Paging } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { normalise, wordMatcher } from '../../services/forbidden-words.js';
import { readMessagesAbout } from '../../services/contributions.js';
import { WARNING_REF } from '../../services/warnings.js';
import { COMMENT_LIMITS as L, INTERACTION_MENUS, INTERACTION_TEXTS as T } from '../../../shared/interaction.js';
import { Paged } from './content-schemas.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { INTERACTION_MACHINE_TEXTS } from '../../../shared/interaction-texts.js';

const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const PageQuery = Type.Object({ keyWord: Type.Optional(Type.String({ maxLength: 100 })), ...Paging(10, 100) });

export default async function forbiddenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const words = app.repos.forbiddenWords;

  /** A call that deletes the tenant's rows of the listed ids (JSON { ids }) and answers how many went. */
  const removeByIds = (
    path: string,
    doc: { rights: readonly string[]; tag: string; summary: string; done: string },
    remove: (tenantId: number, ids: number[]) => Promise<number>,
  ) =>
    r.post(
      path,
      {
        config: { rights: doc.rights },
        schema: { tags: [doc.tag], summary: doc.summary, body: ByIds(500), response: { 200: EnvelopeOf(Type.Object({ removed: Type.Integer() })), ...errors } },
      },
      async (request) => ok({ removed: await remove(who(request).tenantId, request.body.ids) }, doc.done),
    );
  const wordRights = [INTERACTION_MENUS.words.path];
  const userRights = [INTERACTION_MENUS.users.path];

  r.get(
    '/forbidden/word/page',
    {
      config: { rights: wordRights },
      schema: {
        tags: ['违禁词'],
        summary: '违禁词列表（keyWord 模糊查找）',
        querystring: PageQuery,
        response: { 200: EnvelopeOf(Paged(Type.Object({ id: Type.Integer(), word: Type.String(), createTime: Type.Number() }))), ...errors },
      },
    },
    async (request) => {
      const auth = who(request);
      const { tenantId } = auth;
      const { pageIndex, pageSize, keyWord } = request.query;
      await readMessagesAbout(app, auth, [WARNING_REF]);
      const { total, rows } = await words.page(tenantId, { pageIndex, pageSize, keyWord: keyWord?.trim() || undefined });
      return ok({ list: rows.map((w) => ({ id: w.id, word: w.word, createTime: Number(w.created_at) })), total, pageIndex, pageSize });
    },
  );

  r.post(
    '/forbidden/word',
    {
      config: { rights: wordRights },
      schema: {
        tags: ['违禁词'],
        summary: `添加违禁词（words：每个不超过${L.word}字，一次最多${L.wordsPerCall}个；比较时忽略空格、标点、全角与大小写；已有的跳过）`,
        body: Type.Object({ words: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: L.wordsPerCall }) }),
        response: { 200: EnvelopeOf(Type.Object({ added: Type.Integer(), skipped: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const wanted = new Map<string, string>();
      for (const raw of request.body.words) {
        const word = raw.trim();
        if (!word) continue;
        if ([...word].length > L.word) throw badRequest(`${T.wordTooLong}：${word.slice(0, 40)}`);
        const norm = normalise(word);
        if (!norm) throw badRequest(T.wordNeedsText(word));
        if (!wanted.has(norm)) wanted.set(norm, word);
      }
      if (!wanted.size) throw badRequest(T.wordRequired);
      const existing = await words.existing(tenantId, [...wanted.keys()]);
      const fresh = [...wanted].filter(([norm]) => !existing.has(norm)).map(([norm, word]) => ({ norm, word }));
      if ((await words.count(tenantId)) + fresh.length > L.wordsPerTenant) throw badRequest(T.tooManyWords);
      await words.addMany(tenantId, fresh);
      return ok({ added: fresh.length, skipped: request.body.words.length - fresh.length }, INTERACTION_MACHINE_TEXTS.wordsAdded(fresh.length));
    },
  );

  removeByIds('/forbidden/word/delete', { rights: wordRights, tag: '违禁词', summary: '删除违禁词（ids）', done: COMMON_MESSAGES.removed }, (tenantId, ids) => words.remove(tenantId, ids));

  r.post(
    '/forbidden/check',
    {
      config: { rights: [...wordRights, INTERACTION_MENUS.comments.path] },
      schema: {
        tags: ['违禁词'],
        summary: '检查一段文字含有哪些违禁词（与评论提交时同样的比较方式）',
        body: Type.Object({ text: Type.String({ maxLength: 20_000 }) }),
        response: { 200: EnvelopeOf(Type.Object({ words: Type.Array(Type.String()) })), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      return ok({ words: (await wordMatcher(app, tenantId)).find(request.body.text) });
    },
  );

  r.get(
    '/forbidden/user/page',
    {
      config: { rights: userRights },
      schema: {
        tags: ['禁言用户'],
        summary: '禁言用户列表（keyWord 查找地址、昵称、原因）',
        querystring: PageQuery,
        response: {
          200: EnvelopeOf(
            Paged(Type.Object({ id: Type.Integer(), address: Type.String(), nickname: Type.String(), reason: Type.String(), createTime: Type.Number() })),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const { pageIndex, pageSize, keyWord } = request.query;
      const { total, rows } = await app.repos.comments.forbiddenPage(tenantId, { pageIndex, pageSize, keyWord: keyWord?.trim() || undefined });
      return ok({
        list: rows.map((u) => ({ id: u.id, address: u.address, nickname: u.nickname, reason: u.reason, createTime: Number(u.created_at) })),
        total,
        pageIndex,
        pageSize,
      });
    },
  );

  removeByIds('/forbidden/user/delete', { rights: userRights, tag: '禁言用户', summary: '解除禁言（ids）', done: INTERACTION_MACHINE_TEXTS.removedUser }, (tenantId, ids) => app.repos.comments.unforbid(tenantId, ids));
}
