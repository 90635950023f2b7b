// The tab strip: the visited pages (tabs statechart), 控制台 always first (when the role holds it); a tab closes with
// its × (closing the open one goes to the last remaining tab); restored after a reload.
// Links of a navigation landmark (aria-current), not ARIA tabs: they change the page.
// Tabs that do not fit move into the 更多标签 menu at the end of the strip (Fluent's Overflow);
// 控制台 and the open tab are pinned, so they always stay in the row. When the route table changes
// (the user's rights changed while signed in) the tabs machine is told, and closes what it lost.
import { Button, makeStyles, MenuButton, mergeClasses, Overflow, OverflowItem, tokens, Tooltip } from '@fluentui/react-components';
import { DismissRegular, DismissSquareMultipleRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { matchesPattern } from '../../machines/lib/path-pattern.js';
import type { ViewRoute } from '../../ui/route-table.js';
import { allowedTabs, HOME_TAB, type Tab, type tabsMachine } from '../../machines/tabs.machine.js';
import type { ActorRefFrom } from 'xstate';
import { layoutMessages } from './messages.js';
import { OverflowMenu } from './overflow-menu.js';
import { guardLinkClick, useGuardedNavigate } from './use-guarded-navigate.js';

const useStyles = makeStyles({
  root: {
    height: '40px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    padding: '0 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // the Overflow measures this row: what does not fit is hidden and listed in the menu
  list: { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: '4px', overflow: 'hidden' },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    height: '28px',
    padding: '0 4px 0 10px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    cursor: 'pointer',
  },
  home: { paddingRight: '10px' },
  active: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand, border: `1px solid ${tokens.colorBrandBackground}` },
  label: { color: 'inherit', textDecoration: 'none', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  close: { minWidth: '20px', width: '20px', height: '20px', color: 'inherit' },
  more: { flexShrink: 0, whiteSpace: 'nowrap' },
});

/** 更多标签: the menu of the tabs that do not fit (shown only while some do not). */
function OverflowTabsMenu({ tabs, onOpen }: { tabs: readonly Tab[]; onOpen: (path: string) => void }) {
  const styles = useStyles();
  return (
    <OverflowMenu
      items={tabs}
      idOf={(tab) => tab.path}
      labelOf={(tab) => tab.title || tab.path}
      onOpen={(tab) => onOpen(tab.path)}
      trigger={(ref, hidden) => (
        <MenuButton ref={ref} appearance="subtle" size="small" className={styles.more} data-testid="tab-overflow">
          {layoutMessages.moreTabs(hidden)}
        </MenuButton>
      )}
    />
  );
}

/** The path patterns of the pages the layout serves: what tabs may stay open. */
const layoutPages = (views: readonly ViewRoute[]) => views.filter((v) => v.inLayout).map((v) => v.path);

/** Stored tabs of pages this user can still open (another user's list is never shown). */
export function restoredTabs(stored: readonly Tab[], views: readonly ViewRoute[]): Tab[] {
  return allowedTabs(stored, layoutPages(views));
}

/** The strip of the open tabs: the layout holds the tabs actor (it keeps their screens' state). */
export function TabStrip({ actor, views, title }: { actor: ActorRefFrom<typeof tabsMachine>; views: readonly ViewRoute[]; title: string }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const go = useGuardedNavigate();
  const tabs = useSelector(actor, (s) => s.context.tabs);
  const routed = views.some((v) => v.inLayout && matchesPattern(v.path, pathname));
  // a role without 控制台 sees no 控制台 tab (it would lead to a 404)
  const hasHome = views.some((v) => v.path === HOME_TAB.path);
  useEffect(() => {
    // the machine records the pages the spec records (not the login pages, not the screen list)
    if (routed) actor.send({ type: 'tab.visit', path: pathname, title });
  }, [actor, routed, pathname, title]);
  // a new route table (the rights changed): the machine closes the tabs it no longer serves
  useEffect(() => {
    actor.send({ type: 'routes.change', pages: layoutPages(views) });
  }, [actor, views]);
  const shown = tabs.filter((tab) => hasHome || tab.path !== HOME_TAB.path);
  return (
    <nav className={styles.root} aria-label={layoutMessages.tabs}>
      <Overflow>
        <div className={styles.list} data-testid="tab-strip">
          {shown.map((tab, index) => {
            const active = tab.path === pathname;
            const home = tab.path === HOME_TAB.path;
            return (
              <OverflowItem key={tab.path} id={tab.path} pinned={home || active}>
                <div className={mergeClasses(styles.tab, home && styles.home, active && styles.active)} data-testid="tab" data-path={tab.path}>
                  <Link
                    id={`tab-${index}`}
                    to={tab.path}
                    aria-current={active ? 'page' : undefined}
                    className={styles.label}
                    onClick={active ? undefined : guardLinkClick(go, tab.path)}
                  >
                    {tab.title || tab.path}
                  </Link>
                  {home ? null : (
                    <Button
                      appearance="transparent"
                      size="small"
                      className={styles.close}
                      icon={<DismissRegular />}
                      aria-label={layoutMessages.closeTab}
                      aria-describedby={`tab-${index}`}
                      // closing the open tab leaves its page: the machine asks the leave check first
                      onClick={() => actor.send({ type: 'tab.close', path: tab.path, current: pathname })}
                    />
                  )}
                </div>
              </OverflowItem>
            );
          })}
          <OverflowTabsMenu tabs={shown} onOpen={go} />
        </div>
      </Overflow>
      <Tooltip content={layoutMessages.closeOthers} relationship="label">
        <Button appearance="subtle" size="small" icon={<DismissSquareMultipleRegular />} onClick={() => actor.send({ type: 'tab.closeOthers', current: pathname })} />
      </Tooltip>
    </nav>
  );
}
