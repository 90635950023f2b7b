// The main layout (menu records with comMicsFore 0): header (menus, shortcuts, user menu),
// the sidebar when the page wants it, the visited-page tabs, the page, and the shell's
// dialogs and drawer (logout, shortcuts, theme, change password).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useActorRef } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { RouteTable } from '../../ui/route-table.js';
import { loadBranding } from '../../services/branding.js';
import { loadSwitches } from '../../services/tenant-switches.js';
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
import { readStoredShortcuts } from '../../services/shell/effects.js';
import { useLogic } from '../../ui/logic.js';
import { PasswordContext, ShortcutsContext } from './shell-context.js';
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

/**
 * The signed-in tenant's settings (by token): the cached look is used at once (storage), these
 * refresh it in the background; a failure keeps the cache.
 */
const settingsLoader = fromPromise(async () => {
  await Promise.allSettled([loadBranding(), loadSwitches()]);
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
  const tabs = useActorRef(useLogic('tabs'), { input: { tabs: restoredTabs(table.views) }, inspect });
  return (
    <div className={styles.root}>
      <ProgressBar />
      <AppHeader />
      <div className={styles.body}>
        {sidebar ? <SideBar sidebar={sidebar} dark={navStyle === 1} /> : null}
        <div className={styles.column}>
          <TabStrip actor={tabs} views={table.views} title={title} />
          {/* focusable: the scrolling content region can be scrolled from the keyboard (axe scrollable-region-focusable) */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <main className={styles.content} tabIndex={0}>
            <Suspense fallback={<FullPageSpinner inline />}>
              <Outlet />
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
  useActorRef(settingsLoader, { inspect });
  return (
    <ShortcutsContext.Provider logic={useLogic('shortcuts')} options={{ input: { entries: readStoredShortcuts() }, inspect }}>
      <PasswordContext.Provider logic={useLogic('changePassword')} options={{ inspect }}>
        <Shell {...props} />
      </PasswordContext.Provider>
    </ShortcutsContext.Provider>
  );
}
