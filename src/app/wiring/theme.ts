// The theme wired (src/services/shell/effects.ts): the app's FluentProvider runs it from the first
// screen on (src/ui/theme-context.tsx), so it is wired apart from the rest of the shell, whose
// wiring loads after the first screen (src/app/logic.ts).
import { themeMachine } from '../../machines/theme.machine.js';
import { themeEffects } from '../../services/shell/effects.js';

export const themeLogic = {
  theme: themeMachine.provide(themeEffects),
};

declare module '../../ui/logic.js' {
  interface Logic {
    theme: typeof themeMachine;
  }
}
