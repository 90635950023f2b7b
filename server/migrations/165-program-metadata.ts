// Programme metadata apart from the media file (contract "Programme metadata, fixed starts"):
// the title viewers see, episode, description, category and rating of each entry, and
// `fixed_start` (1: the entry must start exactly at its start; 0: chained as spec 000 says),
// stored now so that the fixed-start work needs no migration of its own. Empty text and 0 mean
// "not set": the XMLTV title falls back to the file name without its extension.
import type { Kysely } from 'kysely';
import { addColumn, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'live_programs', 'program_title', withDefault('varchar(200)', ''));
  await addColumn(db, 'live_programs', 'episode', withDefault('varchar(64)', ''));
  await addColumn(db, 'live_programs', 'program_desc', withDefault('varchar(2000)', ''));
  await addColumn(db, 'live_programs', 'category', withDefault('varchar(64)', ''));
  await addColumn(db, 'live_programs', 'rating', withDefault('varchar(32)', ''));
  await addColumn(db, 'live_programs', 'fixed_start', withDefault('integer', 0));
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['program_title', 'episode', 'program_desc', 'category', 'rating', 'fixed_start']) {
    await db.schema.alterTable('live_programs').dropColumn(c).execute();
  }
}
