// The tab strip (spec §2 "Tabs"): visited routes without duplicates, /dashboard/index always
// first and never closed, closing a tab goes to the last remaining one (when it was the open
// one), the list persisted (the `visited` key) and restored after a reload.
// A list in context is enough: tabs have no behaviour of their own that would need child actors.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided.js';

export interface Tab {
  path: string;
  title: string;
}

export const HOME_TAB: Tab = { path: '/dashboard/index', title: '控制台' };

export type TabsEvent =
  | { type: 'tab.visit'; path: string; title: string }
  | { type: 'tab.close'; path: string; current: string }
  | { type: 'tab.closeOthers'; current: string };

/** The home tab first, then the others in visiting order without duplicates. */
export function normaliseTabs(tabs: readonly Tab[]): Tab[] {
  const seen = new Set([HOME_TAB.path]);
  const home = tabs.find((t) => t.path === HOME_TAB.path) ?? HOME_TAB;
  const rest: Tab[] = [];
  for (const t of tabs) {
    if (!t.path || seen.has(t.path)) continue;
    seen.add(t.path);
    rest.push(t);
  }
  return [{ path: HOME_TAB.path, title: home.title || HOME_TAB.title }, ...rest];
}

export const tabsMachine = setup({
  types: {
    context: {} as { tabs: Tab[] },
    events: {} as TabsEvent,
    input: {} as { tabs: Tab[] },
  },
  actions: {
    persist: (_, _params: { tabs: Tab[] }) => notProvided('tabs.persist'),
    navigate: (_, _params: { to: string }) => notProvided('tabs.navigate'),
  },
  guards: {
    closingCurrent: ({ event }) => event.type === 'tab.close' && event.path === event.current,
    isHome: ({ event }) => event.type === 'tab.close' && event.path === HOME_TAB.path,
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({ tabs: normaliseTabs(input.tabs) }),
  on: {
    'tab.visit': {
      guard: ({ context, event }) => {
        const tab = context.tabs.find((t) => t.path === event.path);
        return !tab || (event.title !== '' && tab.title !== event.title);
      },
      actions: [
        assign({
          tabs: ({ context, event }) =>
            context.tabs.some((t) => t.path === event.path)
              ? context.tabs.map((t) => (t.path === event.path ? { path: t.path, title: event.title } : t))
              : [...context.tabs, { path: event.path, title: event.title }],
        }),
        { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
      ],
    },
    'tab.close': [
      { guard: 'isHome' },
      {
        guard: 'closingCurrent',
        actions: [
          assign({ tabs: ({ context, event }) => context.tabs.filter((t) => t.path !== event.path) }),
          { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
          { type: 'navigate', params: ({ context }) => ({ to: context.tabs.at(-1)!.path }) },
        ],
      },
      {
        actions: [
          assign({ tabs: ({ context, event }) => context.tabs.filter((t) => t.path !== event.path) }),
          { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
        ],
      },
    ],
    'tab.closeOthers': {
      actions: [
        assign({ tabs: ({ context, event }) => context.tabs.filter((t) => t.path === HOME_TAB.path || t.path === event.current) }),
        { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
      ],
    },
  },
});
