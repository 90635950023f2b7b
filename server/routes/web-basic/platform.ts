// Tenants: the platform administrator creates, lists, enables and disables them; a tenant's
// login path; its IM account (spec §7 "Tenant settings": configuration/manager/tenant/json).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ORG_TEXTS, PLATFORM_DOMAIN } from '../../../shared/org.js';
import { EnvelopeOf, errors, ok, PageOf } from '../../lib/envelope.js';
import { Paging } from '../../lib/strict-schema.js';
import { badRequest, forbidden, found } from '../../lib/errors.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { who } from '../../plugins/auth.js';
import { audit } from '../../services/audit.js';
import { revokeTenant } from '../../services/org-users.js';
import { assertPlatform, createTenant, decryptSecret, encryptSecret } from '../../services/tenants.js';

const tags = ['租户'];
const TenantRowSchema = Type.Object({
  id: Type.Integer(),
  domainName: Type.String(),
  title: Type.String(),
  status: Type.Integer({ description: '1 启用，0 停用' }),
  userCount: Type.Integer(),
  createdAt: Type.Number(),
});

/** The tenant a `webTenUrl` names: a domain label, a /login/{domain} path, or a URL whose host starts with it. */
export function domainOfTenantUrl(raw: string): string {
  const v = raw.trim().toLowerCase();
  const login = /\/login\/([a-z0-9-]+)/.exec(v);
  if (login) return login[1];
  try {
    const host = new URL(v.includes('://') ? v : `http://${v}`).hostname;
    return host.split('.')[0] ?? '';
  } catch {
    return v;
  }
}

export default async function platformRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenants = app.repos.tenants;

  r.get(
    '/platform/tenant/page',
    queryCall(
      tags,
      '租户列表（仅平台管理员）',
      Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 64 })), ...Paging(20, 200) }),
      PageOf(TenantRowSchema),
      errors,
    ),
    async (request) => {
      await assertPlatform(app.repos.tenants, who(request).tenantId);
      const { pageIndex, pageSize } = request.query;
      const kw = request.query.keyword?.trim().toLowerCase();
      const all = (await tenants.list())
        .filter((t) => t.domain_name !== PLATFORM_DOMAIN)
        .filter((t) => !kw || t.domain_name.includes(kw) || t.name.toLowerCase().includes(kw));
      const list = all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((t) => ({
        id: t.id,
        domainName: t.domain_name,
        title: t.name,
        status: t.status,
        userCount: Number(t.user_count ?? 0),
        createdAt: Number(t.created_at),
      }));
      return ok({ list, total: all.length, pageIndex, pageSize });
    },
  );

  r.post(
    '/platform/tenant/create',
    bodyCall(
      tags,
      '新增租户及其管理员 admin（仅平台管理员；域名须为合法主机名标签）',
      Type.Object({ domainName: Type.String({ maxLength: 64 }), title: Type.String({ maxLength: 64 }), adminPassword: Type.String({ maxLength: 64 }) }),
      Type.Object({ id: Type.Integer() }),
      errors,
    ),
    async (request) => {
      await assertPlatform(app.repos.tenants, who(request).tenantId);
      const b = request.body;
      const { tenantId } = await app.transaction((tx) => createTenant(tx, { domain: b.domainName, title: b.title, adminPassword: b.adminPassword }));
      await ensureIm(tenantId, b.domainName.trim());
      await audit(app, request, { action: 'tenant.create', targetType: 'tenant', targetId: tenantId, targetName: `${b.title.trim()}（${b.domainName.trim()}）` });
      return ok({ id: tenantId }, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/platform/tenant/status',
    bodyCall(tags, '启用（1）或停用（0）租户；停用时该租户所有会话与连接立即结束', Type.Object({ id: Type.Integer({ minimum: 1 }), status: Type.Integer({ minimum: 0, maximum: 1 }) }), Type.Null(), errors),
    async (request) => {
      await assertPlatform(app.repos.tenants, who(request).tenantId);
      const t = await found(tenants.get(request.body.id), ORG_TEXTS.tenantNotFound);
      if (t.domain_name === PLATFORM_DOMAIN) throw forbidden(ORG_TEXTS.platformUndisableable);
      await tenants.setStatus(t.id, request.body.status);
      if (request.body.status === 0) await revokeTenant(app, t.id);
      await audit(app, request, {
        action: request.body.status ? 'tenant.enable' : 'tenant.disable',
        targetType: 'tenant',
        targetId: t.id,
        targetName: `${t.name}（${t.domain_name}）`,
      });
      return ok(null, request.body.status ? ORG_TEXTS.enabled : ORG_TEXTS.disabled);
    },
  );

  r.get(
    '/tenant/manager/create/path',
    {
      schema: {
        tags,
        summary: '当前租户的登录路径（/login/{domainName}）',
        response: { 200: EnvelopeOf(Type.Object({ domainName: Type.String(), path: Type.String(), title: Type.String() })), ...errors },
      },
    },
    async (request) => {
      const t = await found(tenants.get(who(request).tenantId), ORG_TEXTS.tenantNotFound);
      return ok({ domainName: t.domain_name, path: `/login/${t.domain_name}`, title: t.name });
    },
  );

  /** Gives a tenant an IM account and secret when it has none (the secret stored encrypted). */
  async function ensureIm(tenantId: number, domain: string) {
    const t = await found(tenants.get(tenantId), ORG_TEXTS.tenantNotFound);
    if (t.im_account && t.im_secret_enc) return { account: t.im_account, secret: decryptSecret(app.config.dataDir, t.im_secret_enc) };
    const account = `im_${domain}`;
    const secret = randomBytes(24).toString('base64url');
    await tenants.setIm(tenantId, account, encryptSecret(app.config.dataDir, secret));
    return { account, secret };
  }

  r.get(
    '/configuration/manager/tenant/json',
    queryCall(
      tags,
      '租户的即时通信账号与密钥（comConfType=1，webTenUrl 为本租户的地址或域名；密钥加密保存）；需要配置中心菜单，否则 403',
      Type.Object({ comConfType: Type.Integer(), webTenUrl: Type.String({ minLength: 1, maxLength: 512 }) }),
      Type.Object({ webTenId: Type.Integer(), domainName: Type.String(), imAccount: Type.String(), imSecret: Type.String() }),
      errors,
    ),
    async (request) => {
      const { tenantId } = who(request);
      if (request.query.comConfType !== 1) throw badRequest(ORG_TEXTS.comConfTypeOne);
      const t = await found(tenants.get(tenantId), ORG_TEXTS.tenantNotFound);
      if (domainOfTenantUrl(request.query.webTenUrl) !== t.domain_name) throw forbidden(ORG_TEXTS.ownConfigOnly);
      const im = await ensureIm(t.id, t.domain_name);
      return ok({ webTenId: t.id, domainName: t.domain_name, imAccount: im.account, imSecret: im.secret });
    },
  );
}
