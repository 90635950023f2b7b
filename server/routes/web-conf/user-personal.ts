// The personal centre's calls of spec §7 "Login and user": a user's detail, mobile, account,
// password (edit or first set), avatar (a library picture's id, answered as an address), logout.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ORG_MENUS, ORG_TEXTS, PASSWORD_TEXTS_FOR_ORG, checkAccount, checkMobile, checkPassword } from '../../../shared/org.js';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { badRequest, conflict, found } from '../../lib/errors.js';
import { formCall, queryCall } from '../../lib/call-options.js';
import { who } from '../../plugins/auth.js';
import { assertHolds } from '../../services/rights.js';
import { changeOwnPassword, revokeSession, userRows } from '../../services/org-users.js';
import { UserRowSchema } from '../root/user-schemas.js';
import { sessionMessages } from '../../../shared/session-texts.js';

const tags = ['用户'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** The options of a call on the caller's own user: a form body, the envelope around `data` as the answer. */
function ownForm<B extends TSchema, D extends TSchema>(summary: string, body: B, data: D) {
  return formCall(tags, summary, body, data, errors);
}

export default async function userPersonalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.repos.users;

  /** The fields of the caller's own user that no other user of the tenant may hold: the rule, who holds a value, the refusal. */
  const uniqueFields = {
    mobile: { check: checkMobile, holder: users.findByMobile, taken: ORG_TEXTS.mobileTaken },
    account: { check: checkAccount, holder: users.findByAccountKey, taken: ORG_TEXTS.accountTaken },
  };
  /** Sets one of those fields (trimmed; an empty mobile clears it, an empty account breaks its rule). */
  async function setOwnUnique(request: FastifyRequest, field: keyof typeof uniqueFields, raw: string) {
    const { tenantId, userId } = who(request);
    const value = raw.trim();
    const { check, holder, taken } = uniqueFields[field];
    const problem = check(value);
    if (problem) throw badRequest(problem);
    if (value) {
      const other = await holder(tenantId, value);
      if (other && other.id !== userId) throw conflict(taken);
    }
    await users.update(tenantId, userId, field === 'mobile' ? { mobile: value } : { account: value });
    return ok(null, ORG_TEXTS.saved);
  }

  r.get(
    '/user/manager/detail',
    queryCall(tags, '用户详情：不带 id 为本人；带 id 查看他人需要用户管理权限', Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })) }), UserRowSchema, errors),
    async (request) => {
      const auth = who(request);
      const id = request.query.id ?? auth.userId;
      if (id !== auth.userId) await assertHolds(app, auth, [ORG_MENUS.users.path]);
      const user = await found(users.get(auth.tenantId, id), ORG_TEXTS.userNotFound);
      return ok((await userRows(app, auth.tenantId, [user]))[0]);
    },
  );

  r.post(
    '/user/manager/mobile/editOrSet',
    ownForm('修改或设置本人手机号（同一租户内不能重复；空为清除）', Type.Object({ mobile: Type.String({ maxLength: 32 }) }), Type.Null()),
    async (request) => setOwnUnique(request, 'mobile', request.body.mobile),
  );

  r.post(
    '/user/manager/account/set',
    ownForm('修改本人登录账号（同一租户内不能重复，不区分大小写与全角半角：已有 admin 时 Admin、ADMIN 也被拒绝，409）', Type.Object({ account: Type.String({ maxLength: 64 }) }), Type.Null()),
    async (request) => setOwnUnique(request, 'account', request.body.account),
  );

  r.post(
    '/user/manager/password/editOrSet',
    ownForm(
      '修改本人密码（oldPassword、password、repeatPassword）；成功后本人所有令牌失效',
      Type.Object({ oldPassword: Type.String({ maxLength: 128 }), password: Type.String({ maxLength: 64 }), repeatPassword: Type.String({ maxLength: 64 }) }),
      Type.Null(),
    ),
    async (request) => {
      const { tenantId, userId } = who(request);
      const { oldPassword, password, repeatPassword } = request.body;
      if (!oldPassword) throw badRequest(PASSWORD_TEXTS_FOR_ORG.oldRequired);
      const problem = checkPassword(password);
      if (problem) throw badRequest(problem);
      if (password !== repeatPassword) throw badRequest(PASSWORD_TEXTS_FOR_ORG.mismatch);
      await changeOwnPassword(app, tenantId, userId, oldPassword, password);
      return ok(null, PASSWORD_TEXTS_FOR_ORG.success);
    },
  );

  r.post(
    '/user/manager/avatar/set',
    ownForm(
      '设置本人头像（webUserAvatar：文件库中图片的 fileId；空为清除）；返回头像地址',
      Type.Object({ webUserAvatar: Type.String({ maxLength: 16, pattern: '^[0-9]*$' }) }),
      Type.Object({ webUserAvatar: Type.String(), avatarPath: Type.String() }),
    ),
    async (request) => {
      const { tenantId, userId } = who(request);
      const avatar = request.body.webUserAvatar;
      if (avatar) {
        const file = await app.repos.libraryFiles.get(tenantId, userId, Number(avatar));
        if (!file || !file.mime.startsWith('image/')) throw badRequest(ORG_TEXTS.avatarImage);
      }
      await users.update(tenantId, userId, { avatar });
      const [row] = await userRows(app, tenantId, [(await users.get(tenantId, userId))!]);
      return ok({ webUserAvatar: row.avatar, avatarPath: row.avatarPath }, ORG_TEXTS.saved);
    },
  );

  r.post(
    '/user/manager/logout',
    { schema: { tags, summary: '退出登录（同 login/back/out：本令牌随即失效）', response: { 200: EnvelopeOf(Type.Null()), ...errors } } },
    async (request) => {
      const { tenantId, userId, sessionId } = who(request);
      await revokeSession(app, tenantId, userId, sessionId);
      return ok(null, sessionMessages.logoutSuccess);
    },
  );
}
