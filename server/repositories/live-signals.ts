// The live signal of each push channel (table live_signals of 169-live-signals, docs/signal.md).
// A change is a conditional update from the state read before it: when several instances see the
// same change at once, exactly one update matches, and only that caller is told it changed.
import type { Db } from '../db/schema.js';
import type { LiveSignalState } from '../../shared/live-signal.js';

export interface LiveSignalRow {
  tenant_id: number;
  passageway_id: number;
  state: LiveSignalState;
  since: number;
}

const STATES: LiveSignalState[] = ['up', 'down', 'unknown'];

export function liveSignalsRepo(db: Db) {
  return {
    /** The tenant's stored signals. */
    async list(tenantId: number): Promise<LiveSignalRow[]> {
      return db.selectFrom('live_signals').selectAll().where('tenant_id', '=', tenantId).orderBy('passageway_id').execute();
    },
    /** Every stored signal (the checker compares against them). */
    async all(limit = 100_000): Promise<LiveSignalRow[]> {
      return db.selectFrom('live_signals').selectAll().orderBy('passageway_id').limit(limit).execute();
    },
    /**
     * Moves the channel's signal to `to` (since `now`). Answers the state it left when this call
     * made the change, or null when it was in `to` already (or another caller changed it first).
     */
    async change(tenantId: number, passagewayId: number, to: LiveSignalState, now: number): Promise<LiveSignalState | null> {
      await db
        .insertInto('live_signals')
        .values({ tenant_id: tenantId, passageway_id: passagewayId, state: 'unknown', since: 0 })
        .onConflict((oc) => oc.columns(['tenant_id', 'passageway_id']).doNothing())
        .execute();
      for (const from of STATES.filter((s) => s !== to)) {
        const r = await db
          .updateTable('live_signals')
          .set({ state: to, since: now })
          .where('tenant_id', '=', tenantId)
          .where('passageway_id', '=', passagewayId)
          .where('state', '=', from)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) > 0) return from;
      }
      return null;
    },
  };
}
