// Route patterns of the menu tree may hold `:param` segments and a trailing `*`.

export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

export function matchesPattern(pattern: string, path: string): boolean {
  const want = normalizePath(pattern).split('/');
  const have = normalizePath(path).split('/');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (want[i].startsWith(':') ? have[i] === '' : want[i] !== have[i]) return false;
  }
  return want.length === have.length;
}

/** Whether an address (query and hash ignored) is a page of the user's route tree (`knownPaths`). */
export function mayOpenPath(knownPaths: readonly string[], path: string): boolean {
  return knownPaths.some((pattern) => matchesPattern(pattern, path));
}
