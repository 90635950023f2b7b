// The demo tenant's media at start-up (main.ts, not buildApp, so tests stay fast): its libraries,
// playable sample clips (the shipped copies, made with ffmpeg only where they are missing), live
// servers and channels. Idempotent: media only when the tenant has no
// library file, channels only when it has no live server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { newStreamKey } from '../services/live-items.js';
import { createLibraryFile, mediaTools, registerContent } from '../services/media-probe.js';
import { makeClip, SEED_CLIPS, type SeedClip } from './media-clips.js';
import { ADMIN_ACCOUNT, DEMO_DOMAIN } from './seed.js';

/**
 * Start-up seed of the demo tenant's media (called from main.ts, not from buildApp, so tests
 * stay fast): 公共资源库, the admin's 个人资源库, the group library 新闻中心 with 新闻采编 and
 * 专题节目, real playable clips (the shipped ones under server/seed/media/, made with ffmpeg when
 * they are missing or when asked) and live servers with channels. Idempotent: media only when the tenant has
 * no library files, channels only when it has no live server.
 */
export async function seedMedia(
  app: FastifyInstance,
  opts: {
    domain?: string;
    /**
     * true: make the clips with ffmpeg even though shipped copies exist (the generation path's
     * own test). By default the shipped copies are used, and ffmpeg only where they are missing:
     * making the six clips costs about half a minute of CPU at every first start.
     */
    generate?: boolean;
  } = {},
): Promise<{ files: number; channels: number }> {
  const domain = opts.domain ?? DEMO_DOMAIN;
  const tenant = await app.repos.tenants.findByDomain(domain);
  if (!tenant) return { files: 0, channels: 0 };
  const admin = await app.repos.users.findByAccount(tenant.id, ADMIN_ACCOUNT);
  const libraries = await seedLibraries(app, tenant.id, admin?.id ?? 0);
  const files = admin ? await seedFiles(app, tenant.id, admin.id, libraries, opts.generate) : 0;
  const channels = await seedLiveChannels(app, tenant.id);
  return { files, channels };
}

type LibraryKeys = Record<SeedClip['library'], number>;

export async function seedLibraries(app: FastifyInstance, tenantId: number, adminId: number): Promise<LibraryKeys> {
  const libs = app.repos.libraries;
  const pub = await libs.ensurePublic(tenantId);
  const own = adminId ? await libs.ensurePrivate(tenantId, adminId) : pub;
  const groups = await libs.list(tenantId, 'group');
  const news = groups.find((l) => l.name === '新闻中心' && l.parent_id === 0) ?? (await libs.create(tenantId, { name: '新闻中心', kind: 'group', sort: 1 }));
  const child = async (name: string, sort: number) =>
    groups.find((l) => l.name === name && l.parent_id === news.id) ?? (await libs.create(tenantId, { name, kind: 'group', parentId: news.id, sort }));
  const editing = await child('新闻采编', 1);
  const special = await child('专题节目', 2);
  return { public: pub.id, private: own.id, news: editing.id, special: special.id };
}

function shippedDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, 'media'), path.resolve(here, '../../../server/seed/media')].find((d) => fs.existsSync(d));
}

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function seedFiles(app: FastifyInstance, tenantId: number, adminId: number, libs: LibraryKeys, generate: boolean | undefined): Promise<number> {
  if (await app.repos.libraryFiles.hasAny(tenantId)) return 0;
  const shipped = shippedDir();
  // the shipped copies unless asked to make them; ffmpeg where they are missing
  const ffmpeg = (generate ?? !shipped) && (await mediaTools()).ffmpeg;
  const tmpDir = path.join(app.config.dataDir, 'tmp', 'seed');
  fs.mkdirSync(tmpDir, { recursive: true });
  let made = 0;
  try {
    for (const clip of SEED_CLIPS) {
      const tmp = path.join(tmpDir, clip.file);
      try {
        if (ffmpeg) await makeClip(process.env.FFMPEG_PATH || 'ffmpeg', clip, tmp, true);
        else if (shipped) fs.copyFileSync(path.join(shipped, clip.file), tmp);
        else continue;
      } catch (err) {
        if (!shipped) throw err;
        app.log.warn({ err }, `seed clip ${clip.file}: ffmpeg failed, using the shipped copy`);
        fs.copyFileSync(path.join(shipped, clip.file), tmp);
      }
      const size = fs.statSync(tmp).size;
      const content = await registerContent(app, tenantId, { absolutePath: tmp, md5: await md5Of(tmp), size, fileName: clip.file, mime: 'video/mp4' });
      await createLibraryFile(app, tenantId, adminId, {
        fileLibId: libs[clip.library],
        fileResId: content.id,
        fileName: clip.name,
        fileDesc: '演示素材',
        fileTagNames: '演示',
        allowDuplicateName: true,
      });
      made++;
    }
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  return made;
}

/** Two live servers and four channels (two of them selectable by the programme editor). */
export async function seedLiveChannels(app: FastifyInstance, tenantId: number): Promise<number> {
  const repo = app.repos.liveChannels;
  if ((await repo.servers(tenantId)).length) return 0;
  const host = process.env.LIVE_SERVER_HOST || '127.0.0.1';
  const main = await repo.createServer(tenantId, { name: '主直播服务器', host, rtmp_port: 1935, http_port: 8088, port_min: 10000, port_max: 10999, max_channels: 20 });
  const backup = await repo.createServer(tenantId, { name: '备用直播服务器', host, rtmp_port: 1936, http_port: 8089, port_min: 11000, port_max: 11999, max_channels: 10 });
  const channels = [
    { server_id: main.id, name: '新闻综合频道直播', type: 0, state: 2, port: 10000, pull_url: '', equipment: '演播室编码器A', description: '新闻演播室信号' },
    { server_id: main.id, name: '体育赛事转播', type: 1, state: 1, port: 10001, pull_url: 'rtmp://source.example.com/live/sports', equipment: '', description: '赛事方信号拉流' },
    { server_id: main.id, name: '融媒体演播室', type: 0, state: 0, port: 10002, pull_url: '', equipment: '', description: '空闲通道' },
    { server_id: backup.id, name: '应急备用信号', type: 1, state: 0, port: 11000, pull_url: 'https://source.example.com/live/backup.m3u8', equipment: '应急车载编码器', description: '备用' },
  ];
  for (const c of channels) await repo.create(tenantId, { ...c, stream_key: newStreamKey() });
  return channels.length;
}
