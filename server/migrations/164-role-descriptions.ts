// Roles get a one-line description in business words (what a holder of the role does), shown in
// the role list and edited in the role editor; at most ROLE_DESCRIPTION_MAX (shared/org.ts)
// characters. Existing roles get an empty one (the seed fills in the presets' own).
import type { Kysely } from 'kysely';
import { addColumn, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, 'roles', 'description', withDefault('varchar(200)', ''));
}

export async function down(): Promise<void> {}
