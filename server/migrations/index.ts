// Runs the migrations at start-up (app.ts), before the seed: every numbered file of this folder
// is listed here by name, and Kysely's Migrator applies those not yet applied. A new migration
// is a new numbered file and a line in this list.
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './helpers.js';
import type { Db } from '../db/schema.js';
import * as m001 from './001-foundation.js';
import * as m020 from './020-media-core.js';
import * as m021 from './021-media-library.js';
import * as m030 from './030-schedule.js';
import * as m040 from './040-uploads.js';
import * as m041 from './041-upload-locks.js';
import * as m050 from './050-messages.js';
import * as m060 from './060-content.js';
import * as m070 from './070-org.js';
import * as m080 from './080-shop-menu-id.js';
import * as m090 from './090-interaction.js';
import * as m100 from './100-activities.js';
import * as m105 from './105-shop.js';
import * as m110 from './110-upload-parts.js';
import * as m125 from './125-qa-tasks.js';
import * as m120 from './120-contributions.js';
import * as m130 from './130-live-kinds.js';
import * as m135 from './135-courses.js';
import * as m140 from './140-reactions.js';
import * as m145 from './145-follows.js';
import * as m150 from './150-audience-uploads.js';
import * as m155 from './155-account-keys.js';
import * as m156 from './156-content-revisions.js';
import * as m157 from './157-public-abuse.js';
import * as m158 from './158-release-schedule.js';
import * as m159 from './159-content-locks.js';
import * as m160 from './160-content-tags.js';
import * as m161 from './161-message-folds.js';
import * as m162 from './162-help-menu.js';
import * as m163 from './163-data-scope.js';
import * as m164 from './164-role-descriptions.js';
import * as m165 from './165-program-metadata.js';
import * as m166 from './166-review-chain.js';
import * as m167 from './167-text-checks.js';
import * as m168 from './168-program-week-menu.js';
import * as m169 from './169-live-signals.js';
import * as m171 from './171-program-templates.js';

/**
 * Every migration, by name. Names sort in the order they run; each area takes its own
 * number range (001 foundation, 010 shell, 020 media, 030 schedule, 040 upload, 050 realtime).
 * Adding one: a new numbered file and a line here.
 */
const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '020-media-core': m020,
  '021-media-library': m021,
  '030-schedule': m030,
  '040-uploads': m040,
  '041-upload-locks': m041,
  '050-messages': m050,
  '060-content': m060,
  '070-org': m070,
  '080-shop-menu-id': m080,
  '090-interaction': m090,
  '100-activities': m100,
  '105-shop': m105,
  '110-upload-parts': m110,
  '125-qa-tasks': m125,
  '120-contributions': m120,
  '130-live-kinds': m130,
  '135-courses': m135,
  '140-reactions': m140,
  '145-follows': m145,
  '150-audience-uploads': m150,
  '155-account-keys': m155,
  '156-content-revisions': m156,
  '157-public-abuse': m157,
  '158-release-schedule': m158,
  '159-content-locks': m159,
  '160-content-tags': m160,
  '161-message-folds': m161,
  '162-help-menu': m162,
  '163-data-scope': m163,
  '164-role-descriptions': m164,
  '165-program-metadata': m165,
  '166-review-chain': m166,
  '167-text-checks': m167,
  '168-program-week-menu': m168,
  '169-live-signals': m169,
  '171-program-templates': m171,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies the migrations not yet applied; `through` stops after that one (a test's store as an earlier version left it). */
export async function migrate(db: Db, through?: string): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's own schema: Kysely looks them
  // up across every schema otherwise, and another schema's tables (a parallel test database)
  // would make it skip creating its own.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await (through ? migrator.migrateTo(through) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
