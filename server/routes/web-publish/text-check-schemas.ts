// OpenAPI schemas of smart audit and proofreading (docs/proofreading.md, shared/text-checks.ts).
import { Type } from '@fastify/type-provider-typebox';

export const AuditHit = Type.Object({
  field: Type.Union([Type.Literal('title'), Type.Literal('summary'), Type.Literal('body'), Type.Literal('captions')], { description: '标题、摘要、正文、图片说明' }),
  word: Type.String({ description: '违禁词（按违禁词列表）' }),
  start: Type.Integer({ description: '在该字段（正文为 HTML）中的起始位置（UTF-16）' }),
  end: Type.Integer({ description: '结束位置（不含）' }),
  text: Type.String({ description: '字段中命中的原文' }),
});

export const AuditAnswer = Type.Object({
  enabled: Type.Boolean({ description: '智能审核是否开启（关闭时 hits 为空）' }),
  hits: Type.Array(AuditHit),
});

export const AuditRefusedEnvelope = Type.Object(
  {
    code: Type.Integer(),
    msg: Type.String(),
    data: Type.Object({ hits: Type.Array(AuditHit), words: Type.Array(Type.String()), canOverride: Type.Boolean({ description: '调用者持有审核权限，可带理由仍要提交' }) }),
  },
  { description: '智能审核未通过：code 422，msg 列出违禁词' },
);

const Engine = Type.Union([Type.Literal('builtin'), Type.Literal('kdxf'), Type.Literal('xhzy')]);

export const ProofAnswer = Type.Object({
  engine: Engine,
  fallback: Type.Boolean({ description: '开启了厂商纠错，但厂商未配置或调用失败，由内置纠错代替' }),
  requested: Type.Union([Engine, Type.Null()], { description: '租户开关所选的厂商（kdxf 科大讯飞、xhzy 新华智云），没有时为 null' }),
  suggestions: Type.Array(
    Type.Object({
      field: Type.Union([Type.Literal('text'), Type.Literal('title'), Type.Literal('summary'), Type.Literal('body')]),
      start: Type.Integer(),
      end: Type.Integer(),
      text: Type.String({ description: '字段中要替换的原文（正文为 HTML 中的字符）' }),
      replacement: Type.String(),
      reason: Type.String(),
    }),
  ),
});

export const DictEntry = Type.Object({ id: Type.Integer(), wrong: Type.String(), correct: Type.String(), note: Type.String(), createTime: Type.Number() });
