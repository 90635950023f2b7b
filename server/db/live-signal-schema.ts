// The live signal of each push channel (migration 169-live-signals, docs/signal.md).
import type { LiveSignalState } from '../../shared/live-signal.js';

export interface LiveSignalTable {
  tenant_id: number;
  passageway_id: number;
  state: LiveSignalState;
  /** Since when the channel has been in this state (epoch ms). */
  since: number;
}

declare module './schema.js' {
  interface Database {
    live_signals: LiveSignalTable;
  }
}
