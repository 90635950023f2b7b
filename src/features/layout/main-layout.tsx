// The main layout (menu records with comMicsFore 0): header (menus, shortcuts, user menu),
// the sidebar when the page wants it, the visited-page tabs, the page, and the shell's
// dialogs and drawer (logout, shortcuts, theme, change password).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { KeptScreensContext, type KeptScreens } from '../../ui/kept-actor.js';
import type { RouteTable } from '../../ui/route-table.js';
import { FullPageSpinner } from '../../ui/full-page-spinner.js';
import { useInspect } from '../../ui/inspect-context.js';
import { SessionContext } from '../../ui/session-context.js';
import { ThemeContext } from '../../ui/theme-context.js';
import { AppHeader } from './app-header.js';
import { ChangePasswordDialog } from './change-password-dialog.js';
import { LeaveGuardDialog } from './leave-guard-dialog.js';
import { LogoutDialog } from './logout-dialog.js';
import { sidebarFor } from './nav-model.js';
import { ProgressBar } from './progress-bar.js';
import { useLogic } from '../../ui/logic.js';
import { NavigatorContext, PasswordContext, ShortcutsContext } from './shell-context.js';
import { ShortcutEditor } from './shortcut-editor.js';
import { SideBar } from './side-bar.js';
import { restoredTabs, TabStrip } from './tab-strip.js';
import { ThemeDrawer } from './theme-drawer.js';

const useStyles = makeStyles({
  root: { height: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  body: { flex: 1, minHeight: 0, display: 'flex' },
  column: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  content: { flex: 1, minHeight: 0, overflow: 'auto', padding: '20px 24px' },
});

/** What the app's router gives the layout: the route table and the title of a path. */
export interface MainLayoutProps {
  table: RouteTable;
  titleFor: (pathname: string) => string;
}

function Shell({ table, titleFor }: MainLayoutProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  const navStyle = ThemeContext.useSelector((s) => s.context.navStyle);
  const sidebar = useMemo(() => sidebarFor(tree, pathname), [tree, pathname]);
  const title = titleFor(pathname);
  // the open tabs (the strip shows them)
  const inspect = useInspect();
  const visited = useLogic('shellStore').visitedTabs;
  const tabs = useActorRef(useLogic('tabs'), { input: { tabs: restoredTabs(visited(), table.views) }, inspect });
  // the open tab's kept screen state (ui/kept-actor.ts): restored from, and handed back to, its tab
  const kept = useMemo<KeptScreens>(
    () => ({
      restore: (key) => tabs.getSnapshot().context.kept[pathname]?.[key] as Snapshot<unknown> | undefined,
      keep: (key, snapshot) => tabs.send({ type: 'tab.keep', path: pathname, key, snapshot }),
    }),
    [tabs, pathname],
  );
  return (
    <div className={styles.root}>
      <ProgressBar />
      <AppHeader />
      <div className={styles.body}>
        {sidebar ? <SideBar sidebar={sidebar} dark={navStyle === 1} /> : null}
        <div className={styles.column}>
          <TabStrip actor={tabs} views={table.views} title={title} />
          {/* focusable: the scrolling content region can be scrolled from the keyboard (axe scrollable-region-focusable) */}
          {/* data-path: the address this render shows (a navigation renders after the address has
              changed; a tool that reads the screen waits until the two agree) */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <main className={styles.content} tabIndex={0} data-path={pathname}>
            <Suspense fallback={<FullPageSpinner inline />}>
              {/* one screen per path: a tab's screen is its own, kept (or not) apart from the others */}
              <KeptScreensContext.Provider key={pathname} value={kept}>
                <Outlet />
              </KeptScreensContext.Provider>
            </Suspense>
          </main>
        </div>
      </div>
      <LogoutDialog />
      <ShortcutEditor />
      <ThemeDrawer />
      <ChangePasswordDialog />
      <LeaveGuardDialog />
    </div>
  );
}

export default function MainLayout(props: MainLayoutProps) {
  const inspect = useInspect();
  useActorRef(useLogic('tenantSettings'), { inspect });
  const stored = useLogic('shellStore');
  return (
    <NavigatorContext.Provider logic={useLogic('navigator')} options={{ inspect }}>
      <ShortcutsContext.Provider logic={useLogic('shortcuts')} options={{ input: { entries: stored.shortcuts() }, inspect }}>
        <PasswordContext.Provider logic={useLogic('changePassword')} options={{ inspect }}>
          <Shell {...props} />
        </PasswordContext.Provider>
      </ShortcutsContext.Provider>
    </NavigatorContext.Provider>
  );
}
