// Screens the menu tree may name in comMicsComponent. A record whose component is not here is
// not routed (src/app/route-table.ts). Each screen is its own chunk, which ./route-preload.ts may
// start loading before the router renders it.
import { createElement, lazy as reactLazy, type ComponentType } from 'react';
import { REPORT_PAGES } from '../../shared/content.js';

/** A lazily loaded component whose chunk can be asked for before it renders (the same load). */
export type Preloadable<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };
export type Screen = Preloadable;

/**
 * A screen loaded on first use. Once its chunk is here (preloaded, or shown before) it renders at
 * once; before that through React.lazy, which suspends. React.lazy suspends on its first render
 * even when the chunk has already arrived, and a Suspense fallback once shown stays at least
 * 300 ms (React's reveal throttle): the login page, preloaded before the first render, would
 * otherwise wait behind a spinner.
 */
export function lazy<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () =>
    (loading ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  // React.lazy hears of the chunk through the promise `once` returns, after `loaded` is set: a
  // screen never commits as Lazy while `loaded` is known, so it never switches type (a remount)
  const Lazy = reactLazy(once);
  const Screen = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Screen, { preload: once });
}

/** /login and /login/{domain}. */
export const LoginPage = lazy(() => import('../features/login/login-page.js'));

/** The main layout around the screens of comMicsFore 0 records. */
export const MainLayout = lazy(() => import('../features/layout/main-layout.js'));

const ContentReportPage = lazy(() => import('../features/content/report-page.js'));

export const routeRegistry: Record<string, Screen> = {
  // uploads
  'upload/index': lazy(() => import('../features/upload/upload-page.js')),
  'dashboard/index': lazy(() => import('../features/dashboard/dashboard-page.js')),
  // console shell
  'shell/config-center': lazy(() => import('../features/shell/config-center-page.js')),
  'shell/person-info': lazy(() => import('../features/shell/person-info-page.js')),
  // terminals, shop, payments, big screens, calls (keys of menus 39 and 829 kept)
  'shell/terminal-app': lazy(() => import('../features/terminal/terminal-app-page.js')),
  'shell/terminal-shop': lazy(() => import('../features/terminal/terminal-shop-page.js')),
  'terminal/special': lazy(() => import('../features/terminal/terminal-special-page.js')),
  'terminal/recharge-record': lazy(() => import('../features/terminal/recharge-record-page.js')),
  'terminal/recharge-payment': lazy(() => import('../features/terminal/recharge-payment-page.js')),
  'terminal/certification': lazy(() => import('../features/terminal/certification-page.js')),
  'terminal/screen-list': lazy(() => import('../features/terminal/screen-list-page.js')),
  'terminal/screen': lazy(() => import('../features/terminal/screen-page.js')),
  'terminal/no-permission': lazy(() => import('../features/terminal/notice-pages.js').then((m) => ({ default: m.NoPermissionPage }))),
  'terminal/excessive': lazy(() => import('../features/terminal/notice-pages.js').then((m) => ({ default: m.ExcessivePage }))),
  'terminal/details': lazy(() => import('../features/terminal/details-page.js')),
  'terminal/home': lazy(() => import('../features/terminal/home-page.js')),
  'terminal/preview': lazy(() => import('../features/terminal/preview-page.js')),
  'terminal/call': lazy(() => import('../features/terminal/call-page.js')),
  // media libraries and live channels
  'media/file-library': lazy(() => import('../features/media/file-library-page.js')),
  'media/file-preview': lazy(() => import('../features/media/file-preview-page.js')),
  'media/recycle-bin': lazy(() => import('../features/media/recycle-bin-page.js')),
  'media/live-channels': lazy(() => import('../features/media/live-channels-page.js')),
  // programme lists
  'schedule/tv-channels': lazy(() => import('../features/schedule/tv-channels-page.js')),
  'schedule/program-edit': lazy(() => import('../features/schedule/program-edit-page.js')),
  'schedule/program-week': lazy(() => import('../features/schedule/program-week-page.js')),
  // live programmes, the rest: radio, event and virtual live lists (the TV list
  // screen, parametrised by the kind its path names) and the channel monitor
  'schedule/live-channels': lazy(() => import('../features/schedule/tv-channels-page.js')),
  'live/channel-monitor': lazy(() => import('../features/live-monitor/channel-monitor-page.js')),
  // realtime
  'messages/list': lazy(() => import('../features/messages/message-list-page.js')),
  'messages/settings': lazy(() => import('../features/messages/message-settings-page.js')),
  'messages/send': lazy(() => import('../features/messages/send-notice-page.js')),
  'live-messages/moderation': lazy(() => import('../features/live-messages/moderation-page.js')),
  'live-view/video': lazy(() => import('../features/live-view/live-view-page.js')),
  'live-view/audio': lazy(() => import('../features/live-view/live-view-audio-page.js')),
  // organisation, users, roles, tenants
  'org/departments': lazy(() => import('../features/org/departments-page.js')),
  'org/users': lazy(() => import('../features/org/users-page.js')),
  'org/roles': lazy(() => import('../features/org/roles-page.js')),
  'org/audit': lazy(() => import('../features/org/audit-page.js')),
  'org/watermarks': lazy(() => import('../features/org/watermarks-page.js')),
  'org/assess': lazy(() => import('../features/org/assess-page.js')),
  'org/tenants': lazy(() => import('../features/org/tenants-page.js')),
  // statechart review
  'diagrams/statecharts': lazy(() => import('../features/diagrams/statecharts-page.js')),
  // content production, review and release
  'content/items': lazy(() => import('../features/content/items-page.js')),
  'content/editor': lazy(() => import('../features/content/editor-page.js')),
  'content/review': lazy(() => import('../features/content/review-page.js')),
  'content/review-flow': lazy(() => import('../features/content/review-flow-page.js')),
  'content/release-list': lazy(() => import('../features/content/release-list-page.js')),
  'content/columns': lazy(() => import('../features/content/columns-page.js')),
  'content/preview': lazy(() => import('../features/content/preview-page.js')),
  // lucky-draw activities
  'activities/list': lazy(() => import('../features/activities/list-page.js')),
  'activities/edit': lazy(() => import('../features/activities/edit-page.js')),
  'activities/quick-invoice': lazy(() => import('../features/activities/quick-invoice-page.js')),
  'activities/draw': lazy(() => import('../features/activities/draw-page.js')),
  'activities/draw-screen': lazy(() => import('../features/activities/draw-page.js').then((m) => ({ default: m.DrawScreenPage }))),
  'activities/winners': lazy(() => import('../features/activities/winners-page.js')),
  // courses
  'courses/list': lazy(() => import('../features/content/courses/course-list-page.js')),
  'courses/series': lazy(() => import('../features/content/courses/course-list-page.js').then((m) => ({ default: m.SeriesListPage }))),
  'courses/edit': lazy(() => import('../features/content/courses/course-edit-page.js')),
  'courses/series-edit': lazy(() => import('../features/content/courses/course-edit-page.js').then((m) => ({ default: m.SeriesEditPage }))),
  'courses/classes': lazy(() => import('../features/content/courses/classes-page.js')),
  ...Object.fromEntries(REPORT_PAGES.map((p) => [p.component, ContentReportPage])),
  // audience interaction
  'interaction/comments': lazy(() => import('../features/interaction/comments-page.js')),
  'interaction/forbidden-words': lazy(() => import('../features/interaction/forbidden-words-page.js')),
  'interaction/forbidden-users': lazy(() => import('../features/interaction/forbidden-users-page.js')),
  // 问政 and collaborative tasks
  'politics/questions': lazy(() => import('../features/politics/questions-page.js')),
  'politics/answers': lazy(() => import('../features/politics/questions-page.js').then((m) => ({ default: m.AnswersPage }))),
  'politics/units': lazy(() => import('../features/politics/units-page.js')),
  'tasks/collaborative': lazy(() => import('../features/politics/tasks-page.js')),
  // contributions and tip-offs
  'interaction/contributions': lazy(() => import('../features/interaction/contributions-page.js')),
  'interaction/report-subjects': lazy(() => import('../features/interaction/report-subjects-page.js')),
  'interaction/report-classify': lazy(() => import('../features/interaction/report-classify-page.js')),
};

export function isRegistered(component: string): boolean {
  return Object.hasOwn(routeRegistry, component);
}
