// A Vitest reporter that keeps the run's unhandled errors (errors thrown outside any test, e.g. a
// rejected promise after a file's server closed) in CI_JSON_DIR, so scripts/test.mjs can print
// them in its closing summary: a CI log that shows only its tail still says what failed.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>) {
    const dir = process.env.CI_JSON_DIR;
    if (!dir) return;
    const file = path.join(dir, `unhandled-${process.env.VITEST_REPORT ?? 'vitest'}.json`);
    const kept = errors.map((e) => {
      const extra = e as SerializedError & { VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };
      return {
        name: e.name ?? 'Error',
        message: String(e.message ?? '').slice(0, 500),
        stack: String(e.stack ?? '').split('\n').slice(0, 8).join('\n'),
        file: extra.VITEST_TEST_PATH,
        test: extra.VITEST_TEST_NAME,
      };
    });
    fs.writeFileSync(file, JSON.stringify(kept, null, 1));
  }
}
