// The shell area wired: shortcuts, change password, theme and tabs with their real effects
// (src/services/shell/effects.ts).
import { changePasswordMachine } from '../../machines/change-password.machine.js';
import { dashboardMachine } from '../../machines/dashboard.machine.js';
import { shortcutsMachine } from '../../machines/shortcuts.machine.js';
import { tabsMachine } from '../../machines/tabs.machine.js';
import { themeMachine } from '../../machines/theme.machine.js';
import { changePasswordEffects, dashboardEffects, shortcutsEffects, tabsEffects, themeEffects } from '../../services/shell/effects.js';

export const shellLogic = {
  shortcuts: shortcutsMachine.provide(shortcutsEffects),
  changePassword: changePasswordMachine.provide(changePasswordEffects),
  theme: themeMachine.provide(themeEffects),
  tabs: tabsMachine.provide(tabsEffects),
  dashboard: dashboardMachine.provide(dashboardEffects),
};

declare module '../../ui/logic.js' {
  interface Logic {
    shortcuts: typeof shortcutsMachine;
    changePassword: typeof changePasswordMachine;
    theme: typeof themeMachine;
    tabs: typeof tabsMachine;
    dashboard: typeof dashboardMachine;
  }
}
