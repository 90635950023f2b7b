import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '../../shared/api.js';
import { clearSession, readDomainName, readToken, readUser, STORAGE_KEYS, writeRoutes, writeSessionUser } from './storage.js';
import { readVisited, recordVisited } from './visited-pages.js';

const user = { token: 'tok', webUserId: 1, webTenId: 2, webUserName: '管理员', webUserAvatar: '', domainName: 'demo' };

describe('storage', () => {
  it('stores the session user and its token cookie', () => {
    writeSessionUser(user);
    expect(readToken()).toBe('tok');
    expect(document.cookie).toContain('token=tok');
    expect(readUser()).toEqual(user);
    expect(readDomainName()).toBe('demo');
  });

  it('stores the route tree, its flat resources and the permission keys', () => {
    const child = { comMicsId: 2, comMicsPath: '/b', perms: ['add', 'del'], children: [] } as unknown as MenuRecord;
    const root = { comMicsId: 1, comMicsPath: '/a', perms: ['add'], children: [child] } as unknown as MenuRecord;
    writeRoutes([root]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.router)!)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userResource)!).map((r: MenuRecord) => r.comMicsId)).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.roles)!)).toEqual(['add', 'del']);
  });

  it('clears token, user, routes, roles and visited pages but keeps the domain name', () => {
    writeSessionUser(user);
    writeRoutes([]);
    localStorage.setItem(STORAGE_KEYS.cmsToken, 'cms');
    recordVisited({ path: '/dashboard/index', title: '控制台' });
    clearSession();
    expect(readToken()).toBe('');
    expect(readUser()).toBeNull();
    for (const key of [STORAGE_KEYS.router, STORAGE_KEYS.userResource, STORAGE_KEYS.roles, STORAGE_KEYS.visited]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(readDomainName()).toBe('demo');
  });
});

describe('visited pages', () => {
  it('records pages once, except login pages and the screen list', () => {
    recordVisited({ path: '/dashboard/index', title: '控制台' });
    recordVisited({ path: '/login/demo', title: '登录' });
    recordVisited({ path: '/screenList', title: '大屏列表' });
    recordVisited({ path: '/dashboard/index', title: '控制台' });
    expect(readVisited()).toEqual([{ path: '/dashboard/index', title: '控制台' }]);
  });
});
