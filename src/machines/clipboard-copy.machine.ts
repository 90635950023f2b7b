// Copy-to-clipboard (spec 000 §8): wherever an address is shown (play and push addresses, file
// links). Empty content is not copied and gives the warning 复制内容为空; a copy gives 复制成功.
// Effects: writeClipboard (the browser clipboard) and notify (a toast), provided in
// src/app/wiring/clipboard.ts.
import { assign, fromPromise, setup } from 'xstate';
import { CLIPBOARD_FAILED, COMMON_MESSAGES } from '../../shared/common-messages.js';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export type ClipboardNoticeType = 'success' | 'warning' | 'error';

export type ClipboardCopyEvent = { type: 'copy.request'; text: string | null | undefined };

export const clipboardCopyMachine = setup({
  types: typesOf<{ text: string }, ClipboardCopyEvent>(),
  actors: {
    writeClipboard: fromPromise<void, { text: string }>(async () => notProvided('clipboard.writeClipboard')),
  },
  actions: {
    notify: (_, _params: { type: ClipboardNoticeType; text: string }) => notProvided('clipboard.notify'),
  },
  guards: {
    isEmpty: ({ event }) => !(event.text ?? '').trim(),
  },
}).createMachine({
  id: 'clipboardCopy',
  context: { text: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'copy.request': [
          { guard: 'isEmpty', actions: { type: 'notify', params: { type: 'warning', text: COMMON_MESSAGES.clipboardEmpty } } },
          { target: 'copying', actions: assign({ text: ({ event }) => event.text ?? '' }) },
        ],
      },
    },
    copying: {
      invoke: {
        src: 'writeClipboard',
        input: ({ context }) => ({ text: context.text }),
        onDone: { target: 'idle', actions: { type: 'notify', params: { type: 'success', text: COMMON_MESSAGES.copied } } },
        onError: { target: 'idle', actions: { type: 'notify', params: { type: 'error', text: CLIPBOARD_FAILED } } },
      },
    },
  },
});
