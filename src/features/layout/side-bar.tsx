// The left sidebar (210 px): the children of the active second-level entry, shown only when
// the page's record wants it (comMicsShowBar); its title is remembered (leftMenuTitle).
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import type { Sidebar } from './nav-model.js';
import { layoutMessages } from './messages.js';
import { guardLinkClick, useGuardedNavigate } from './use-guarded-navigate.js';

export const LEFT_MENU_TITLE_KEY = 'leftMenuTitle';
export const LEFT_MENU_KEY = 'leftMenu';
export const SIDEBAR_WIDTH = 210;

const useStyles = makeStyles({
  root: {
    width: `${SIDEBAR_WIDTH}px`,
    flexShrink: 0,
    overflowY: 'auto',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingBottom: '16px',
  },
  dark: { backgroundColor: '#1F2D3D', color: '#BFCBD9', borderRight: 'none' },
  title: { display: 'block', padding: '16px 20px 10px', fontWeight: 600 },
  link: {
    display: 'block',
    padding: '10px 20px',
    color: 'inherit',
    textDecoration: 'none',
    borderLeft: '3px solid transparent',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    '&.active': { borderLeftColor: tokens.colorBrandBackground, color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  },
});

export function readLeftMenuTitle(): string {
  return localStorage.getItem(LEFT_MENU_TITLE_KEY) ?? '';
}

export function SideBar({ sidebar, dark }: { sidebar: Sidebar; dark: boolean }) {
  const styles = useStyles();
  const go = useGuardedNavigate();
  useEffect(() => {
    localStorage.setItem(LEFT_MENU_TITLE_KEY, sidebar.title);
    localStorage.setItem(LEFT_MENU_KEY, JSON.stringify(sidebar.items.map((i) => ({ path: i.comMicsPath, title: i.webMicsName }))));
  }, [sidebar]);
  return (
    <aside className={mergeClasses(styles.root, dark && styles.dark)} aria-label={layoutMessages.sidebar} data-testid="side-bar">
      <Text className={styles.title} size={400}>
        {sidebar.title || readLeftMenuTitle()}
      </Text>
      <nav>
        {sidebar.items.map((item) => (
          <NavLink
            key={item.comMicsId}
            to={item.comMicsRedirect || item.comMicsPath}
            className={styles.link}
            onClick={guardLinkClick(go, item.comMicsRedirect || item.comMicsPath)}
          >
            {item.webMicsName}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
