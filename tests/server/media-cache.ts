// Removes this run's media tool cache (vitest.config.ts, MEDIA_TOOL_CACHE) when the run ends.
import fs from 'node:fs';

export default function setup() {
  return () => {
    const dir = process.env.MEDIA_TOOL_CACHE_RUN;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
