import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CachedSqliteDialect, FifoLock, cachingDatabase } from './sqlite-driver.js';

describe('cachingDatabase', () => {
  it('prepares a statement once per SQL text, keeps at most `size`, and drops the least recently used', () => {
    const raw = new SQLite(':memory:');
    const prepared: string[] = [];
    const prepare = raw.prepare.bind(raw);
    raw.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof raw.prepare;
    const db = cachingDatabase(raw, 2);
    const a = db.prepare('select 1');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 2');
    db.prepare('select 1'); // most recently used again
    db.prepare('select 3'); // drops 'select 2'
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    db.close();
  });

  it('never hands out a statement that is still being iterated', () => {
    const db = cachingDatabase(new SQLite(':memory:'));
    const first = db.prepare('select 1 as x union all select 2');
    const rows = first.iterate([]);
    rows.next();
    const second = db.prepare('select 1 as x union all select 2');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ x: 1 }, { x: 2 }]);
    rows.return?.();
    db.close();
  });
});

describe('FifoLock', () => {
  it('admits one holder and hands the lock on in arrival order', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = [1, 2, 3].map((n) => lock.acquire().then(() => order.push(n)));
    expect(lock.queued).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      lock.release();
      await Promise.resolve();
      await Promise.resolve();
    }
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    lock.release();
    await lock.acquire(); // free again: taken at once
    lock.release();
  });
});

describe('CachedSqliteDialect', () => {
  it('runs concurrent queries and transactions one at a time, each seeing its own transaction', async () => {
    const db = new Kysely<{ t: { id: number; v: number } }>({ dialect: new CachedSqliteDialect(new SQLite(':memory:')) });
    await sql`create table t (id integer primary key, v integer)`.execute(db);
    await db.insertInto('t').values({ id: 1, v: 0 }).execute();
    // 20 read-modify-write transactions started together: none may see another's uncommitted state
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const { v } = await trx.selectFrom('t').select('v').where('id', '=', 1).executeTakeFirstOrThrow();
          await trx.updateTable('t').set({ v: v + 1 }).where('id', '=', 1).execute();
        }),
      ),
    );
    const reads = await Promise.all(Array.from({ length: 20 }, () => db.selectFrom('t').select('v').where('id', '=', 1).executeTakeFirstOrThrow()));
    expect(reads.every((r) => r.v === 20)).toBe(true);
    await db.destroy();
  });
});
