// The shell's actors (shortcuts, change password) with their browser effects, shared by the
// header, the user menu and the dialogs of the main layout.
import { createActorContext } from '@xstate/react';
import { assign, fromPromise } from 'xstate';
import type { ShortcutEntry } from '../../../shared/api.js';
import { changePasswordMachine, type PasswordForm } from '../../machines/change-password.machine.js';
import { shortcutsMachine } from '../../machines/shortcuts.machine.js';
import { changeMyPassword, getShortcuts, setShortcuts } from '../../services/api/shell-api.js';
import { loginPath, replacePage } from '../../services/navigation.js';
import { clearSession, readDomainName, readJson, writeJson } from '../../services/storage.js';
import { toast } from '../../services/toast.js';

export const SHORTCUTS_KEY = 'shortcutMenus';

export function readStoredShortcuts(): ShortcutEntry[] {
  return readJson<ShortcutEntry[]>(SHORTCUTS_KEY) ?? [];
}

export const liveShortcutsMachine = shortcutsMachine.provide({
  actors: {
    loadShortcuts: fromPromise(() => getShortcuts()),
    saveShortcuts: fromPromise(({ input }: { input: { comMicsIds: string } }) => setShortcuts(input.comMicsIds)),
  },
  actions: {
    store: (_, { entries }) => writeJson(SHORTCUTS_KEY, entries),
    notify: (_, { kind, text }) => toast[kind](text),
    restore: assign({ entries: () => readStoredShortcuts() }),
  },
});

export const ShortcutsContext = createActorContext(liveShortcutsMachine);

export const livePasswordMachine = changePasswordMachine.provide({
  actors: { changePassword: fromPromise(({ input }: { input: PasswordForm }) => changeMyPassword(input)) },
  actions: {
    notify: (_, { kind, text }) => toast[kind](text),
    // every token of the user is revoked already: clear the local session and load the login page
    leave: () => {
      const domain = readDomainName();
      clearSession();
      replacePage(loginPath(domain));
    },
  },
});

export const PasswordContext = createActorContext(livePasswordMachine);
