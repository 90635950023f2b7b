// The single things the media screens load (resource.machine.ts): their effects are in
// src/services/media/effects.ts, provided in src/app/wiring/media.ts.
import type { LiveServerItem } from '../../shared/live-rules.js';
import type { FileItem, StorageOverview } from '../../shared/media.js';
import { createResourceMachine } from './resource.machine.js';

export interface LiveCapacity {
  max: number;
  used: number;
  remain: number;
}

export const storageOverviewMachine = createResourceMachine<StorageOverview>('storageOverview');
export const liveCapacityMachine = createResourceMachine<LiveCapacity>('liveCapacity');
export const liveServersMachine = createResourceMachine<LiveServerItem[]>('liveServers');
/** The file of the page address's `fileId` (not a positive integer: not found). */
export const filePreviewMachine = createResourceMachine<FileItem>('filePreview');
