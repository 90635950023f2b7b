// Every side effect of copy-to-clipboard (src/machines/clipboard-copy.machine.ts names them): the
// browser clipboard (with the selection fallback where the Clipboard API is missing, e.g. plain
// http) and the toast. Provided once, in src/app/wiring/clipboard.ts.
import { fromPromise } from 'xstate';
import { showToast, type ToastType } from '../toast.js';

async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

export const clipboardEffects = {
  actors: {
    writeClipboard: fromPromise<void, { text: string }>(({ input }) => writeClipboard(input.text)),
  },
  actions: {
    notify: (_: unknown, { type, text }: { type: ToastType; text: string }) => showToast(text, type),
  },
};
