import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeClip, SEED_CLIPS } from '../../server/seed/media-clips.js';
import { seedMedia } from '../../server/seed/media-seed.js';
import { createLibraryFile, probeContent, registerContent } from '../../server/services/media-probe.js';
import { databases, suiteLogin, suiteStart } from './helpers.js';

const clip = path.resolve('server/seed/media/weather.mp4');
const md5 = createHash('md5').update(fs.readFileSync(clip)).digest('hex');

describe.each(databases)('registering content (%s)', (kind) => {
  const s = suiteStart(kind);
  const me = suiteLogin(s);
  afterAll(() => {
    delete process.env.MEDIA_PROBE;
  });

  it('moves a merged file into storage once per MD5, probes it and registers library files', async () => {
    const tmp = path.join(s.dataDir, 'merged.tmp');
    fs.copyFileSync(clip, tmp);
    const row = await registerContent(s.app, me.webTenId, { absolutePath: tmp, md5, size: fs.statSync(clip).size, fileName: '天气.mp4' });
    expect(fs.existsSync(tmp)).toBe(false);
    expect(fs.existsSync(path.join(s.dataDir, row.storage_path))).toBe(true);
    expect(row).toMatchObject({ mime: 'video/mp4', width: 426, height: 240 });
    expect(row.duration).toBeCloseTo(12, 0);
    // The same content again: the duplicate copy is dropped, the row reused.
    const tmp2 = path.join(s.dataDir, 'merged2.tmp');
    fs.copyFileSync(clip, tmp2);
    const again = await registerContent(s.app, me.webTenId, { absolutePath: tmp2, md5, size: 1, fileName: 'x.mp4' });
    expect(again.id).toBe(row.id);
    expect(fs.existsSync(tmp2)).toBe(false);

    const lib = (await s.call((await s.login()).token, { method: 'GET', url: '/api/web-manager/file/manager/get/public' })).json().data[0];
    const item = await createLibraryFile(s.app, me.webTenId, me.webUserId, { fileLibId: lib.fileLibId, fileResId: row.id, fileName: '../../天气.mp4', fileTagNames: '天气,预报' });
    expect(item).toMatchObject({ fileType: 1, type: 0, fileResId: row.id, fileTagNames: '天气,预报' });
    expect(item.fileName).not.toContain('/');
    await expect(createLibraryFile(s.app, me.webTenId, me.webUserId, { fileLibId: lib.fileLibId, fileResId: row.id, fileName: item.fileName })).rejects.toThrow('同名');
    await expect(createLibraryFile(s.app, me.webTenId + 999, me.webUserId, { fileLibId: lib.fileLibId, fileResId: row.id, fileName: 'y.mp4' })).rejects.toThrow();
    expect((await probeContent(s.app, me.webTenId, row.id))!.duration).toBeCloseTo(12, 0);
  });

  it('without ffmpeg: the JavaScript parser still reads every duration (no covers)', async () => {
    process.env.MEDIA_PROBE = 'js';
    await s.app.db.deleteFrom('library_files').execute();
    await s.app.db.deleteFrom('file_contents').execute();
    expect((await seedMedia(s.app)).files).toBe(6);
    const rows = await s.app.db.selectFrom('file_contents').selectAll().execute();
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.duration).toBeGreaterThanOrEqual(10);
      expect(r.width).toBe(426);
      expect(r.codec).toBe('h264,aac');
      expect(r.cover_path).toBe('');
    }
  });
});

describe('a seed clip made with ffmpeg (where the shipped copies are missing)', () => {
  it('is a playable H.264/AAC MP4 of the asked length and size', async () => {
    const { mediaTools, probeMedia } = await import('../../server/services/media-probe.js');
    if (!(await mediaTools()).ffmpeg) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-clip-'));
    try {
      const out = path.join(dir, 'clip.mp4');
      const short = { ...SEED_CLIPS[0]!, seconds: 2 };
      await makeClip(process.env.FFMPEG_PATH || 'ffmpeg', short, out, true);
      const probed = await probeMedia(out);
      expect(probed.duration).toBeCloseTo(2, 0);
      expect(probed).toMatchObject({ width: 426, height: 240, codec: 'h264,aac' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the media tool cache (MEDIA_TOOL_CACHE, set by the server tests for their run)', () => {
  it('answers the same probe and the same cover bytes as the tools, keyed by content and options', async () => {
    const { makeCover, probeMedia } = await import('../../server/services/media-probe.js');
    const saved = process.env.MEDIA_TOOL_CACHE;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-cache-'));
    try {
      delete process.env.MEDIA_TOOL_CACHE;
      const real = await probeMedia(clip);
      const realCover = path.join(dir, 'real.jpg');
      expect(await makeCover(clip, realCover, { duration: real.duration })).toBe(true);
      process.env.MEDIA_TOOL_CACHE = path.join(dir, 'cache');
      // the first call runs the tools and keeps their answers; the second answers from the folder
      expect(await probeMedia(clip)).toEqual(real);
      expect(await probeMedia(clip)).toEqual(real);
      expect(fs.readdirSync(process.env.MEDIA_TOOL_CACHE)).toHaveLength(1);
      for (const name of ['a.jpg', 'b.jpg']) expect(await makeCover(clip, path.join(dir, name), { duration: real.duration })).toBe(true);
      expect(fs.readFileSync(path.join(dir, 'b.jpg'))).toEqual(fs.readFileSync(path.join(dir, 'a.jpg')));
      expect(fs.readFileSync(path.join(dir, 'a.jpg')).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      // another frame time is another entry; no temporary file is left behind
      expect(await makeCover(clip, path.join(dir, 'c.jpg'), { duration: 0.5 })).toBe(true);
      expect(fs.readdirSync(process.env.MEDIA_TOOL_CACHE).filter((f) => !f.endsWith('.tmp'))).toHaveLength(3);
      expect(fs.readdirSync(process.env.MEDIA_TOOL_CACHE).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.MEDIA_TOOL_CACHE;
      else process.env.MEDIA_TOOL_CACHE = saved;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
