import { describe, expect, it } from 'vitest';
import { decide, type GuardInput } from './guard.js';
import { matchesPattern } from '../machines/lib/path-pattern.js';

const anonymous: GuardInput = { hasToken: false, routesLoaded: false, knownPaths: [], domainName: '', home: '' };
const loading: GuardInput = { ...anonymous, hasToken: true };
const ready: GuardInput = { hasToken: true, routesLoaded: true, knownPaths: ['/dashboard', '/dashboard/index', '/newsDetails/:id'], domainName: 'demo', home: '/dashboard/index' };

describe('decide: without a token', () => {
  it.each(['/login', '/login/demo', '/login4token', '/liveView', '/liveViewAudio', '/login/'])('%s is reachable', (path) => {
    expect(decide(path, anonymous)).toEqual({ allow: true });
  });

  it.each(['/', '/dashboard/index', '/error/404', '/login/demo/extra', '/screenList', '/liveViewX'])('%s goes to /login', (path) => {
    expect(decide(path, anonymous)).toEqual({ redirect: '/login' });
  });

  it('goes to /login/{domain} when a domain name is stored', () => {
    expect(decide('/dashboard/index', { ...anonymous, domainName: 'demo' })).toEqual({ redirect: '/login/demo' });
    expect(decide('/login/demo', { ...anonymous, domainName: 'demo' })).toEqual({ allow: true });
  });

  it('ignores the query string', () => {
    expect(decide('/login4token?token=abc', anonymous)).toEqual({ allow: true });
  });
});

describe('decide: with a token', () => {
  it.each(['/login', '/login/demo', '/login4token'])('%s goes to / (already signed in)', (path) => {
    expect(decide(path, loading)).toEqual({ redirect: '/' });
    expect(decide(path, ready)).toEqual({ redirect: '/' });
  });

  it('waits for the routes before deciding anything else', () => {
    expect(decide('/dashboard/index', loading)).toEqual({ wait: true });
    expect(decide('/nowhere', loading)).toEqual({ wait: true });
    expect(decide('/', loading)).toEqual({ wait: true });
  });

  it('sends / to the home of the user: the console, else the first page of the tree, else 无可用菜单', () => {
    const narrow = { ...ready, knownPaths: ['/interaction/forbiddenWords'], home: '/interaction/forbiddenWords' };
    expect(decide('/', narrow)).toEqual({ redirect: '/interaction/forbiddenWords' });
    expect(decide('/noMenu', narrow)).toEqual({ redirect: '/interaction/forbiddenWords' });
    const none = { ...ready, knownPaths: [], home: '' };
    expect(decide('/', none)).toEqual({ redirect: '/noMenu' });
    expect(decide('/noMenu', none)).toEqual({ allow: true });
    expect(decide('/', ready)).toEqual({ redirect: '/dashboard/index' });
  });

  it('allows known paths, their parameters and the error pages', () => {
    expect(decide('/dashboard/index', ready)).toEqual({ allow: true });
    expect(decide('/dashboard/index/', ready)).toEqual({ allow: true });
    expect(decide('/dashboard', ready)).toEqual({ allow: true });
    expect(decide('/newsDetails/42', ready)).toEqual({ allow: true });
    for (const path of ['/error/404', '/error/403', '/error/500']) expect(decide(path, ready)).toEqual({ allow: true });
  });

  it('sends unknown paths to /error/404', () => {
    expect(decide('/terminal/shop/list', ready)).toEqual({ redirect: '/error/404' });
    expect(decide('/screenList', ready)).toEqual({ redirect: '/error/404' });
    expect(decide('/liveView', ready)).toEqual({ redirect: '/error/404' });
  });

  it('lets the public content pages through with or without a token', () => {
    for (const path of ['/newsDetails', '/newsDetails/12', '/show', '/newsDetails/audience']) {
      expect(decide(path, ready)).toEqual({ allow: true });
      expect(decide(path, { hasToken: false, routesLoaded: false, knownPaths: [], domainName: '', home: '' })).toEqual({ allow: true });
    }
  });
});

describe('matchesPattern', () => {
  it('matches literal, parameter and wildcard segments', () => {
    expect(matchesPattern('/a/b', '/a/b')).toBe(true);
    expect(matchesPattern('/a/:id', '/a/7')).toBe(true);
    expect(matchesPattern('/a/:id', '/a/')).toBe(false);
    expect(matchesPattern('/a/*', '/a/b/c')).toBe(true);
    expect(matchesPattern('/a', '/a/b')).toBe(false);
    expect(matchesPattern('/a/b', '/a')).toBe(false);
  });
});
