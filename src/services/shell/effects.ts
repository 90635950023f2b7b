// Every side effect of the shell around the screens (src/machines/{shortcuts,change-password,
// theme,tabs}.machine.ts name them): shortcut and password calls, the stored shortcuts, theme and
// visited tabs, toasts, router navigation and the page load after a password change. Provided
// once, in src/app/wiring/shell.ts.
import { createActor, fromCallback, fromPromise, toPromise, type EventObject } from 'xstate';
import type { PageFetch, PageResult } from '../../machines/paged-table.types.js';
import type { ShortcutEntry } from '../../../shared/api.js';
import { getTodo, loadDashboard } from '../api/dashboard-api.js';
import { isTodoFrame } from '../../../shared/todo.js';
import { messageFrames } from '../message-frames.js';
import { changeMyPassword, getShortcuts, getWebTerminalUrl, setShortcuts } from '../api/shell-api.js';
import { loadBranding } from '../branding.js';
import { loadSwitches } from '../tenant-switches.js';
import { readVisited } from '../visited-pages.js';
import { answerLeave, confirmLeave, leaveQuestion, leaveTo, subscribeLeaveQuestion } from '../leave-guard.js';
import { goTo, loginPath, replacePage } from '../navigation.js';
import { clearSession, readDomainName, readJson, STORAGE_KEYS, writeJson } from '../storage.js';
import { toast } from '../toast.js';

export const SHORTCUTS_KEY = 'shortcutMenus';
export const STYLE_KEY = 'styleIndex';

export function readStoredShortcuts(): ShortcutEntry[] {
  return readJson<ShortcutEntry[]>(SHORTCUTS_KEY) ?? [];
}

type Kind = 'success' | 'warning';
interface PasswordChange {
  oldPassword: string;
  password: string;
  repeatPassword: string;
}

export const shortcutsEffects = {
  actors: {
    loadShortcuts: fromPromise(() => getShortcuts()),
    saveShortcuts: fromPromise(({ input }: { input: { comMicsIds: string } }) => setShortcuts(input.comMicsIds)),
  },
  actions: {
    store: (_: unknown, { entries }: { entries: ShortcutEntry[] }) => writeJson(SHORTCUTS_KEY, entries),
    notify: (_: unknown, { kind, text }: { kind: Kind; text: string }) => toast[kind](text),
  },
};

export const changePasswordEffects = {
  actors: { changePassword: fromPromise(({ input }: { input: PasswordChange }) => changeMyPassword(input)) },
  actions: {
    notify: (_: unknown, { kind, text }: { kind: Kind; text: string }) => toast[kind](text),
    // every token of the user is revoked already: clear the local session and load the login page
    leave: () => {
      const domain = readDomainName();
      clearSession();
      replacePage(loginPath(domain));
    },
  },
};

export const themeEffects = {
  actions: { persist: (_: unknown, { settings }: { settings: object }) => writeJson(STYLE_KEY, settings) },
};

export const dashboardEffects = {
  actors: { loadDashboard: fromPromise(() => loadDashboard()) },
};

/** A pushed message (an object with its text), e.g. a reader's new contribution or comment. */
const isPushedMessage = (text: string) => text.startsWith('{') && text.includes('"viewContent"');

/** 待我处理: the counts, and the message socket's frames that may move them as `todo.changed`. */
export const todoPanelEffects = {
  actors: {
    loadTodo: fromPromise(() => getTodo()),
    todoChanges: fromCallback<EventObject>(({ sendBack }) =>
      messageFrames((text) => {
        if (isTodoFrame(text) || isPushedMessage(text)) sendBack({ type: 'todo.changed' });
      }),
    ),
  },
};

/** The shared paged table: runs the screen's wired page logic with its filter and the page. */
export const pagedTableEffects = {
  actors: {
    fetchPage: fromPromise<PageResult<unknown>, PageFetch>(async ({ input: { source, pageIndex, pageSize } }) =>
      source ? ((await toPromise(createActor(source.logic, { input: { ...source.filter(), pageIndex, pageSize } }).start())) as PageResult<unknown>) : { list: [], total: 0 },
    ),
  },
};

export const tabsEffects = {
  actors: { confirmLeave: fromPromise(() => confirmLeave()) },
  actions: {
    persist: (_: unknown, { tabs }: { tabs: object[] }) => writeJson(STORAGE_KEYS.visited, tabs),
    navigate: (_: unknown, { to }: { to: string }) => goTo(to),
    // names the pages closed after a rights change: long enough to be read
    notify: (_: unknown, { text }: { text: string }) => toast.warning(text, { timeout: 8000 }),
  },
};

/** The shell's navigation (src/machines/navigator.machine.ts). */
export const navigatorEffects = {
  actors: {
    leaveQuestions: fromCallback<EventObject>(({ sendBack }) =>
      subscribeLeaveQuestion(() => {
        const question = leaveQuestion();
        sendBack(question ? { type: 'leave.asked', message: question.message ?? null } : { type: 'leave.settled' });
      }),
    ),
  },
  actions: {
    go: (_: unknown, { to }: { to: string }) => leaveTo(to),
    openUrl: (_: unknown, { url, newWindow }: { url: string; newWindow: boolean }) => {
      if (newWindow) window.open(url, '_blank', 'noopener');
      else window.location.assign(url);
    },
    openTerminal: () => {
      // the window is opened at the click (popup blockers), its address set when the server answers
      const win = window.open('about:blank', '_blank');
      getWebTerminalUrl()
        .then(({ url }) => {
          if (win) win.location.href = url;
          else window.open(url, '_blank', 'noopener');
        })
        .catch(() => win?.close());
    },
    answerLeave: (_: unknown, { ok }: { ok: boolean }) => answerLeave(ok),
  },
};

/**
 * The signed-in tenant's settings (by token): the cached look is used at once (storage), this
 * refreshes it in the background; a failure keeps the cache.
 */
export const tenantSettings = fromPromise(async () => {
  await Promise.allSettled([loadBranding(), loadSwitches()]);
});

/** What the shell reads at start (its machines' inputs): the stored shortcuts and visited tabs. */
export const shellStore = { shortcuts: readStoredShortcuts, visitedTabs: readVisited };
