// The TypeBox schema of a user as the user list, the user detail and the personal centre answer
// it (root/user.ts, web-conf/user-personal.ts).
import { Type } from '@fastify/type-provider-typebox';

/** A user as the user list, the detail and the personal centre show it. */
export const UserRowSchema = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  status: Type.Integer({ description: '1 启用，0 停用' }),
  organizationId: Type.Integer(),
  organizationName: Type.String(),
  departments: Type.String({ description: '部门路径的 JSON 字符串：[{ id, name }, ...]，自顶级部门起' }),
  roleIds: Type.Array(Type.Integer()),
  roleNames: Type.Array(Type.String()),
  avatar: Type.String({ description: '头像资源 id' }),
  avatarPath: Type.String({ description: '头像地址（由资源 id 得出）' }),
  createdAt: Type.Number(),
  lastLoginAt: Type.Union([Type.Number(), Type.Null()]),
});
