// The upload area wired: the queue (uploader) whose files run the real hashing and upload calls,
// and the upload manager popup (src/services/upload/effects.ts).
import { pendingUploadsMachine } from '../../machines/pending-uploads.machine.js';
import { uploadFileMachine } from '../../machines/upload-file.machine.js';
import { uploadManagerMachine } from '../../machines/upload-manager.machine.js';
import { uploaderMachine } from '../../machines/uploader.machine.js';
import { uploadEffects } from '../../services/upload/effects.js';

const uploader = uploaderMachine.provide({
  ...uploadEffects.uploader,
  actors: { uploadFile: uploadFileMachine.provide(uploadEffects.uploadFile), pickFiles: uploadEffects.pickFiles },
});

const pendingUploads = pendingUploadsMachine.provide(uploadEffects.pendingUploads);

export const uploadLogic = {
  uploader,
  uploadManager: uploadManagerMachine.provide({ ...uploadEffects.uploadManager, actors: { ...uploadEffects.uploadManager.actors, uploader, pendingUploads } }),
  pendingUploads,
};

declare module '../../ui/logic.js' {
  interface Logic {
    uploader: typeof uploaderMachine;
    uploadManager: typeof uploadManagerMachine;
    pendingUploads: typeof pendingUploadsMachine;
  }
}
