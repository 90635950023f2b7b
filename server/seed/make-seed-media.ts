// Regenerates the shipped sample clips: npx tsx server/seed/make-seed-media.ts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeClip, SEED_CLIPS } from './media-clips.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
for (const clip of SEED_CLIPS) await makeClip(process.env.FFMPEG_PATH || 'ffmpeg', clip, path.join(dir, clip.file));
console.log(`made ${SEED_CLIPS.length} clips in ${dir}`);
