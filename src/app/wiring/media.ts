// The media area wired: every media machine with its real effects (src/services/media/effects.ts).
import { fileBrowserMachine } from '../../machines/file-browser.machine.js';
import { fileTagsMachine } from '../../machines/file-tags.machine.js';
import { libraryEditorMachine } from '../../machines/library-editor.machine.js';
import { librarySourcesMachine } from '../../machines/library-sources.machine.js';
import { liveChannelsMachine } from '../../machines/live-channels.machine.js';
import { filePreviewMachine, liveCapacityMachine, liveServersMachine, storageOverviewMachine } from '../../machines/media-resources.js';
import { recycleBinMachine } from '../../machines/recycle-bin.machine.js';
import { mediaEffects as e } from '../../services/media/effects.js';

export const mediaLogic = {
  fileBrowser: fileBrowserMachine.provide(e.fileBrowser),
  fileTags: fileTagsMachine.provide(e.fileTags),
  libraryEditor: libraryEditorMachine.provide(e.libraryEditor),
  librarySources: librarySourcesMachine.provide(e.librarySources),
  recycleBin: recycleBinMachine.provide(e.recycleBin),
  liveChannels: liveChannelsMachine.provide(e.liveChannels),
  storageOverview: storageOverviewMachine.provide(e.storageOverview),
  liveCapacity: liveCapacityMachine.provide(e.liveCapacity),
  liveServers: liveServersMachine.provide(e.liveServers),
  filePreview: filePreviewMachine.provide(e.filePreview),
};

declare module '../../ui/logic.js' {
  interface Logic {
    fileBrowser: typeof fileBrowserMachine;
    fileTags: typeof fileTagsMachine;
    libraryEditor: typeof libraryEditorMachine;
    librarySources: typeof librarySourcesMachine;
    recycleBin: typeof recycleBinMachine;
    liveChannels: typeof liveChannelsMachine;
    storageOverview: typeof storageOverviewMachine;
    liveCapacity: typeof liveCapacityMachine;
    liveServers: typeof liveServersMachine;
    filePreview: typeof filePreviewMachine;
  }
}
