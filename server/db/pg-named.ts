// A node-postgres pool for Kysely whose statements with parameters run as named prepared
// statements: PostgreSQL parses and plans a query text once per connection instead of on every
// call (the API under load runs the same few list queries thousands of times a second). The same
// text always gets the same name, so a connection never sees one name for two texts.
// Statements without parameters (migrations, transaction control, several statements in one text)
// stay unnamed, as do texts past STATEMENT_NAMES distinct ones (each connection keeps what it
// prepared until it closes, and `in (…)` lists of every length would otherwise add up).
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Distinct query texts that get a name; later ones run unnamed. */
export const STATEMENT_NAMES = 2000;

/** Texts longer than this run unnamed (bulk inserts: each row count is a text of its own). */
const NAMED_TEXT_MAX = 8000;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a table altered). */
const resultTypeChanged = (err: unknown) => (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));

/** The name of each query text, shared by the pool's connections. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  /** Texts that must run unnamed (their prepared form went stale on some connection). */
  private readonly unnamed = new Set<string>();

  constructor(private readonly max = STATEMENT_NAMES) {}

  /** The name for `text`, or undefined when it runs unnamed. */
  nameOf(text: string, parameters: readonly unknown[]): string | undefined {
    if (!parameters.length || text.length > NAMED_TEXT_MAX || this.unnamed.has(text)) return undefined;
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `k${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }

  /** Runs `text` unnamed from now on (a connection holds a stale plan of it). */
  forget(text: string): void {
    this.unnamed.add(text);
  }

  get size(): number {
    return this.names.size;
  }
}

type QueryResult = { command: string; rowCount: number | null; rows: unknown[] };

/** A pooled client whose `query(text, values)` names the statement (see above); other calls pass through. */
function namingClient(client: pg.PoolClient, names: StatementNames): PostgresPoolClient {
  return {
    release: () => client.release(),
    query: ((text: unknown, values?: unknown[]) => {
      if (typeof text !== 'string' || !values) return client.query(text as never, values as never);
      const name = names.nameOf(text, values);
      if (!name) return client.query(text, values);
      return client.query({ name, text, values }).catch((err: unknown) => {
        if (!resultTypeChanged(err)) throw err;
        // A table was altered after this connection prepared the text: run it unnamed, as every
        // connection does from now on.
        names.forget(text);
        return client.query(text, values);
      }) as Promise<QueryResult>;
    }) as PostgresPoolClient['query'],
  };
}

/** `pool` as Kysely's PostgresDialect takes it, with named statements (see above). */
export function namingPool(pool: pg.Pool, names = new StatementNames()): PostgresPool {
  // one wrapper per pooled client, so Kysely keeps one connection object per client as it does unwrapped
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) {
        w = namingClient(client, names);
        wrapped.set(client, w);
      }
      return w;
    },
    end: () => pool.end(),
  };
}
