// The demo tenant's departments, seeded once when it has none (seed.ts).
import type { Repos } from '../plugins/repositories.js';

/** The demo tenant's departments (once, when it has none); the administrator sits in 总编室. */
export async function seedDemoDepartments(repos: Repos, tenantId: number, adminUserId: number): Promise<void> {
  const departments = repos.departments;
  if ((await departments.list(tenantId)).length) return;
  const office = await departments.create(tenantId, { name: '总编室', parentId: 0, remark: '全台统筹' });
  const news = await departments.create(tenantId, { name: '新闻中心', parentId: 0, remark: '采编播' });
  await departments.create(tenantId, { name: '编辑部', parentId: news, remark: '' });
  await departments.create(tenantId, { name: '播出部', parentId: news, remark: '电视与广播播出' });
  await departments.create(tenantId, { name: '技术部', parentId: 0, remark: '系统与设备' });
  const admin = await repos.users.get(tenantId, adminUserId);
  if (admin && !admin.organization_id) await repos.users.update(tenantId, adminUserId, { organizationId: office });
}
