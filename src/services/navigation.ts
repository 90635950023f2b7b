// Full page loads: after logout or expiry nothing of the previous user may survive in memory.

/** /login, or /login/{domain} when a domain name is given. */
export function loginPath(domainName?: string): string {
  return domainName ? `/login/${encodeURIComponent(domainName)}` : '/login';
}

export function replacePage(path: string): void {
  window.location.replace(path);
}
