// The shell's actors (shortcuts, change password, navigation) shared by the header, the user
// menu, the tabs and the dialogs of the main layout. The main layout runs the wired machines (useLogic).
import { createActorContext } from '@xstate/react';
import { changePasswordMachine } from '../../machines/change-password.machine.js';
import { navigatorMachine } from '../../machines/navigator.machine.js';
import { shortcutsMachine } from '../../machines/shortcuts.machine.js';

export const ShortcutsContext = createActorContext(shortcutsMachine);

export const PasswordContext = createActorContext(changePasswordMachine);

export const NavigatorContext = createActorContext(navigatorMachine);
