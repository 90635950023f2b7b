// Full page loads: after logout or expiry nothing of the previous user may survive in memory.

/** /login, or /login/{domain} when a domain name is given. */
export function loginPath(domainName?: string): string {
  return domainName ? `/login/${encodeURIComponent(domainName)}` : '/login';
}

export function replacePage(path: string): void {
  window.location.replace(path);
}

// In-app navigation (no page load) goes through the router, which lives in React: the app
// registers the router's navigate function once (src/app/app-routes.tsx) and machines reach it
// as an effect (e.g. the tabs machine's `navigate`).
let routerNavigate: ((path: string) => void) | null = null;

/** Registers the router's navigate function; returns the unregistration. */
export function registerRouterNavigate(navigate: (path: string) => void): () => void {
  routerNavigate = navigate;
  return () => {
    if (routerNavigate === navigate) routerNavigate = null;
  };
}

/** Client-side navigation to `path` through the registered router. */
export function goTo(path: string): void {
  if (!routerNavigate) throw new Error('not provided: navigation.router');
  routerNavigate(path);
}
