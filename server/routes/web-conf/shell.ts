// The console shell's server side (docs/shell.md): tenant settings edited by an administrator
// (comConfType 28 system media, 30 switches), the branding image upload and its serving,
// the user's own data, and the web-terminal address.
import { FORM_TEXTS, MOBILE_PATTERN } from '../../../shared/form-rules.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_TEXTS, AVATAR_TYPES } from '../../../shared/avatar.js';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { publicRoute, who } from '../../plugins/auth.js';
import { audit } from '../../services/audit.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { uploadMessages } from '../../../shared/upload-texts.js';
import { VALIDATION_TEXTS } from '../../lib/error-texts.js';
import { fieldLabel } from '../../lib/field-labels.js';
import { ORG_TEXTS } from '../../../shared/org.js';
import { SETTING_IMAGE_TEXTS } from '../../../shared/tenant-settings.js';

/** The keys an administrator may set, by comConfType (spec §3 "Stored settings"). */
export const SETTING_KEYS: Record<number, { keys: string[]; group: string; switches?: boolean }> = {
  28: {
    keys: [
      'SystemMediaBackground',
      'SystemMediaLogo',
      'SystemMediaIcon',
      'SystemMediaDefault',
      'SystemMediaSign',
      'SystemMediaStatement',
      'LiveCmsWebUrl',
    ],
    group: '系统媒体',
  },
  30: {
    keys: ['ZsCloudWeatherSwich', 'SmartAuditSwich', 'KdxfTextCorrectionSwich', 'XhzyTextCorrectionSwich', 'TripartPublishSwich'],
    group: '功能开关',
    switches: true,
  },
};

export const MAX_BRANDING_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/svg+xml': 'svg',
};
const MIME_OF: Record<string, string> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime === 'image/vnd.microsoft.icon' ? 'image/x-icon' : mime]),
);
export const BRANDING_IMAGE_URL = '/api/web-conf/configuration/manager/image/';
const WEB_TERMINAL_DEFAULT = '/terminal/app/list';

const tags = ['租户设置'];

export default async function shellRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_BRANDING_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3, headerPairs: 50 },
  });
  const imageDir = path.join(app.config.dataDir, 'branding');

  /** Stores the one image part of a multipart request (content-addressed); its address. */
  async function storeImage(request: FastifyRequest, types: Record<string, string>, wrongType: string, tooBig: string): Promise<string> {
    if (!request.isMultipart()) throw badRequest(ORG_TEXTS.settingsMultipart);
    const part = await request.file();
    if (!part) throw badRequest(ORG_TEXTS.pickImage);
    const ext = types[part.mimetype];
    if (!ext) {
      part.file.resume();
      throw badRequest(wrongType);
    }
    const buffer = await part.toBuffer().catch(() => null);
    if (!buffer || part.file.truncated) throw badRequest(tooBig);
    if (buffer.length === 0) throw badRequest(AVATAR_TEXTS.empty);
    const name = `${createHash('sha256').update(buffer).digest('hex')}.${ext}`;
    await fs.promises.mkdir(imageDir, { recursive: true });
    const target = path.join(imageDir, name);
    if (!fs.existsSync(target)) await fs.promises.writeFile(target, buffer);
    return `${BRANDING_IMAGE_URL}${name}`;
  }

  r.post(
    '/configuration/manager/add/:type',
    {
      schema: {
        tags,
        summary: '管理员保存本租户设置（comConfKey=值，28 系统媒体，30 功能开关）',
        consumes: form,
        params: Type.Object({ type: Type.Integer({ minimum: 1, maximum: 999 }) }),
        body: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 1024 })),
        response: { 200: EnvelopeOf(Type.Null()), 400: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      if (!(await app.repos.users.isAdministrator(tenantId, userId))) throw forbidden(ORG_TEXTS.adminOnlySettings);
      const spec = SETTING_KEYS[request.params.type];
      if (!spec) throw badRequest(VALIDATION_TEXTS.choice(fieldLabel('comConfType')));
      const entries = Object.entries(request.body ?? {});
      if (entries.length === 0) throw badRequest(ORG_TEXTS.noSettings);
      for (const [key, value] of entries) {
        if (!spec.keys.includes(key)) throw badRequest(ORG_TEXTS.settingUnknown(key));
        if (spec.switches && value !== '0' && value !== '1') throw badRequest(ORG_TEXTS.switchValue(key));
      }
      const settings = app.repos.settings;
      for (const [key, value] of entries) await settings.upsert(tenantId, request.params.type, key, value.trim(), spec.group);
      await audit(app, request, { action: 'setting.update', targetType: 'setting', targetId: request.params.type, targetName: spec.group, detail: entries.map(([k]) => k).join('、') });
      return ok(null, COMMON_MESSAGES.saved);
    },
  );

  r.post(
    '/configuration/manager/image',
    {
      schema: {
        tags,
        summary: '上传系统媒体图片（logo、背景、图标；png/jpg/gif/webp/ico/svg，不超过 2 MB），返回地址',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeOf(Type.Object({ url: Type.String() })), 400: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      if (!(await app.repos.users.isAdministrator(tenantId, userId))) throw forbidden(ORG_TEXTS.adminOnlySettings);
      return ok({ url: await storeImage(request, IMAGE_TYPES, ORG_TEXTS.settingImageType, SETTING_IMAGE_TEXTS.tooBig) }, uploadMessages.success);
    },
  );

  r.post(
    '/user/manager/avatar/upload',
    {
      schema: {
        tags: ['用户'],
        summary: '上传本人头像（jpg/png/webp，不超过 2 MB，字段 file）；保存为本人头像并返回头像地址',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeOf(Type.Object({ webUserAvatar: Type.String(), avatarPath: Type.String() })), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const url = await storeImage(request, AVATAR_TYPES, AVATAR_TEXTS.wrongType, AVATAR_TEXTS.tooBig);
      await app.repos.users.update(tenantId, userId, { avatar: url });
      return ok({ webUserAvatar: url, avatarPath: url }, AVATAR_TEXTS.uploaded);
    },
  );

  r.get(
    '/configuration/manager/image/:name',
    publicRoute({
      tags,
      summary: '系统媒体图片（登录页也要显示，无需令牌）',
      params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{64}\\.(png|jpg|gif|webp|ico|svg)$', maxLength: 80 }) }),
    }),
    async (request, reply) => {
      const file = path.join(imageDir, request.params.name);
      if (!fs.existsSync(file)) throw notFound(ORG_TEXTS.imageNotFound);
      const ext = request.params.name.split('.').pop() ?? '';
      reply.header('content-type', MIME_OF[ext] ?? 'application/octet-stream');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      if (ext === 'svg') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(fs.createReadStream(file));
    },
  );

  r.post(
    '/user/manager/mydata/edit',
    {
      schema: {
        tags: ['用户'],
        summary: '修改自己的资料（姓名、手机号、邮箱）',
        consumes: form,
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 32 }),
          mobile: Type.Optional(Type.String({ maxLength: 11 })),
          email: Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: { 200: EnvelopeOf(Type.Null()), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const { tenantId, userId } = who(request);
      const name = request.body.name.trim();
      // the mobile is optional: the personal centre changes it through mobile/editOrSet
      const mobile = request.body.mobile?.trim();
      const email = (request.body.email ?? '').trim();
      if (!name) throw badRequest(ORG_TEXTS.userNameRequired);
      if (mobile && !MOBILE_PATTERN.test(mobile)) throw badRequest(FORM_TEXTS.mobileRule);
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(ORG_TEXTS.emailRule);
      const profile = mobile === undefined ? { name, email } : { name, mobile, email };
      if (!(await app.repos.users.updateProfile(tenantId, userId, profile))) throw notFound(ORG_TEXTS.userNotFound);
      return ok(null, COMMON_MESSAGES.edited);
    },
  );

  r.get(
    '/configuration/manager/webTerminal/url',
    {
      schema: {
        tags,
        summary: 'Web 终端的地址（菜单在新窗口打开它）',
        response: { 200: EnvelopeOf(Type.Object({ url: Type.String() })), 401: ErrorEnvelope },
      },
    },
    async (request) => {
      who(request);
      return ok({ url: process.env.WEB_TERMINAL_URL || WEB_TERMINAL_DEFAULT });
    },
  );
}
