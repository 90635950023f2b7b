// The live signal of each push channel (docs/signal.md): 'up', 'down' or 'unknown' since when.
// Written by the signal checker and the live server's publish hooks; a change is one conditional
// update, so however many instances see it, one of them makes it (and sends its messages).
import type { Kysely } from 'kysely';
import { big, createTenantTable, ref, withDefault } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantTable(db, 'live_signals', {
    id: false,
    columns: {
      passageway_id: ref('live_passageways.id', 'cascade'),
      state: withDefault('varchar(8)', 'unknown'),
      since: big,
    },
    primaryKey: { live_signals_pk: ['tenant_id', 'passageway_id'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_signals').ifExists().execute();
}
