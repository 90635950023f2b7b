// Route patterns against addresses, and whether an address is a page of a user's route tree.
import { describe, expect, it } from 'vitest';
import { matchesPattern, mayOpenPath } from './path-pattern.js';

describe('path patterns', () => {
  it('matches parameters and a trailing star, ignoring the query', () => {
    expect(matchesPattern('/contentProduction/review/:type', '/contentProduction/review/2?x=1')).toBe(true);
    expect(matchesPattern('/help/*', '/help/diagrams/x')).toBe(true);
    expect(matchesPattern('/a/b', '/a')).toBe(false);
  });

  it('opens an address only when it is a page of the route tree', () => {
    const known = ['/contentManagement/filelibrary', '/contentProduction/edit'];
    expect(mayOpenPath(known, '/contentProduction/edit?id=13')).toBe(true);
    expect(mayOpenPath(known, '/contentManagement/filelibrary#top')).toBe(true);
    expect(mayOpenPath(known, '/contentProduction/index')).toBe(false);
    expect(mayOpenPath([], '/')).toBe(false);
  });
});
