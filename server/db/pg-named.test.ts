// Named PostgreSQL statements (pg-named.ts): one name per text, none for texts without parameters
// or past the cap; and on PostgreSQL (TEST_DATABASE_URL), answers that stay right when the same
// text runs again, with other values, and after its table was altered.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect, createPgSchema, dropPgSchema } from './connect.js';
import { StatementNames } from './pg-named.js';

describe('StatementNames', () => {
  it('gives each text with parameters one name, the same every time, and none past the cap or once forgotten', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('select $1', [1])).toBe('k1');
    expect(names.nameOf('select $1', [2])).toBe('k1');
    expect(names.nameOf('begin', [])).toBeUndefined();
    expect(names.nameOf('select $1, $2', [1, 2])).toBe('k2');
    expect(names.nameOf('select $1, $2, $3', [1, 2, 3])).toBeUndefined();
    names.forget('select $1');
    expect(names.nameOf('select $1', [1])).toBeUndefined();
    expect(names.size).toBe(2);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('named statements on PostgreSQL', () => {
  it('answers each call with its own values, and after the table changed under a prepared text', async () => {
    const schema = `named_${randomBytes(4).toString('hex')}`;
    await createPgSchema(pgUrl!, schema);
    const { db, close } = connect({ databaseUrl: pgUrl, pgSchema: schema });
    try {
      await sql`create table t (id integer primary key, name text)`.execute(db);
      await sql`insert into t values (1, 'a'), (2, 'b')`.execute(db);
      const byId = (id: number) => db.selectFrom('t' as never).selectAll().where('id' as never, '=', id as never).execute();
      expect(await byId(1)).toEqual([{ id: 1, name: 'a' }]);
      expect(await byId(2)).toEqual([{ id: 2, name: 'b' }]);
      // the pool hands the one idle connection back: the text is prepared there
      await sql`alter table t add column extra text default 'x'`.execute(db);
      expect(await byId(2)).toEqual([{ id: 2, name: 'b', extra: 'x' }]);
      expect(await byId(1)).toEqual([{ id: 1, name: 'a', extra: 'x' }]);
    } finally {
      await close();
      await dropPgSchema(pgUrl!, schema);
    }
  });
});
