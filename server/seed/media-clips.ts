// The demo tenant's sample video clips, made with ffmpeg's test sources; the same clips ship
// pre-made under server/seed/media/ for machines without ffmpeg (seed/make-seed-media.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';

/**
 * The demo tenant's sample videos: short H.264/AAC MP4 clips made with ffmpeg's test sources
 * (testsrc2 / smptebars + a sine tone, with a drawtext title when a font is available). The
 * same clips are shipped pre-made under server/seed/media/ for machines without ffmpeg
 * (regenerate them with `npx tsx server/seed/make-seed-media.ts`).
 */
export interface SeedClip {
  /** File name under server/seed/media/ and in the library. */
  file: string;
  /** Name shown in the library. */
  name: string;
  /** Library key: public | private | news | special */
  library: 'public' | 'private' | 'news' | 'special';
  source: 'testsrc2' | 'smptebars' | 'smptehdbars' | 'rgbtestsrc';
  seconds: number;
  title: string;
  tone: number;
}

export const SEED_CLIPS: SeedClip[] = [
  { file: 'news-opening.mp4', name: '新闻联播片头.mp4', library: 'public', source: 'testsrc2', seconds: 20, title: 'EVENING NEWS', tone: 440 },
  { file: 'color-bars.mp4', name: '彩条测试信号.mp4', library: 'public', source: 'smptebars', seconds: 15, title: 'SMPTE BARS', tone: 1000 },
  { file: 'city-scenery.mp4', name: '城市风光宣传片.mp4', library: 'news', source: 'testsrc2', seconds: 30, title: 'CITY VIEW', tone: 523 },
  { file: 'weather.mp4', name: '天气预报.mp4', library: 'news', source: 'smptehdbars', seconds: 12, title: 'WEATHER', tone: 660 },
  { file: 'special-report.mp4', name: '专题报道：乡村振兴.mp4', library: 'special', source: 'testsrc2', seconds: 25, title: 'SPECIAL REPORT', tone: 330 },
  { file: 'my-interview.mp4', name: '人物专访（素材）.mp4', library: 'private', source: 'rgbtestsrc', seconds: 10, title: 'INTERVIEW', tone: 392 },
];

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
];

/**
 * Makes one clip with ffmpeg (426×240, 25 fps, H.264 + AAC, moov at the front). `fast` (seed time):
 * ultrafast preset, larger files but a fraction of the start-up time; otherwise small shipped files.
 */
export function makeClip(ffmpeg: string, clip: SeedClip, out: string, fast = false): Promise<void> {
  const font = FONT_CANDIDATES.find((f) => fs.existsSync(f));
  const text = font
    ? `,drawtext=fontfile=${font}:text='${clip.title}':fontcolor=white:fontsize=26:box=1:boxcolor=black@0.55:boxborderw=8:x=(w-text_w)/2:y=h-60` +
      `,drawtext=fontfile=${font}:text='%{pts\\:hms}':fontcolor=yellow:fontsize=18:x=10:y=10`
    : '';
  const args = [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `${clip.source}=size=426x240:rate=25:duration=${clip.seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=${clip.tone}:sample_rate=44100:duration=${clip.seconds}`,
    '-vf', `format=yuv420p${text}`,
    '-c:v', 'libx264', '-preset', fast ? 'ultrafast' : 'veryfast', '-crf', fast ? '30' : '34', '-g', '50', '-profile:v', 'main',
    '-c:a', 'aac', '-b:a', '48k', '-ac', '1',
    '-movflags', '+faststart', '-shortest', out,
  ];
  return new Promise((resolve, reject) => execFile(ffmpeg, args, { timeout: 120_000 }, (err) => (err ? reject(err) : resolve())));
}
