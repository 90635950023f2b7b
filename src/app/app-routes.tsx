// Static routes (login, errors, /) and the routes of the user's menu tree, all behind the guard.
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { registerRouterNavigate } from '../services/navigation.js';
import { ErrorPage, NoMenuPage } from '../features/errors/error-page.js';
import { FullPageSpinner } from '../ui/full-page-spinner.js';
import { DASHBOARD_PATH } from '../ui/messages.js';
import { SessionContext } from '../ui/session-context.js';
import { AUDIENCE_PATH, ERROR_PATHS, NO_MENU_PATH, QR_CONFIRM_PATH } from './guard.js';
import { titleForPath } from './page-titles.js';
import { isRegistered, lazy, LoginPage, MainLayout, routeRegistry } from './route-registry.js';
import { RouteGuard } from './route-guard.js';
import { buildRouteTable, type ViewRoute } from '../ui/route-table.js';

const LoginTokenPage = lazy(() => import('../features/login/login-token-page.js'));
// The public live views: routed before any menu tree exists (no token needed, spec §2).
const LiveViewPage = lazy(() => import('../features/live-view/live-view-page.js'));
const LiveViewAudioPage = lazy(() => import('../features/live-view/live-view-audio-page.js'));
// The public content pages: no sign-in, see OPEN_PATTERNS in ./guard.ts.
const NewsPage = lazy(() => import('../features/content/news-page.js'));
const ShowPage = lazy(() => import('../features/content/show-page.js'));
// The readers' 投稿 / 报料 / 问政 page of a unit, reached from the article page.
const AudiencePage = lazy(() => import('../features/interaction/audience-page.js'));
// Confirms a QR sign-in from another device: any signed-in user.
const QrConfirmPage = lazy(() => import('../features/org/qr-confirm-page.js'));

function View({ view }: { view: ViewRoute }) {
  const Screen = routeRegistry[view.component];
  // keyed by path: one screen serving several paths (the live channel kinds) starts afresh on each
  return <Screen key={view.path} />;
}

export function AppRoutes() {
  const tree = SessionContext.useSelector((s) => s.context.routeTree);
  const withdrawnPaths = SessionContext.useSelector((s) => s.context.withdrawnPaths);
  const table = useMemo(() => buildRouteTable(tree, isRegistered, withdrawnPaths), [tree, withdrawnPaths]);
  // pages the rights lost while signed in lead home, inside the layout (it stays, and so do the other tabs)
  const withdrawn = table.withdrawn.map((path) => <Route key={path} path={path} element={<Navigate to={table.home || NO_MENU_PATH} replace />} />);
  const inLayout = table.views.filter((v) => v.inLayout);
  const standalone = table.views.filter((v) => !v.inLayout);
  const titleFor = useCallback((pathname: string) => titleForPath(pathname, table.views), [table]);
  // machines navigate in the app (tabs) through the router: an effect, see services/navigation.ts
  const navigate = useNavigate();
  useEffect(() => registerRouterNavigate((path) => navigate(path)), [navigate]);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route element={<RouteGuard table={table} />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login/:domain" element={<LoginPage />} />
          <Route path="/login4token" element={<LoginTokenPage />} />
          <Route path="/liveView" element={<LiveViewPage />} />
          <Route path="/liveViewAudio" element={<LiveViewAudioPage />} />
          <Route path="/newsDetails" element={<NewsPage />} />
          <Route path={AUDIENCE_PATH} element={<AudiencePage />} />
          <Route path="/newsDetails/:id" element={<NewsPage />} />
          <Route path="/show" element={<ShowPage />} />
          <Route path={QR_CONFIRM_PATH} element={<QrConfirmPage />} />
          <Route path={ERROR_PATHS.notFound} element={<ErrorPage status={404} />} />
          <Route path={ERROR_PATHS.forbidden} element={<ErrorPage status={403} />} />
          <Route path={ERROR_PATHS.serverError} element={<ErrorPage status={500} />} />
          <Route path={NO_MENU_PATH} element={<NoMenuPage />} />
          <Route path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />
          {inLayout.length > 0 ? (
            <Route element={<MainLayout table={table} titleFor={titleFor} />}>
              {inLayout.map((view) => (
                <Route key={view.path} path={view.path} element={<View view={view} />} />
              ))}
              {withdrawn}
            </Route>
          ) : (
            withdrawn
          )}
          {standalone.map((view) => (
            <Route key={view.path} path={view.path} element={<View view={view} />} />
          ))}
          {table.redirects.map((r) => (
            <Route key={r.path} path={r.path} element={<Navigate to={r.to} replace />} />
          ))}
          <Route path="*" element={<Navigate to={ERROR_PATHS.notFound} replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
