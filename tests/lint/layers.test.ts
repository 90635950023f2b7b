// Proves the layer rules, the one-place rules and the server's text rule of eslint.config.js: each
// fixture in ./fixtures is linted as if it lived at the path its first line names
// (`// lint-as: <path>`), with the project's real config, and must be refused exactly on its
// wrong-way lines. The fixtures folder itself is ignored by `npm run lint`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule id and line of every problem ESLint finds in a fixture, linted at its lint-as path. */
async function lint(fixture: string): Promise<Array<{ rule: string | null; line: number; message: string }>> {
  const code = readFileSync(path.join(root, 'tests/lint/fixtures', fixture), 'utf8');
  const as = /^\/\/ lint-as: (\S+)/.exec(code)?.[1];
  if (!as) throw new Error(`${fixture}: no "// lint-as:" line`);
  const [result] = await eslint.lintText(code, { filePath: path.join(root, as) });
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const lineOf = (fixture: string, text: string) =>
  readFileSync(path.join(root, 'tests/lint/fixtures', fixture), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

/** The lines the layer rule refuses. */
const layerLines = (problems: Awaited<ReturnType<typeof lint>>) =>
  [...new Set(problems.filter((p) => p.rule === 'layers/imports').map((p) => p.line))].sort((a, b) => a - b);

describe('layer rules (imports only run downward)', () => {
  it('refuses a machine importing React, @dnd-kit, @fluentui, ui/, services/ or features/, and DOM globals', async () => {
    const f = 'machine-wrong-way.ts';
    const problems = await lint(f);
    expect(layerLines(problems)).toEqual(
      ["'react'", '@dnd-kit/sortable', '@fluentui/react-components', '../ui/media-messages', '../services/toast', '../features/login'].map((t) => lineOf(f, t)),
    );
    const globals = problems.filter((p) => p.rule === 'no-restricted-globals').map((p) => p.message);
    expect(globals.length).toBe(2); // document, window
    expect(problems.some((p) => p.line === lineOf(f, "from 'xstate'"))).toBe(false);
  });

  it('refuses a feature importing another feature or app/, and `as never` / `as any`', async () => {
    const f = 'feature-wrong-way.tsx';
    const problems = await lint(f);
    expect(layerLines(problems)).toEqual([lineOf(f, '../schedule/'), lineOf(f, '../../app/')]);
    const casts = problems.filter((p) => p.rule === 'no-restricted-syntax');
    expect(casts.map((p) => p.message).join('\n')).toMatch(/as never[\s\S]*as any/);
  });

  it('refuses a service importing a machine, a feature or ui/', async () => {
    const f = 'service-wrong-way.ts';
    expect(layerLines(await lint(f))).toEqual(['../../machines/', '../../features/', '../../ui/'].map((t) => lineOf(f, t)));
  });

  it('refuses ui/ importing a feature or app/', async () => {
    const f = 'ui-wrong-way.tsx';
    expect(layerLines(await lint(f))).toEqual([lineOf(f, '../features/'), lineOf(f, '../app/')]);
  });

  it('refuses a route importing kysely (sql), seed data or another route file, but not a params module', async () => {
    const f = 'route-wrong-way.ts';
    expect(layerLines(await lint(f))).toEqual([lineOf(f, "from 'kysely'"), lineOf(f, '../../seed/'), lineOf(f, './live-tv.js')]);
  });

  it('refuses a repository importing a route or a service', async () => {
    const f = 'repository-wrong-way.ts';
    expect(layerLines(await lint(f))).toEqual([lineOf(f, '../routes/'), lineOf(f, '../services/')]);
  });
});

describe('the two most rewritten one-liners are written once (no-restricted-syntax)', () => {
  const refused = (problems: Awaited<ReturnType<typeof lint>>) =>
    problems.filter((p) => p.rule === 'no-restricted-syntax').map((p) => p.line).sort((a, b) => a - b);

  it('refuses the deleted / edited texts and the error text by hand on the server; allows other texts and other instanceof tests', async () => {
    const f = 'texts-twice.ts';
    const problems = await lint(f);
    expect(refused(problems)).toEqual([lineOf(f, "'删除成功'"), lineOf(f, "'修改成功'"), lineOf(f, 'e.message')]);
    expect(problems.find((p) => p.line === lineOf(f, "'删除成功'"))?.message).toMatch(/COMMON_MESSAGES\.deleted/);
    expect(problems.find((p) => p.line === lineOf(f, 'e.message'))?.message).toMatch(/errorText/);
  });

  it('refuses them in the console too, beside the cast rules', async () => {
    const f = 'error-text-by-hand.ts';
    const problems = await lint(f);
    expect(refused(problems)).toEqual([lineOf(f, 'event.error.message'), lineOf(f, "'删除成功'"), lineOf(f, 'as never')]);
  });

  it('lets each one place write its own one-liner', async () => {
    for (const file of ['shared/common-messages.ts', 'shared/error-text.ts']) {
      const code = readFileSync(path.join(root, file), 'utf8');
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      expect(result.messages).toEqual([]);
    }
  });
});

describe('the server writes its messages in text modules (server-texts/no-inline-message)', () => {
  it('refuses a Chinese message inline in an error call, a lookup, an answer, a msg, a notice, a reason or an audit detail; allows text-module references and schema texts', async () => {
    const f = 'server-inline-texts.ts';
    const problems = (await lint(f)).filter((p) => p.rule === 'server-texts/no-inline-message');
    expect(problems.map((p) => p.line)).toEqual(
      ["'请输入名称'", '目标位置已存在同名文件', "'文件正在合并中", "'文件库不存在'", "'请求的范围无效'", "'置顶成功'", "'文件上传完成'", "'文件上传完成'", "'引号不成对'", "'设为默认'"].map((t) =>
        lineOf(f, t),
      ),
    );
    expect(problems.every((p) => p.message.includes('_TEXTS'))).toBe(true);
  });

  it('passes every text module and the server as it is', async () => {
    for (const file of [
      'server/lib/error-texts.ts',
      'server/services/media-messages.ts',
      'server/routes/web-manager/file-manager.ts',
      'server/plugins/errors.ts',
      // notices and suggestions: the services that send them, the text modules, the seed's records, the API document
      'server/services/collab-tasks.ts',
      'server/services/event-messages.ts',
      'server/services/proofread/rules.ts',
      'server/services/proofread/proofread-texts.ts',
      'server/lib/field-labels.ts',
      'server/seed/content-seed.ts',
      'server/plugins/docs.ts',
      // the audit trail's details: their text table and a route that writes them
      'server/services/audit.ts',
      'server/routes/web-conf/watermark.ts',
    ]) {
      const code = readFileSync(path.join(root, file), 'utf8');
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      expect(result.messages.filter((m) => m.ruleId === 'server-texts/no-inline-message')).toEqual([]);
    }
  });
});

describe('one event vocabulary for lists (no-restricted-syntax)', () => {
  it('refuses a list event named page.change in the console (the pager sends page.go)', async () => {
    const f = 'page-event-twice.ts';
    const problems = (await lint(f)).filter((p) => p.rule === 'no-restricted-syntax');
    expect(problems.map((p) => p.line)).toEqual([lineOf(f, 'export type PagesEvent'), lineOf(f, 'export const on')]);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/page\.go/);
  });
});

describe('screens keep no data in React state (view-state/no-data-hooks)', () => {
  it('refuses a list of records in useState and a fetching effect; allows view wiring and id selections', async () => {
    const f = 'feature-data-state.tsx';
    const refused = [...new Set((await lint(f)).filter((p) => p.rule === 'view-state/no-data-hooks').map((p) => p.line))].sort((a, b) => a - b);
    expect(refused).toEqual([lineOf(f, 'useState<Row[]>'), lineOf(f, 'useState([])'), lineOf(f, '// refused: an effect that fetches') + 1]);
  });
});

describe('the server counts days in Beijing time (no-restricted-syntax)', () => {
  it('refuses local-time calendar reading and building on the server; allows shared/time.ts helpers and epoch times', async () => {
    const f = 'local-days.ts';
    const problems = (await lint(f)).filter((p) => p.rule === 'no-restricted-syntax');
    expect(problems.map((p) => p.line).sort((a, b) => a - b)).toEqual([lineOf(f, 'new Date(y, m - 1, d)'), lineOf(f, 'getHours()')]);
    expect(problems.every((p) => p.message.includes('北京时间'))).toBe(true);
  });
});
