// Renders the guard's decision for every route, sets the page title and records visited pages.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionPhase } from '../machines/session.machine.js';
import { readDomainName } from '../services/storage.js';
import { recordVisited } from '../services/visited-pages.js';
import { FullPageSpinner } from '../ui/full-page-spinner.js';
import { SessionContext } from '../ui/session-context.js';
import { useBranding } from '../ui/use-branding.js';
import { decide, type GuardDecision } from './guard.js';
import { documentTitle, titleForPath } from './page-titles.js';
import type { RouteTable } from '../ui/route-table.js';

const STAY: GuardDecision = { allow: true };
const WAIT: GuardDecision = { wait: true };

function setFavicon(href: string): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

export function RouteGuard({ table }: { table: RouteTable }) {
  const { pathname } = useLocation();
  const phase = SessionContext.useSelector(sessionPhase);
  const branding = useBranding();
  // Expired or logged out: the page stays as it is until the full page load of the login page
  // (a session that never got its routes shows the spinner instead of a 404 meanwhile).
  const decision =
    phase === 'leaving'
      ? table.paths.length > 0
        ? STAY
        : WAIT
      : decide(pathname, {
          hasToken: phase !== 'anonymous',
          routesLoaded: phase === 'ready',
          knownPaths: table.paths,
          domainName: readDomainName(),
          home: table.home,
        });
  const allowed = 'allow' in decision;
  const title = allowed ? titleForPath(pathname, table.views) : '';

  useEffect(() => {
    document.title = documentTitle(title, branding.title);
  }, [title, branding.title]);
  useEffect(() => setFavicon(branding.icon), [branding.icon]);
  useEffect(() => {
    if (allowed && phase === 'ready') recordVisited({ path: pathname, title });
  }, [allowed, phase, pathname, title]);

  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  if ('wait' in decision) return <FullPageSpinner />;
  return <Outlet />;
}
