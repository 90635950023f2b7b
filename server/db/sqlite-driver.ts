// Kysely's SQLite dialect with two changes for the API under load:
// - prepared statements are kept in a small LRU cache keyed by their SQL text, so a query that
//   runs again (the same builder with other values) is not compiled by SQLite again;
// - the one connection is handed to waiting queries in arrival order. Kysely's own lock wakes
//   every waiter on each release and lets them race for it (so a query could lose again and
//   again under load, and each release cost a wake-up of all of them).
// Everything else (queries, transactions, streams) is Kysely's SqliteDriver unchanged.
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type SQLite from 'better-sqlite3';

/** Statements kept per database: the API's distinct queries with room to spare. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely sees it, with `prepare` answered from an LRU cache. A statement that is
 * still being iterated (a stream inside a transaction that runs the same query) is never handed
 * out twice: a fresh one is prepared for that call.
 */
export function cachingDatabase(db: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        // most recently used last
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const stmt = db.prepare(sql);
      if (!hit) {
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/** Waiters for the one connection, served first come first served. */
export class FifoLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the lock to the longest waiter (it stays held), or frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  get queued(): number {
    return this.waiting.length;
  }
}

class FifoSqliteDriver extends SqliteDriver {
  private readonly lock = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    // Kysely's own lock is always free here (this one admits one holder at a time).
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.lock.release();
  }
}

/** SqliteDialect over `db` with the statement cache and the first-come-first-served connection. */
export class CachedSqliteDialect extends SqliteDialect {
  private readonly database: SqliteDatabase;

  constructor(db: SQLite.Database) {
    const database = cachingDatabase(db);
    super({ database });
    this.database = database;
  }

  override createDriver(): Driver {
    return new FifoSqliteDriver({ database: this.database });
  }
}
