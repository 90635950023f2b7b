// The tab strip (spec §2 "Tabs"): visited routes without duplicates, /dashboard/index always
// first and never closed, closing a tab goes to the last remaining one (when it was the open
// one, after the leave check agrees), the list persisted (the `visited` key) and restored after
// a reload.
// Cached tabs: a screen that keeps its state (ui/kept-actor.ts) hands its
// actors' persisted snapshots to its tab when it is left (`tab.keep`) and is restored from them
// when the tab is opened again; closing the tab releases them, so it opens fresh.
// When the user's rights change while signed in, the pages the new route table no longer serves
// lose their tabs, with a notice naming them (routes.change; the router sends the open page, if
// it is one of them, to the home page).
// A list in context is enough: tabs have no behaviour of their own that would need child actors.
import { assign, fromPromise, setup } from 'xstate';
import { isRecordable } from '../../shared/visited-pages.js';
import { rightsChangedText } from '../../shared/session-texts.js';
import { matchesPattern } from './lib/path-pattern.js';
import { notProvided } from './not-provided.js';
import { notifyAction } from './lib/toasts.js';
import { typesOf } from './lib/types.js';

export interface Tab {
  path: string;
  title: string;
}

export const HOME_TAB: Tab = { path: '/dashboard/index', title: '控制台' };

/** Kept screen state: per tab path, per actor key, a persisted snapshot. */
export type KeptScreens = Record<string, Record<string, unknown>>;

export type TabsEvent =
  | { type: 'tab.visit'; path: string; title: string }
  | { type: 'tab.close'; path: string; current: string }
  | { type: 'tab.closeOthers'; current: string }
  /** A screen of the open tab `path` is left: its actor `key`'s persisted snapshot. */
  | { type: 'tab.keep'; path: string; key: string; snapshot: unknown }
  /** The route table changed (the user's rights): `pages`, the path patterns of the pages it serves in the layout. */
  | { type: 'routes.change'; pages: readonly string[] };

export interface TabsContext {
  tabs: Tab[];
  kept: KeptScreens;
  /** The open tab being closed while the leave check asks. */
  closing: string | null;
}

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

/** The tabs whose page one of `pages` (path patterns) serves; the home tab always stays. */
export function allowedTabs(tabs: readonly Tab[], pages: readonly string[]): Tab[] {
  return tabs.filter((t) => t.path === HOME_TAB.path || pages.some((p) => matchesPattern(p, t.path)));
}

/** The tabs of the open list that `pages` no longer serve. */
const withdrawnTabs = (tabs: readonly Tab[], pages: readonly string[]): Tab[] => {
  const kept = allowedTabs(tabs, pages);
  return tabs.filter((t) => !kept.includes(t));
};

/** The kept state of the tabs still open only. */
const keptOf = (kept: KeptScreens, tabs: readonly Tab[]): KeptScreens =>
  Object.fromEntries(Object.entries(kept).filter(([path]) => tabs.some((t) => t.path === path)));

export const tabsMachine = setup({
  types: typesOf<TabsContext, TabsEvent, { tabs: Tab[] }>(),
  actors: {
    /** The leave check: true when the open screen may be left (nothing unsaved, or 离开). */
    confirmLeave: fromPromise<boolean>(async () => notProvided('tabs.confirmLeave')),
  },
  actions: {
    persist: (_, _params: { tabs: Tab[] }) => notProvided('tabs.persist'),
    navigate: (_, _params: { to: string }) => notProvided('tabs.navigate'),
    /** A notice (the tabs closed because the rights changed). */
    ...notifyAction('tabs'),
  },
  guards: {
    losesTabs: ({ context, event }) => event.type === 'routes.change' && withdrawnTabs(context.tabs, event.pages).length > 0,
    closingCurrent: ({ event }) => event.type === 'tab.close' && event.path === event.current,
    isHome: ({ event }) => event.type === 'tab.close' && event.path === HOME_TAB.path,
    isOpenTab: ({ context, event }) => event.type === 'tab.keep' && context.tabs.some((t) => t.path === event.path),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({ tabs: normaliseTabs(input.tabs), kept: {}, closing: null }),
  on: {
    'tab.visit': {
      guard: ({ context, event }) => {
        if (!isRecordable(event.path)) return false;
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
    'tab.closeOthers': {
      actions: [
        assign(({ context, event }) => {
          const tabs = context.tabs.filter((t) => t.path === HOME_TAB.path || t.path === event.current);
          return { tabs, kept: keptOf(context.kept, tabs) };
        }),
        { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
      ],
    },
    // the rights changed: the tabs of pages no longer served close, and the notice names them
    'routes.change': {
      guard: 'losesTabs',
      actions: [
        { type: 'notify', params: ({ context, event }) => ({ text: rightsChangedText(withdrawnTabs(context.tabs, event.pages).map((t) => t.title || t.path)) }) },
        assign(({ context, event }) => {
          const tabs = allowedTabs(context.tabs, event.pages);
          return { tabs, kept: keptOf(context.kept, tabs) };
        }),
        { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
      ],
    },
    // a closed tab's screen is left after its tab went: nothing is kept for it
    'tab.keep': {
      guard: 'isOpenTab',
      actions: assign({ kept: ({ context, event }) => ({ ...context.kept, [event.path]: { ...context.kept[event.path], [event.key]: event.snapshot } }) }),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'tab.close': [
          { guard: 'isHome' },
          // closing the open tab leaves its page: the leave check asks first when it holds unsaved work
          { guard: 'closingCurrent', target: 'confirmingClose', actions: assign({ closing: ({ event }) => event.path }) },
          {
            actions: [
              assign(({ context, event }) => {
                const tabs = context.tabs.filter((t) => t.path !== event.path);
                return { tabs, kept: keptOf(context.kept, tabs) };
              }),
              { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
            ],
          },
        ],
      },
    },
    confirmingClose: {
      invoke: {
        src: 'confirmLeave',
        onDone: [
          {
            guard: ({ event }) => event.output,
            target: 'idle',
            actions: [
              assign(({ context }) => {
                const tabs = context.tabs.filter((t) => t.path !== context.closing);
                return { tabs, kept: keptOf(context.kept, tabs), closing: null };
              }),
              { type: 'persist', params: ({ context }) => ({ tabs: context.tabs }) },
              { type: 'navigate', params: ({ context }) => ({ to: context.tabs.at(-1)!.path }) },
            ],
          },
          { target: 'idle', actions: assign({ closing: null }) },
        ],
        onError: { target: 'idle', actions: assign({ closing: null }) },
      },
    },
  },
});
