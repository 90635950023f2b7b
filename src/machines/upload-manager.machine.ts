// The shell's upload manager popup (spec 001 "Upload manager item status"): opens when files
// are chosen; when no item is waiting, uploading, paused or resuming it emits a file-refresh
// event and closes about one second later (popup throttle 1000 ms). The queue itself is an
// uploader.machine; the component forwards its `queue.idle` to this machine.
import { emit, setup } from 'xstate';

export const MANAGER_LIMIT = 20;
export const MANAGER_CHUNK_SIZE = 5 * 1024 * 1024;

export type UploadManagerEvent =
  | { type: 'manager.open' }
  | { type: 'manager.close' }
  | { type: 'queue.idle'; paused: number }
  | { type: 'queue.busy' };

export const uploadManagerMachine = setup({
  types: {
    events: {} as UploadManagerEvent,
    emitted: {} as { type: 'files.refresh' },
  },
  delays: { closeDelay: 1000 },
}).createMachine({
  id: 'uploadManager',
  initial: 'closed',
  states: {
    closed: { on: { 'manager.open': 'open', 'queue.busy': 'open' } },
    open: {
      on: {
        'manager.close': 'closed',
        'queue.idle': { guard: ({ event }) => event.paused === 0, target: 'settling' },
      },
    },
    settling: {
      entry: emit({ type: 'files.refresh' }),
      after: { closeDelay: 'closed' },
      on: { 'manager.open': 'open', 'queue.busy': 'open', 'manager.close': 'closed' },
    },
  },
});
