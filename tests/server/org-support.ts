import type { TestServer } from './helpers.js';

/** A JSON call with the token; answers the parsed envelope and the HTTP status. */
export async function jsonCall(server: TestServer, token: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const res = await server.call(token, {
    method,
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown>, headers: { 'content-type': 'application/json' } }),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** A form call (the console's default for posts). */
export async function formCall(server: TestServer, token: string | undefined, url: string, body: Record<string, string>) {
  const res = await server.call(token, { method: 'POST', url, payload: body });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** Creates a department, a role with these menus and a user in them; answers their ids. */
export async function makeUser(
  server: TestServer,
  admin: string,
  o: { account: string; password?: string; menus: number[]; mobile?: string; roleName?: string; departmentId?: number },
) {
  const dep =
    o.departmentId ??
    (await jsonCall(server, admin, 'POST', '/api/weborganization', { name: `部门-${o.account}` })).data.id;
  const role = await jsonCall(server, admin, 'POST', '/api/web-conf/role/manager/add', { name: o.roleName ?? `角色-${o.account}`, comMicsIds: o.menus });
  if (role.code !== 200) throw new Error(`role: ${role.msg}`);
  const user = await jsonCall(server, admin, 'POST', '/api/user', {
    account: o.account,
    name: `用户${o.account}`,
    password: o.password ?? 'Pass_1234',
    mobile: o.mobile,
    organizationId: dep,
    roleIds: [role.data.id],
  });
  if (user.code !== 200) throw new Error(`user: ${user.msg}`);
  return { departmentId: dep as number, roleId: role.data.id as number, userId: user.data.id as number };
}

type MenuNode = { comMicsId: number; children?: MenuNode[] };

/** The menu ids of a route tree (role/perms/user), in order. */
export const menuIdsOf = (nodes: MenuNode[]): number[] => nodes.flatMap((n) => [n.comMicsId, ...menuIdsOf(n.children ?? [])]).sort((a, b) => a - b);
