// Watermarks of the tenant (spec §7 "Contribution, statistics, watermark"): text or image,
// position, opacity, size; one default per tenant; enabled or disabled.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider, type Static } from '@fastify/type-provider-typebox';
import { NAME_MAX, ORG_TEXTS, WATERMARK_POSITIONS } from '../../../shared/org.js';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { ById, Paging } from '../../lib/strict-schema.js';
import { badRequest, found } from '../../lib/errors.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { who } from '../../plugins/auth.js';
import { toWatermark, type WatermarkValues } from '../../repositories/watermarks.js';
import { audit, AUDIT_DETAIL_TEXTS } from '../../services/audit.js';

const tags = ['水印'];
const Position = Type.Union(Object.keys(WATERMARK_POSITIONS).map((k) => Type.Literal(k)));
export const WatermarkSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String({ description: 'text 文字 | image 图片' }),
  text: Type.String(),
  color: Type.String(),
  imageFileId: Type.Integer({ description: '图片水印：文件库中图片的 fileId' }),
  position: Type.String({ description: 'topLeft | topRight | bottomLeft | bottomRight | center | tile' }),
  opacity: Type.Integer({ description: '不透明度 0–100' }),
  size: Type.Integer({ description: '占目标宽度的百分比 1–100' }),
  isDefault: Type.Integer({ description: '1 为本租户默认水印' }),
  status: Type.Integer({ description: '1 启用，0 停用' }),
  createdAt: Type.Number(),
});
const Fields = {
  name: Type.String({ maxLength: 64 }),
  type: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  text: Type.Optional(Type.String({ maxLength: 100 })),
  color: Type.Optional(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })),
  imageFileId: Type.Optional(Type.Integer({ minimum: 0 })),
  position: Position,
  opacity: Type.Integer({ minimum: 0, maximum: 100 }),
  size: Type.Integer({ minimum: 1, maximum: 100 }),
  isDefault: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
};
const CreateBody = Type.Object(Fields);
const UpdateBody = Type.Object({ id: Type.Integer({ minimum: 1 }), ...Fields });

export default async function watermarkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.watermarks;

  async function values(tenantId: number, userId: number, b: Static<typeof CreateBody>): Promise<WatermarkValues> {
    const name = b.name.trim();
    if (!name || name.length > NAME_MAX) throw badRequest(ORG_TEXTS.watermarkNameRequired);
    const text = (b.text ?? '').trim();
    if (b.type === 'text' && !text) throw badRequest(ORG_TEXTS.watermarkTextRequired);
    const imageFileId = b.type === 'image' ? (b.imageFileId ?? 0) : 0;
    if (b.type === 'image') {
      const file = imageFileId ? await app.repos.libraryFiles.get(tenantId, userId, imageFileId) : undefined;
      if (!file || !file.mime.startsWith('image/')) throw badRequest(ORG_TEXTS.watermarkImageRequired);
    }
    return { name, type: b.type, text: b.type === 'text' ? text : '', color: b.color ?? '#FFFFFF', imageFileId, position: b.position as WatermarkValues['position'], opacity: b.opacity, size: b.size };
  }
  const mustGet = (tenantId: number, id: number) => found(repo.get(tenantId, id), ORG_TEXTS.watermarkNotFound);

  r.get(
    '/configuration/watermark/page',
    queryCall(
      tags,
      '水印列表（默认水印在前）',
      Type.Object({
        keyword: Type.Optional(Type.String({ maxLength: 64 })),
        status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
        ...Paging(10, 200),
      }),
      PageOf(WatermarkSchema),
      errors,
    ),
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      const { rows, total } = await repo.page(tenantId, { keyword: q.keyword?.trim() || undefined, status: q.status, pageIndex: q.pageIndex, pageSize: q.pageSize });
      return ok({ list: rows.map(toWatermark), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/configuration/watermark/detail',
    queryCall(tags, '水印详情', ById, WatermarkSchema, errors),
    async (request) => ok(toWatermark(await mustGet(who(request).tenantId, request.query.id))),
  );

  r.post(
    '/configuration/watermark/create',
    bodyCall(tags, '新增水印（JSON）；isDefault 1 时取代原默认水印', CreateBody, Type.Object({ id: Type.Integer() }), errors),
    async (request) => {
      const { tenantId, userId } = who(request);
      const v = await values(tenantId, userId, request.body);
      const id = await app.transaction(async (tx) => {
        const t = tx.watermarks;
        const newId = await t.create(tenantId, v);
        if (request.body.isDefault === 1) await t.setDefault(tenantId, newId);
        return newId;
      });
      await audit(app, request, { action: 'watermark.create', targetType: 'watermark', targetId: id, targetName: v.name });
      return ok({ id }, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/configuration/watermark/update',
    bodyCall(tags, '修改水印（JSON，带 id）', UpdateBody, Type.Null(), errors),
    async (request) => {
      const { tenantId, userId } = who(request);
      const current = await mustGet(tenantId, request.body.id);
      const v = await values(tenantId, userId, request.body);
      await app.transaction(async (tx) => {
        const t = tx.watermarks;
        await t.update(tenantId, current.id, v);
        if (request.body.isDefault === 1) await t.setDefault(tenantId, current.id);
        else if (request.body.isDefault === 0 && current.is_default === 1) await t.clearDefault(tenantId, current.id);
      });
      await audit(app, request, { action: 'watermark.update', targetType: 'watermark', targetId: current.id, targetName: v.name });
      return ok(null, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/configuration/watermark/status',
    {
      schema: {
        tags,
        summary: '设为默认（isDefault 1）或启用/停用（status 1/0）；停用的水印不再是默认水印',
        body: Type.Object({ id: Type.Integer({ minimum: 1 }), status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })), isDefault: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 })) }),
        response: { 200: EnvelopeOf(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const current = await mustGet(tenantId, request.body.id);
      const { status, isDefault } = request.body;
      if (status === undefined && isDefault === undefined) throw badRequest(ORG_TEXTS.watermarkStatusOrDefault);
      await app.transaction(async (tx) => {
        const t = tx.watermarks;
        if (status !== undefined) await t.setStatus(tenantId, current.id, status);
        if (isDefault === 1 && status !== 0) await t.setDefault(tenantId, current.id);
      });
      await audit(app, request, { action: 'watermark.update', targetType: 'watermark', targetId: current.id, targetName: current.name, detail: AUDIT_DETAIL_TEXTS.watermark({ isDefault: Boolean(isDefault), status: Boolean(status) }) });
      return ok(null, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/configuration/watermark/delete',
    bodyCall(tags, '删除水印', ById, Type.Null(), errors),
    async (request) => {
      const { tenantId } = who(request);
      const current = await mustGet(tenantId, request.body.id);
      await repo.remove(tenantId, current.id);
      await audit(app, request, { action: 'watermark.delete', targetType: 'watermark', targetId: current.id, targetName: current.name });
      return ok(null, ORG_TEXTS.deleted);
    },
  );
}
