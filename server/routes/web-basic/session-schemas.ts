// Schemas shared by every sign-in call (password, SMS and QR alike: login.ts, sign-in.ts): the
// account login form and the signed-in user they answer with.
import { Type } from '@fastify/type-provider-typebox';

/** The signed-in user every login call answers with (password, SMS and QR sign-in alike). */
export const SessionUserSchema = Type.Object({
  token: Type.String(),
  webUserId: Type.Integer(),
  webTenId: Type.Integer(),
  webUserName: Type.String(),
  webUserAvatar: Type.String(),
  domainName: Type.String(),
});

/** The form of an account-and-password login (login/back/remix and login/web/account). */
export const AccountLoginBody = Type.Object({
  domainName: Type.String({ minLength: 1, maxLength: 64 }),
  account: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
