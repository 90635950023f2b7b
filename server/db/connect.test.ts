import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect, sqlLogTo } from './connect.js';

describe('SQL_LOG', () => {
  it('appends every statement with its parameters as a JSON line, by the time the query resolves', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sql-log-')), 'sub', 'statements.jsonl');
    const { db, close } = connect({ onQuery: sqlLogTo(file) });
    try {
      await sql`select ${7} as n, ${'新闻'} as t`.execute(db);
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as unknown);
      expect(lines).toEqual([{ sql: 'select ? as n, ? as t', parameters: [7, '新闻'] }]);
    } finally {
      await close();
      fs.rmSync(path.dirname(path.dirname(file)), { recursive: true, force: true });
    }
  });

  it('logs nothing without a file', () => {
    expect(sqlLogTo(undefined)).toBeUndefined();
  });
});
