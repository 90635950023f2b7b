// Smart audit of a draft and proofreading (docs/proofreading.md): /api/web-publish/content/audit,
// /content/proofread and the tenant's proofreading dictionary /proofread/dict.
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { bodyCall } from '../../lib/call-options.js';
import { badRequest } from '../../lib/errors.js';
import { ByIds } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { auditDraft } from '../../services/smart-audit.js';
import { proofread } from '../../services/proofread/proofread.js';
import { PRODUCERS, REVIEWERS } from '../../services/content-rights.js';
import { dictEntryError, PROOF_DICT_LIMITS as L, PROOF_TEXTS as T } from '../../../shared/text-checks.js';
import { AuditAnswer, DictEntry, ProofAnswer } from './text-check-schemas.js';
import { DRAFT_BODY_LIMIT } from './content-schemas.js';

const tags = ['智能审核与文本纠错'];
const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope };
const CHECKERS = [...PRODUCERS, ...REVIEWERS];
const CONFIG = ['/system/config'];
const Fields = {
  title: Type.Optional(Type.String({ maxLength: 1000 })),
  summary: Type.Optional(Type.String({ maxLength: 5000 })),
  body: Type.Optional(Type.String({ maxLength: 3_500_000, description: '正文 HTML' })),
};

/** The options of a read-only check of a draft (smart audit, proofreading): its producers and reviewers may call it with a whole draft. */
const checkCall = <B extends TSchema, D extends TSchema>(summary: string, body: B, data: D) => ({
  bodyLimit: DRAFT_BODY_LIMIT,
  config: { rights: CHECKERS },
  ...bodyCall(tags, summary, body, data, errors),
});

export default async function textCheckRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/content/audit',
    checkCall(
      '智能审核（只读检查）：编辑中的标题、摘要、正文（HTML）、图片说明里的违禁词及其字段和位置；智能审核关闭时 enabled=false、hits 为空。不写入任何数据',
      Type.Object({ type: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '稿件类型（4 图集：正文即图片说明）' })), ...Fields }),
      AuditAnswer,
    ),
    async (request) => ok(await auditDraft(app, who(request).tenantId, request.body)),
  );

  r.post(
    '/content/proofread',
    checkCall(
      '文本纠错：{ text } 或 { fields: { title, summary, body } }（正文为 HTML，建议的位置为 HTML 中的位置）→ 建议 { field, start, end, text, replacement, reason }。' +
        '开启科大讯飞或新华智云文本纠错且已配置时使用该厂商，否则（或调用失败）使用内置纠错，fallback=true。租户纠错词典总是生效',
      Type.Object({ text: Type.Optional(Type.String({ maxLength: 100_000 })), fields: Type.Optional(Type.Object(Fields)) }),
      ProofAnswer,
    ),
    async (request) => ok(await proofread(app, who(request).tenantId, request.body)),
  );

  r.get(
    '/proofread/dict',
    {
      config: { rights: [...CHECKERS, ...CONFIG] },
      schema: { tags, summary: `本单位纠错词典（易错词 → 正确写法），新的在前，至多 ${L.count} 条`, response: { 200: EnvelopeOf(Type.Object({ list: Type.Array(DictEntry) })), ...errors } },
    },
    async (request) => {
      const rows = await app.repos.proofreadWords.list(who(request).tenantId);
      return ok({ list: rows.map((e) => ({ id: e.id, wrong: e.wrong, correct: e.correct, note: e.note, createTime: Number(e.created_at) })) });
    },
  );

  r.post(
    '/proofread/dict',
    {
      config: { rights: CONFIG },
      schema: {
        tags,
        summary: `添加（或修改）纠错词：易错词和正确写法各 1–${L.wordMax} 个字、不能相同，说明至多 ${L.noteMax} 个字，词典至多 ${L.count} 条（超出 → 400，不写入）`,
        body: Type.Object({ wrong: Type.String({ maxLength: 200 }), correct: Type.String({ maxLength: 200 }), note: Type.Optional(Type.String({ maxLength: 1000 })) }),
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const wrong = request.body.wrong.trim();
      const correct = request.body.correct.trim();
      const note = request.body.note?.trim() ?? '';
      const refused = dictEntryError({ wrong, correct, note });
      if (refused) throw badRequest(refused);
      const words = app.repos.proofreadWords;
      if (!(await words.has(tenantId, wrong)) && (await words.count(tenantId)) >= L.count) throw badRequest(T.dictFull);
      await words.put(tenantId, { wrong, correct, note });
      return ok(null, T.dictAdded);
    },
  );

  r.post(
    '/proofread/dict/delete',
    { config: { rights: CONFIG }, ...bodyCall(tags, '删除纠错词（本单位的；别的单位的编号不删除）', ByIds(500), Type.Object({ removed: Type.Integer() }), errors) },
    async (request) => ok({ removed: await app.repos.proofreadWords.remove(who(request).tenantId, request.body.ids) }),
  );
}
