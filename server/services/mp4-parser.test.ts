import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMp4File } from './mp4-parser.js';
import { probeMedia } from './media-probe.js';
import { parseRange } from './range.js';

const clip = path.resolve('server/seed/media/news-opening.mp4');

describe('pure-JavaScript MP4 parser', () => {
  it('reads duration, size and codecs of a real MP4 (moov at the front)', async () => {
    const info = await parseMp4File(clip);
    expect(info).not.toBeNull();
    expect(info!.duration).toBeCloseTo(20, 1);
    expect(info).toMatchObject({ width: 426, height: 240, hasVideo: true, hasAudio: true, codec: 'h264,aac' });
  });

  it('reads an MP4 whose moov box sits at the end (no faststart)', async () => {
    let ffmpeg = true;
    try {
      execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    } catch {
      ffmpeg = false;
    }
    if (!ffmpeg) return;
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mp4-')), 'tail.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', out]);
    const info = await parseMp4File(out);
    expect(info!.duration).toBeCloseTo(3, 1);
    expect(info).toMatchObject({ width: 320, height: 180, hasAudio: false, codec: 'h264' });
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  it('agrees with ffprobe when it is present, and never guesses for other files', async () => {
    const probe = await probeMedia(clip, 'video/mp4');
    expect(probe.duration).toBeCloseTo(20, 1);
    expect(probe.width).toBe(426);
    const junk = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mp4-')), 'junk.mp4');
    fs.writeFileSync(junk, 'not a video at all');
    expect(await parseMp4File(junk)).toBeNull();
    expect((await probeMedia(junk, 'video/mp4')).duration).toBe(0);
    fs.rmSync(path.dirname(junk), { recursive: true, force: true });
  });
});

describe('byte ranges', () => {
  it('parses first byte, middle, open end, suffix and refuses the unsatisfiable', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
    for (const bad of ['bytes=100-', 'bytes=20-10', 'bytes=-0', 'bytes=abc', 'bytes=-']) expect(parseRange(bad, 100)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
