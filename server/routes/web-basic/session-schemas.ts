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
