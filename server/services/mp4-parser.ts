// A pure-JavaScript reader of ISO BMFF (MP4/MOV/M4A) metadata, used when ffprobe is absent so
// that durations are read, never guessed. It reads box headers with positioned reads (the file
// is never loaded whole; `moov` may sit at the end of a multi-GB file):
//   moov/mvhd            → timescale and duration
//   moov/trak/tkhd       → width and height (16.16 fixed point) of the visual track
//   moov/trak/mdia/hdlr  → track kind (vide / soun)
//   …/stbl/stsd          → codec four-character code of the first sample entry
import fs from 'node:fs/promises';

export interface Mp4Info {
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  /** e.g. 'h264', 'hevc', 'aac' (video codec first, then audio, comma-separated). */
  codec: string;
  hasVideo: boolean;
  hasAudio: boolean;
}

interface Box {
  type: string;
  /** Offset of the box content (after the header). */
  start: number;
  /** Offset just after the box. */
  end: number;
}

const CODEC_NAMES: Record<string, string> = {
  avc1: 'h264', avc3: 'h264', hvc1: 'hevc', hev1: 'hevc', av01: 'av1', vp09: 'vp9', mp4v: 'mpeg4',
  mp4a: 'aac', 'ac-3': 'ac3', 'ec-3': 'eac3', Opus: 'opus', fLaC: 'flac', '.mp3': 'mp3',
};

/** Metadata boxes are read whole; more than this is not a plausible moov header. */
const MAX_META_BOX = 64 * 1024 * 1024;

class Reader {
  constructor(private readonly fh: fs.FileHandle) {}
  async read(pos: number, len: number): Promise<Buffer> {
    const buf = Buffer.alloc(len);
    const { bytesRead } = await this.fh.read(buf, 0, len, pos);
    return buf.subarray(0, bytesRead);
  }
}

/** Lists the boxes between `start` and `end` of the file. */
async function boxesIn(r: Reader, start: number, end: number): Promise<Box[]> {
  const out: Box[] = [];
  let pos = start;
  while (pos + 8 <= end) {
    const h = await r.read(pos, 16);
    if (h.length < 8) break;
    let size = h.readUInt32BE(0);
    const type = h.toString('latin1', 4, 8);
    let header = 8;
    if (size === 1) {
      if (h.length < 16) break;
      size = Number(h.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header || pos + size > end) break;
    out.push({ type, start: pos + header, end: pos + size });
    pos += size;
  }
  return out;
}

/** Children of a box already read into memory. */
function childrenOf(buf: Buffer, start: number, end: number): { type: string; start: number; end: number }[] {
  const out = [];
  let pos = start;
  while (pos + 8 <= end) {
    let size = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) size = end - pos;
    if (size < header || pos + size > end) break;
    out.push({ type, start: pos + header, end: pos + size });
    pos += size;
  }
  return out;
}

/** Parses the `moov` box content (in memory). Exported for tests. */
export function parseMoov(moov: Buffer): Mp4Info {
  const info: Mp4Info = { duration: 0, width: 0, height: 0, codec: '', hasVideo: false, hasAudio: false };
  const codecs: { video: string[]; audio: string[] } = { video: [], audio: [] };
  for (const box of childrenOf(moov, 0, moov.length)) {
    if (box.type === 'mvhd') {
      const version = moov.readUInt8(box.start);
      const timescale = version === 1 ? moov.readUInt32BE(box.start + 20) : moov.readUInt32BE(box.start + 12);
      const duration = version === 1 ? Number(moov.readBigUInt64BE(box.start + 24)) : moov.readUInt32BE(box.start + 16);
      if (timescale > 0 && duration !== 0xffffffff) info.duration = Math.round((duration / timescale) * 1000) / 1000;
    } else if (box.type === 'trak') {
      let width = 0;
      let height = 0;
      let handler = '';
      let codec = '';
      let trackDuration = 0;
      const walk = (start: number, end: number) => {
        for (const b of childrenOf(moov, start, end)) {
          if (b.type === 'tkhd') {
            // width and height are the last 8 bytes of tkhd, 16.16 fixed point.
            width = moov.readUInt32BE(b.end - 8) >>> 16;
            height = moov.readUInt32BE(b.end - 4) >>> 16;
          } else if (b.type === 'mdhd') {
            const v = moov.readUInt8(b.start);
            const ts = v === 1 ? moov.readUInt32BE(b.start + 20) : moov.readUInt32BE(b.start + 12);
            const d = v === 1 ? Number(moov.readBigUInt64BE(b.start + 24)) : moov.readUInt32BE(b.start + 16);
            if (ts > 0) trackDuration = d / ts;
          } else if (b.type === 'hdlr') {
            handler = moov.toString('latin1', b.start + 8, b.start + 12);
          } else if (b.type === 'stsd') {
            // full box header (4) + entry count (4), then the first entry: size (4) + format (4).
            if (b.start + 16 <= b.end) codec = moov.toString('latin1', b.start + 12, b.start + 16);
          } else if (['mdia', 'minf', 'stbl'].includes(b.type)) {
            walk(b.start, b.end);
          }
        }
      };
      walk(box.start, box.end);
      const name = CODEC_NAMES[codec] ?? codec.trim();
      if (handler === 'vide') {
        info.hasVideo = true;
        if (!info.width) {
          info.width = width;
          info.height = height;
        }
        if (name) codecs.video.push(name);
      } else if (handler === 'soun') {
        info.hasAudio = true;
        if (name) codecs.audio.push(name);
      }
      if (!info.duration && trackDuration) info.duration = Math.round(trackDuration * 1000) / 1000;
    }
  }
  info.codec = [...codecs.video, ...codecs.audio].join(',');
  return info;
}

/** Reads an MP4 file's duration, size and codecs; null when it is not an ISO BMFF file with a moov box. */
export async function parseMp4File(file: string): Promise<Mp4Info | null> {
  const fh = await fs.open(file, 'r');
  try {
    const { size } = await fh.stat();
    const r = new Reader(fh);
    const top = await boxesIn(r, 0, size);
    if (!top.length || !['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip'].includes(top[0]!.type)) return null;
    const moov = top.find((b) => b.type === 'moov');
    if (!moov || moov.end - moov.start > MAX_META_BOX) return null;
    return parseMoov(await r.read(moov.start, moov.end - moov.start));
  } catch {
    return null;
  } finally {
    await fh.close();
  }
}
