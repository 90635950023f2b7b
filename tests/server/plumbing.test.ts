// The server's plumbing rules, checked on the source text (docs/server.md):
// no SQL outside server/repositories and server/migrations (the seed too works through
// repositories), one repository
// writes each table, every repository is registered once in server/plugins/repositories.ts,
// and docs/server.md lists every table with its owner.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'server');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return tsFiles(p);
    return /\.ts$/.test(d.name) && !/\.test\.ts$/.test(d.name) ? [p] : [];
  });
}

const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');
const SQL_HOMES = ['server/repositories/', 'server/migrations/', 'server/db/'];
/** Seed code, routes and services get repositories (app.repos, a transaction's tx, or the Repos
 * the start-up seed is given), never the database: no query builder, no `xRepo(db)`. */
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\bsql<|\bapp\.db\b|\.transaction\(\)|\bRepo\(app\b|\w+Repo\(\w+(\.db)?\)/;

/** table → repository files that write it. */
function writers(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of tsFiles(path.join(SERVER, 'repositories'))) {
    // insertId(db, 'table', …) (sql-helpers.ts) writes its table too
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:(?:insertInto|updateTable|deleteFrom)\(|insertId\(\w+, )['"]([a-z_]+)['"]/g)) {
      const set = out.get(m[1]!) ?? new Set<string>();
      set.add(rel(file));
      out.set(m[1]!, set);
    }
  }
  return out;
}

describe('server plumbing', () => {
  it('keeps SQL, app.db and per-call repositories out of routes, services, seeds, plugins and lib', () => {
    const offenders = tsFiles(SERVER)
      .filter((f) => !SQL_HOMES.some((home) => rel(f).startsWith(home)) && rel(f) !== 'server/plugins/repositories.ts')
      .flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${rel(f)}:${i + 1}` }))
          .filter(({ line }) => SQL.test(line) && !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*')),
      )
      .map((o) => `${o.at}  ${o.line.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('gives seed code repositories, never the database', () => {
    const offenders = tsFiles(path.join(SERVER, 'seed')).filter((f) => /import type \{[^}]*\bDb\b[^}]*\} from '\.\.\/db\/schema/.test(fs.readFileSync(f, 'utf8')));
    expect(offenders.map(rel)).toEqual([]);
  });

  it('has one repository writing each table', () => {
    const shared = [...writers()].filter(([, files]) => files.size > 1).map(([t, files]) => `${t}: ${[...files].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('registers every repository once, in server/plugins/repositories.ts', () => {
    const registry = fs.readFileSync(path.join(SERVER, 'plugins/repositories.ts'), 'utf8');
    const factories = tsFiles(path.join(SERVER, 'repositories')).flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/^export function (\w+Repo)\(/gm)].map((m) => m[1]!),
    );
    const missing = factories.filter((name) => !new RegExp(`:\\s*${name}\\(db\\)`).test(registry));
    expect(missing).toEqual([]);
  });

  it('lists every table and its owning repository in docs/server.md', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/server.md'), 'utf8');
    const listed = new Map([...doc.matchAll(/^\| `([a-z_]+)` \| `(server\/repositories\/[a-z0-9-]+\.ts)` \|/gm)].map((m) => [m[1]!, m[2]!]));
    const actual = new Map([...writers()].map(([t, files]) => [t, [...files][0]!]));
    expect(Object.fromEntries([...listed].sort())).toEqual(Object.fromEntries([...actual].sort()));
  });
});
