// The demo newsroom (docs/content.md), made through the same services as the console's calls:
// release columns of both portals, the editor and reviewer accounts, and stories of every type
// and status with the seeded media. Called from main.ts after the media seed; runs only while
// the tenant has no content item.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords.js';
import type { AuthContext } from '../types.js';
import { contentTx, reviewContent, saveContent, submitContent } from '../services/content-items.js';
import { createColumn } from '../services/content-columns.js';
import { dayNumber, deleteReleases, releaseItems, startOfDay } from '../services/content-release.js';
import type { ContentSaveInput, ContentType } from '../../shared/content.js';
import { EDITOR_MENU_IDS, REVIEWER_MENU_IDS } from './menus/content.js';
import { ADMIN_ACCOUNT, DEMO_DOMAIN } from './seed.js';
import { ensureNewsroomMedia } from './content-media.js';
import { seedLibraries } from './media-seed.js';

export const EDITOR_ACCOUNT = 'editor';
export const REVIEWER_ACCOUNT = 'reviewer';
export const EDITOR_ROLE = '稿件编辑';
export const REVIEWER_ROLE = '稿件审核';
const DASHBOARD_MENUS = [1, 2];

/**
 * The demo newsroom's two staff roles and accounts: `editor` (稿件编辑: content production, no
 * review, no publishing) and `reviewer` (稿件审核: the five review rights). Their passwords are
 * random and printed nowhere unless given (tests give them); an administrator sets them in
 * 用户管理. Idempotent.
 */
export async function ensureContentUsers(
  app: FastifyInstance,
  tenantId: number,
  passwords: { editor?: string; reviewer?: string } = {},
): Promise<{ editorId: number; reviewerId: number }> {
  const roles = app.repos.roles;
  const users = app.repos.users;
  const role = async (name: string, menus: number[]) => (await roles.findByName(tenantId, name))?.id ?? (await roles.create(tenantId, name, false, [...DASHBOARD_MENUS, ...menus]));
  const user = async (account: string, name: string, roleId: number, password?: string) => {
    const found = await users.findByAccount(tenantId, account);
    if (found) {
      if (password) await users.setPassword(tenantId, found.id, await hashPassword(password));
      return found.id;
    }
    const pw = password ?? randomBytes(18).toString('base64url');
    return users.create(tenantId, { account, name, passwordHash: await hashPassword(pw), roleId });
  };
  const editorId = await user(EDITOR_ACCOUNT, '张编辑', await role(EDITOR_ROLE, EDITOR_MENU_IDS), passwords.editor);
  const reviewerId = await user(REVIEWER_ACCOUNT, '李审核', await role(REVIEWER_ROLE, REVIEWER_MENU_IDS), passwords.reviewer);
  return { editorId, reviewerId };
}

const WEB_COLUMNS: [string, string[]][] = [
  ['首页', ['头条', '要闻']],
  ['新闻', ['本地新闻', '国内国际']],
  ['视听', ['视频', '音频']],
  ['专题', []],
];
const APP_COLUMNS: [string, string[]][] = [
  ['推荐', []],
  ['新闻', ['本地', '国内']],
  ['视频', []],
  ['图集', []],
];

/** Columns of both portals; returns their ids by "portal/name". */
async function seedColumns(app: FastifyInstance, auth: AuthContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await app.repos.columns.list(auth.tenantId);
  for (const c of existing) ids.set(`${c.portal}/${c.name}`, c.id);
  if (existing.length) return ids;
  for (const [portal, tree] of [['web', WEB_COLUMNS], ['app', APP_COLUMNS]] as const) {
    for (const [name, children] of tree) {
      const { id } = await createColumn(app, auth, { name, portal });
      ids.set(`${portal}/${name}`, id);
      for (const child of children) ids.set(`${portal}/${child}`, (await createColumn(app, auth, { name: child, parentId: id })).id);
    }
  }
  return ids;
}

type Fate = 'draft' | 'waiting' | 'rejected' | 'approved' | 'published' | 'shelved';
interface Story {
  input: Omit<ContentSaveInput, 'fileIds' | 'coverFileId'>;
  by: 'editor' | 'admin';
  fate: Fate;
  columns?: string[];
  /** Days ago it was written (and released). */
  daysAgo: number;
  views?: number;
  opinion?: string;
}

const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');

const STORIES: Story[] = [
  {
    input: { type: 1, title: '我市召开全媒体融合发展推进会', summary: '会议部署下一阶段融媒体中心建设重点任务。', author: '王晓', source: '本台记者', body: p('本台讯 昨天上午，我市全媒体融合发展推进会在市广播电视台召开。会议总结了过去一年融媒体中心建设取得的成效，部署了下一阶段“移动优先、内容为王”的重点任务。', '会议指出，要加快构建策、采、编、发、评一体化的生产流程，推动广播、电视、网站、客户端统一调度。') },
    by: 'editor', fate: 'published', columns: ['web/头条', 'app/推荐'], daysAgo: 0, views: 326,
  },
  {
    input: { type: 1, title: '全市秋粮收购工作有序推进', summary: '各收购网点日均收购量稳步增长。', author: '陈静', source: '新华社', body: p('记者从市粮食和物资储备局获悉，今年秋粮收购工作已全面展开，全市共设收购网点86个，日均收购量稳步增长，农民售粮便利程度明显提高。') },
    by: 'editor', fate: 'published', columns: ['web/本地新闻'], daysAgo: 1, views: 142,
  },
  {
    input: { type: 1, title: '地铁三号线南延段完成全线贯通', summary: '预计明年上半年开通试运营。', author: '刘洋', source: '本台记者', body: p('今天上午，随着最后一台盾构机顺利出洞，地铁三号线南延段实现全线贯通。该线路全长12.6公里，设站8座，预计明年上半年开通试运营。') },
    by: 'editor', fate: 'waiting', daysAgo: 0,
  },
  {
    input: { type: 1, title: '冬季供暖准备工作检查通报', author: '赵敏', source: '本台记者', body: p('市住建局对全市供热企业冬季供暖准备工作开展专项检查。') },
    by: 'editor', fate: 'rejected', daysAgo: 1, opinion: '数据需要核实，请补充供热面积和企业名单后重新提交。',
  },
  {
    input: { type: 1, title: '社区文化节活动预告（草稿）', author: '孙琳', body: p('本周末，城东社区将举办第五届社区文化节。') },
    by: 'editor', fate: 'draft', daysAgo: 0,
  },
  {
    input: { type: 2, title: '【视频】新闻联播片头新版亮相', summary: '全新包装的片头今晚首播。', author: '视频部', source: '本台制作' },
    by: 'admin', fate: 'published', columns: ['web/视频', 'app/视频'], daysAgo: 0, views: 512,
  },
  {
    input: { type: 2, title: '【视频】城市夜景延时摄影', author: '视频部', source: '本台制作' },
    by: 'editor', fate: 'approved', daysAgo: 1,
  },
  {
    input: { type: 2, title: '【视频】台风过境现场直击', author: '视频部', source: '本台记者' },
    by: 'editor', fate: 'waiting', daysAgo: 0,
  },
  {
    input: { type: 3, title: '【音频】早间新闻广播 第1期', author: '广播中心', source: '交通广播' },
    by: 'admin', fate: 'published', columns: ['web/音频'], daysAgo: 1, views: 88,
  },
  {
    input: { type: 3, title: '【音频】午间音乐节目回放', author: '广播中心', source: '音乐广播' },
    by: 'admin', fate: 'shelved', columns: ['web/音频'], daysAgo: 3, views: 21,
  },
  {
    input: { type: 4, title: '【图集】金秋时节 城郊银杏林迎来最佳观赏期', summary: '一组图片带你领略秋日美景。', author: '摄影部', source: '本台记者' },
    by: 'admin', fate: 'published', columns: ['web/要闻', 'app/图集'], daysAgo: 0, views: 231,
  },
  {
    input: { type: 4, title: '【图集】马拉松赛道风景（草稿）', author: '摄影部' },
    by: 'editor', fate: 'draft', daysAgo: 2,
  },
  {
    input: { type: 5, title: '政务服务网：新版一网通办上线', linkUrl: 'https://www.gov.cn/', author: '网络部', source: '政务服务网' },
    by: 'admin', fate: 'published', columns: ['web/国内国际', 'app/国内'], daysAgo: 1, views: 57,
  },
  {
    input: { type: 5, title: '气象台：本周天气趋势', linkUrl: 'https://www.cma.gov.cn/', author: '网络部', source: '中国气象局' },
    by: 'editor', fate: 'waiting', daysAgo: 0,
  },
];

/**
 * The demo newsroom: columns of both portals, the editor and reviewer accounts, and stories of
 * every type and status with the seeded media clips (called from main.ts after the media seed).
 * Runs only when the tenant has no content item yet.
 */
export async function seedContent(app: FastifyInstance, opts: { domain?: string } = {}): Promise<{ items: number }> {
  const tenant = await app.repos.tenants.findByDomain(opts.domain ?? DEMO_DOMAIN);
  if (!tenant) return { items: 0 };
  const tenantId = tenant.id;
  const admin = await app.repos.users.findByAccount(tenantId, ADMIN_ACCOUNT);
  if (!admin) return { items: 0 };
  const { editorId, reviewerId } = await ensureContentUsers(app, tenantId);
  const adminAuth: AuthContext = { tenantId, userId: admin.id, sessionId: 0 };
  const editorAuth: AuthContext = { tenantId, userId: editorId, sessionId: 0 };
  const reviewerAuth: AuthContext = { tenantId, userId: reviewerId, sessionId: 0 };
  const columns = await seedColumns(app, adminAuth);
  if ((await app.repos.contentItems.totals(tenantId)).count > 0) return { items: 0 };

  const libraries = await seedLibraries(app, tenantId, admin.id);
  await ensureNewsroomMedia(app, tenantId, admin.id, libraries.news);
  const files = async (fileType: number) =>
    (await app.repos.libraryFiles.page(tenantId, admin.id, { fileType, pageIndex: 1, pageSize: 20 })).list.map((f) => f.id);
  const byType: Record<number, number[]> = { 2: await files(1), 3: await files(2), 4: await files(3) };
  const images = byType[4]!;

  const now = Date.now();
  let made = 0;
  for (const [i, s] of STORIES.entries()) {
    const type = s.input.type as ContentType;
    const fileIds = type === 4 ? images.slice(0, 4) : (byType[type] ?? []).slice(i % 2, (i % 2) + 1);
    if ((type === 2 || type === 3 || type === 4) && !fileIds.length && s.fate !== 'draft') continue;
    const author = s.by === 'editor' ? editorAuth : adminAuth;
    const { id } = await saveContent(app, author, { ...s.input, fileIds, coverFileId: images[i % Math.max(images.length, 1)] ?? 0 });
    made += 1;
    if (s.fate === 'draft') {
      await backdate(app, tenantId, id, now, s.daysAgo);
      continue;
    }
    await submitContent(app, author, id);
    if (s.fate !== 'waiting') {
      await reviewContent(app, reviewerAuth, id, { pass: s.fate === 'rejected' ? 0 : 1, opinion: s.opinion ?? (s.fate === 'rejected' ? '请修改后重新提交' : '内容属实，同意发布') });
    }
    if ((s.fate === 'published' || s.fate === 'shelved') && s.columns?.length) {
      const columnIds = s.columns.map((c) => columns.get(c)).filter((c): c is number => !!c);
      const { releaseIds } = await releaseItems(app, adminAuth, [id], columnIds, { type });
      if (s.fate === 'shelved') await deleteReleases(app, adminAuth, releaseIds);
    }
    await backdate(app, tenantId, id, now, s.daysAgo);
    if (s.views) await app.repos.contentItems.addView(tenantId, id, dayNumber(now - s.daysAgo * 86_400_000), s.views);
  }
  return { items: made };
}

/** Moves an item's times (and its releases') `days` back, keeping today's stories today. */
async function backdate(app: FastifyInstance, tenantId: number, id: number, now: number, days: number) {
  if (!days) return;
  const at = Math.max(startOfDay(now, -days) + 9 * 3_600_000, now - days * 86_400_000 - 3_600_000);
  await contentTx(app, async (repos) => {
    await repos.contentItems.update(tenantId, id, { created_at: at, updated_at: at });
    const releases = await repos.releases.ofItem(tenantId, id);
    await repos.releases.update(tenantId, releases.map((r) => r.id), { created_at: at + 1_800_000 });
  });
}
