// The theme actor (src/machines/theme.machine.ts) for the whole app, and the Fluent provider
// that renders its choice: the brand ramp around the theme colour, light or dark
// (createLightTheme / createDarkTheme).
import { createDarkTheme, createLightTheme, FluentProvider, type BrandVariants, type Theme } from '@fluentui/react-components';
import { createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { themeMachine, type ThemeSettings } from '../machines/theme.machine.js';
import { readJson } from '../services/storage.js';
import { STYLE_KEY } from '../services/shell/effects.js';
import { useInspect } from './inspect-context.js';
import { useLogic } from './logic.js';
import { accessibleBrand, BRAND_COLOR, brandRamp, consoleTheme } from './theme.js';

/** The app's theme actor; its provider runs the wired machine (useLogic('theme')). */
export const ThemeContext = createActorContext(themeMachine);

function mix(hex: string, target: number, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (target - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`.toUpperCase();
}

/** Step 80 is the colour; lower steps darken towards black, higher ones lighten to white. */
export function rampOf(color: string): BrandVariants {
  if (color.toUpperCase() === BRAND_COLOR) return brandRamp;
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const ramp = {} as Record<(typeof steps)[number], string>;
  for (const step of steps) {
    ramp[step] = step <= 80 ? mix(color, 0, ((80 - step) / 80) * 0.9) : mix(color, 255, ((step - 80) / 80) * 0.9);
  }
  return ramp as BrandVariants;
}

export function fluentThemeOf(settings: ThemeSettings): Theme {
  const ramp = rampOf(settings.color);
  const base = settings.dark ? createDarkTheme(ramp) : { ...createLightTheme(ramp), ...accessibleBrand(ramp) };
  return { ...base, fontFamilyBase: consoleTheme.fontFamilyBase };
}

function ThemedFluent({ children }: { children: ReactNode }) {
  const color = ThemeContext.useSelector((s) => s.context.color);
  const dark = ThemeContext.useSelector((s) => s.context.dark);
  const theme = useMemo(() => fluentThemeOf({ color, dark, navStyle: 0, headerStyle: 1 }), [color, dark]);
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }} data-theme={dark ? 'dark' : 'light'}>
      {children}
    </FluentProvider>
  );
}

/** The app's FluentProvider, themed by the stored style. */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeContext.Provider logic={useLogic('theme')} options={{ input: { stored: readJson<Partial<ThemeSettings>>(STYLE_KEY) }, inspect: useInspect() }}>
      <ThemedFluent>{children}</ThemedFluent>
    </ThemeContext.Provider>
  );
}
