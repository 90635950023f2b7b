// The OpenAPI document the server serves (GET /api/docs/json) linted by Redocly CLI with its
// recommended rules (redocly.yaml): zero errors, or the run fails. The lint's summary is printed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

describe('the OpenAPI document', () => {
  let s: TestServer;
  let file: string;
  beforeAll(async () => {
    s = await startServer('sqlite');
    const res = await s.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, res.body);
  });
  afterAll(async () => s?.close());

  it('passes Redocly lint (recommended rules) with zero errors', () => {
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const r = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'stylish'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 120_000,
    });
    const out = `${r.stdout}\n${r.stderr}`;
    const summary = out.split('\n').filter((l) => /error|warning|valid/i.test(l)).slice(-3).join('\n');
    console.log(`[openapi lint] ${summary}`);
    if (r.status !== 0) console.log(out.slice(0, 8000));
    expect(r.status).toBe(0);
  });
});
