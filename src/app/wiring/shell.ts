// The shell area wired: shortcuts, change password, tabs, dashboard and the two settings
// forms (config centre, personal centre) with their real effects (src/services/shell/effects.ts,
// src/services/shell/form-effects.ts).
import { isValidPerson } from '../../features/shell/person-rules.js';
import { avatarUploadMachine } from '../../machines/avatar-upload.machine.js';
import { changePasswordMachine } from '../../machines/change-password.machine.js';
import { dashboardMachine } from '../../machines/dashboard.machine.js';
import { editFormMachine } from '../../machines/edit-form.machine.js';
import { navigatorMachine } from '../../machines/navigator.machine.js';
import { pagedTableMachine } from '../../machines/paged-table.machine.js';
import { proofDictMachine } from '../../machines/proof-dict.machine.js';
import { shortcutsMachine } from '../../machines/shortcuts.machine.js';
import { tabsMachine } from '../../machines/tabs.machine.js';
import { todoPanelMachine } from '../../machines/todo-panel.machine.js';
import {
  changePasswordEffects, dashboardEffects, navigatorEffects, pagedTableEffects, shellStore, shortcutsEffects, tabsEffects, tenantSettings, todoPanelEffects,
} from '../../services/shell/effects.js';
import { avatarUploadEffects, configCenterEffects, personInfoEffects, proofDictEffects } from '../../services/shell/form-effects.js';

export const shellLogic = {
  shortcuts: shortcutsMachine.provide(shortcutsEffects),
  changePassword: changePasswordMachine.provide(changePasswordEffects),
  tabs: tabsMachine.provide(tabsEffects),
  /** The shell's navigation: the leave check and its dialog, outside addresses, the web terminal. */
  navigator: navigatorMachine.provide(navigatorEffects),
  /** The tenant's branding and switches refreshed after login (promise logic). */
  tenantSettings,
  /** The stored shortcuts and visited tabs the shell starts with. */
  shellStore,
  dashboard: dashboardMachine.provide(dashboardEffects),
  /** 待我处理 on the dashboard: the counts, live over the message socket. */
  todoPanel: todoPanelMachine.provide(todoPanelEffects),
  /** 配置中心: the tenant's system media and switches. */
  configCenter: editFormMachine.provide(configCenterEffects),
  /** 配置中心: the tenant's proofreading dictionary (纠错词典). */
  proofDict: proofDictMachine.provide(proofDictEffects),
  /** 个人信息: the user's own data, checked by the screen's rules. */
  personInfo: editFormMachine.provide(personInfoEffects(isValidPerson)),
  /** 个人信息: the avatar picture, uploaded and saved as the user's avatar. */
  avatarUpload: avatarUploadMachine.provide(avatarUploadEffects),
  /** The shared paged table (src/ui/paged-table.tsx): it loads through the screen's page logic. */
  pagedTable: pagedTableMachine.provide(pagedTableEffects),
};

declare module '../../ui/logic.js' {
  interface Logic {
    shortcuts: typeof shortcutsMachine;
    changePassword: typeof changePasswordMachine;
    tabs: typeof tabsMachine;
    navigator: typeof navigatorMachine;
    tenantSettings: typeof tenantSettings;
    shellStore: typeof shellStore;
    dashboard: typeof dashboardMachine;
    todoPanel: typeof todoPanelMachine;
    configCenter: typeof editFormMachine;
    proofDict: typeof proofDictMachine;
    personInfo: typeof editFormMachine;
    avatarUpload: typeof avatarUploadMachine;
    pagedTable: typeof pagedTableMachine;
  }
}
