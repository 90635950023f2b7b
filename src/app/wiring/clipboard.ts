// Copy-to-clipboard wired: the machine with its real effects (src/services/clipboard/effects.ts).
// The shared part src/ui/copy-text.tsx takes it with useLogic('clipboardCopy').
import { clipboardCopyMachine } from '../../machines/clipboard-copy.machine.js';
import { clipboardEffects } from '../../services/clipboard/effects.js';

export const clipboardLogic = { clipboardCopy: clipboardCopyMachine.provide(clipboardEffects) };

declare module '../../ui/logic.js' {
  interface Logic {
    clipboardCopy: typeof clipboardCopyMachine;
  }
}
