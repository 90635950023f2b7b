// The personal centre's avatar (docs/org.md): the user picks a picture; it is checked here (jpg,
// png or webp, at most 2 MB: shared/avatar.ts) before anything is sent, then uploaded and saved
// as the user's avatar by the provided `upload` effect (POST /api/web-conf/user/manager/avatar/upload).
// A refused file or a failed upload leaves the current avatar and shows why. Emits `uploaded`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { AVATAR_TEXTS, avatarFileProblem } from '../../shared/avatar.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';
import { kindNotifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';

export type AvatarUploadEvent = { type: 'file.pick'; file: Blob };

export interface AvatarUploadContext {
  /** The user's avatar (resource id or address; '' none). */
  avatar: string;
  /** Why the last pick or upload failed ('' none). */
  error: string;
  file: Blob | null;
}

export const avatarUploadMachine = setup({
  types: typesOf<AvatarUploadContext, AvatarUploadEvent, { avatar: string }, { type: 'uploaded'; avatar: string }>(),
  actors: {
    /** Uploads the picture and saves it as the user's avatar; answers the new avatar. */
    upload: fromPromise<{ webUserAvatar: string }, { file: Blob }>(async () => notProvided('avatarUpload.upload')),
  },
  actions: kindNotifyAction('avatarUpload'),
  guards: {
    refused: ({ event }) => avatarFileProblem(event.file) !== '',
  },
}).createMachine({
  id: 'avatarUpload',
  context: ({ input }) => ({ avatar: input.avatar, error: '', file: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'file.pick': [
          { guard: 'refused', actions: assign({ error: ({ event }) => avatarFileProblem(event.file) }) },
          { target: 'uploading', actions: assign({ file: ({ event }) => event.file, error: '' }) },
        ],
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ file: context.file ?? new Blob() }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ avatar: ({ event }) => event.output.webUserAvatar, file: null }),
            { type: 'notify', params: { kind: 'success', text: AVATAR_TEXTS.uploaded } },
            emit(({ event }) => ({ type: 'uploaded' as const, avatar: event.output.webUserAvatar })),
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error), file: null }) },
      },
    },
  },
});
