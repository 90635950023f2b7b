// Documentation screenshots (docs/screenshots/) are made on demand: `npm run screenshots` runs the
// end-to-end suite with SCREENSHOTS=1, and only then does docShot write the picture. A plain
// `npm test` writes no tracked file.
import type { Locator, Page } from '@playwright/test';

type ShotOptions = Parameters<Page['screenshot']>[0];

/** Takes `target`'s screenshot into docs/screenshots/`file` when SCREENSHOTS=1, else nothing. */
export async function docShot(target: Page | Locator, file: string, options: Omit<NonNullable<ShotOptions>, 'path'> = {}): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await target.screenshot({ ...options, path: `docs/screenshots/${file}` } as never);
}
