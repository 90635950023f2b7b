// The theme drawer 主题风格设置 (spec §2, §9): navigation style (default 0), header style
// (default 1), theme colour (#3A83FF) and dark mode; every change is persisted (styleIndex).
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided.js';
import { typesOf } from './lib/types.js';

export interface ThemeSettings {
  navStyle: number;
  headerStyle: number;
  color: string;
  dark: boolean;
}

export const DEFAULT_THEME: ThemeSettings = { navStyle: 0, headerStyle: 1, color: '#3A83FF', dark: false };
export const THEME_COLORS = ['#3A83FF', '#1890FF', '#13C2C2', '#52C41A', '#FA8C16', '#F5222D', '#722ED1', '#2F54EB'];

/** Stored values are checked: anything unknown falls back to the default. */
export function normaliseTheme(stored: Partial<ThemeSettings> | null | undefined): ThemeSettings {
  const s = stored ?? {};
  return {
    navStyle: s.navStyle === 0 || s.navStyle === 1 ? s.navStyle : DEFAULT_THEME.navStyle,
    headerStyle: s.headerStyle === 0 || s.headerStyle === 1 ? s.headerStyle : DEFAULT_THEME.headerStyle,
    color: typeof s.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(s.color) ? s.color.toUpperCase() : DEFAULT_THEME.color,
    dark: s.dark === true,
  };
}

export type ThemeEvent =
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'theme.navStyle'; value: number }
  | { type: 'theme.headerStyle'; value: number }
  | { type: 'theme.color'; value: string }
  | { type: 'theme.dark'; value: boolean }
  | { type: 'theme.reset' };

const persist = { type: 'persist', params: ({ context }: { context: ThemeSettings }) => ({ settings: context }) } as const;

export const themeMachine = setup({
  types: typesOf<ThemeSettings, ThemeEvent, { stored: Partial<ThemeSettings> | null }>(),
  actions: {
    persist: (_, _params: { settings: ThemeSettings }) => notProvided('theme.persist'),
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => normaliseTheme(input.stored),
  initial: 'closed',
  on: {
    'theme.navStyle': { actions: [assign(({ context, event }) => normaliseTheme({ ...context, navStyle: event.value })), persist] },
    'theme.headerStyle': { actions: [assign(({ context, event }) => normaliseTheme({ ...context, headerStyle: event.value })), persist] },
    'theme.color': { actions: [assign(({ context, event }) => normaliseTheme({ ...context, color: event.value })), persist] },
    'theme.dark': { actions: [assign({ dark: ({ event }) => event.value }), persist] },
    'theme.reset': { actions: [assign(() => DEFAULT_THEME), persist] },
  },
  states: {
    closed: { on: { 'drawer.open': 'open' } },
    open: { on: { 'drawer.close': 'closed' } },
  },
});
