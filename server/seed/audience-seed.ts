// The demo tenant's audience submissions (docs/interaction.md): a few contributions (text, images,
// video from the seeded library) waiting in 投稿审核, report classes and tip-offs at each stage of
// dispatch. Called from main.ts after the media and content seeds; runs only while the tenant
// has neither contributions nor tip-offs.
import type { FastifyInstance } from 'fastify';
import { ADMIN_ACCOUNT, DEMO_DOMAIN } from './seed.js';

const HOUR = 3_600_000;

export async function seedAudience(app: FastifyInstance, opts: { domain?: string } = {}): Promise<{ contributions: number; reports: number }> {
  const { repos } = app;
  const tenant = await repos.tenants.findByDomain(opts.domain ?? DEMO_DOMAIN);
  const admin = tenant ? await repos.users.findByAccount(tenant.id, ADMIN_ACCOUNT) : undefined;
  if (!tenant || !admin) return { contributions: 0, reports: 0 };
  const tenantId = tenant.id;
  if ((await repos.contributions.count(tenantId)) || (await repos.reportSubjects.count(tenantId))) return { contributions: 0, reports: 0 };
  const files = async (fileType: number) => (await repos.libraryFiles.page(tenantId, admin.id, { fileType, pageIndex: 1, pageSize: 3 })).list.map((f) => f.id);
  const [videos, images] = [await files(1), await files(3)];
  const now = Date.now();

  const contributions = [
    { title: '小区门口的老槐树开花了', content: '今天早上路过小区门口，三十多年的老槐树开满了花，邻居们都出来拍照。\n希望电视台能来拍一拍。', name: '王阿姨', phone: '13800000001', fileIds: [] as number[] },
    { title: '周末社区义诊现场', content: '周六上午社区卫生服务中心在广场举办义诊，来了二百多位居民。附上现场照片。', name: '李医生', phone: '13800000002', fileIds: images.slice(0, 2) },
    { title: '暴雨后的城市排水', content: '昨晚暴雨，今天早上主干道已经没有积水，环卫工人凌晨就在疏通排水口。拍了一段视频。', name: '市民小张', phone: '', fileIds: videos.slice(0, 1) },
  ];
  for (const [i, c] of contributions.entries()) await repos.contributions.create(tenantId, { ...c, address: '' }, now - (i + 1) * HOUR);

  const classIds = new Map<string, number>();
  for (const name of ['民生求助', '交通出行', '环境卫生']) classIds.set(name, await repos.reportSubjects.createClass(tenantId, 0, name));
  classIds.set('噪音扰民', await repos.reportSubjects.createClass(tenantId, classIds.get('环境卫生')!, '噪音扰民'));
  const dept = (await repos.departments.list(tenantId))[0];

  const tips = [
    { title: '路口红绿灯坏了三天', content: '人民路与建设路交叉口的红绿灯坏了三天，早晚高峰很堵，希望有关部门尽快修复。', name: '出租车司机老刘', phone: '13900000001', cls: '交通出行', stage: 'waiting' },
    { title: '夜间工地施工噪音大', content: '城南工地每天晚上十一点后还在施工，附近居民无法休息。', name: '赵先生', phone: '13900000002', cls: '噪音扰民', stage: 'dispatched' },
    { title: '独居老人家中漏水', content: '幸福里 3 号楼一位独居老人家中水管漏水，老人行动不便，希望得到帮助。', name: '热心邻居', phone: '', cls: '民生求助', stage: 'done' },
  ] as const;
  for (const [i, t] of tips.entries()) {
    const at = now - (i + 2) * HOUR;
    const id = await repos.reportSubjects.create(tenantId, { title: t.title, content: t.content, name: t.name, phone: t.phone, source: '网友报料', classId: classIds.get(t.cls) ?? 0, address: '', userId: 0 }, at);
    if (t.stage === 'waiting' || !dept) continue;
    await repos.reportSubjects.change(tenantId, id, [0], { status: 1, deptId: dept.id, userId: 0 });
    await repos.reportSubjects.log(tenantId, id, { action: 'dispatch', status: 1, note: '请尽快核实', target: dept.name, userId: admin.id }, at + HOUR / 2);
    if (t.stage === 'done') {
      await repos.reportSubjects.change(tenantId, id, [1], { status: 3 });
      await repos.reportSubjects.log(tenantId, id, { action: 'finish', status: 3, note: '已联系社区物业上门维修，老人生活恢复正常。', target: '', userId: admin.id }, at + HOUR);
    }
  }
  return { contributions: contributions.length, reports: tips.length };
}
