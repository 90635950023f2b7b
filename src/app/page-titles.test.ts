import { describe, expect, it } from 'vitest';
import { documentTitle, titleForPath } from './page-titles.js';

const views = [{ path: '/dashboard/index', title: '控制台', component: 'dashboard/index', inLayout: true }];

describe('page titles', () => {
  it('come from the route', () => {
    expect(titleForPath('/dashboard/index', views)).toBe('控制台');
    expect(titleForPath('/login/demo', views)).toBe('登录');
    expect(titleForPath('/error/404', views)).toBe('页面不存在');
    expect(titleForPath('/elsewhere', views)).toBe('');
  });

  it('end with the backend title or the product name', () => {
    expect(documentTitle('控制台', '')).toBe('控制台 - 融媒体管理平台');
    expect(documentTitle('控制台', '演示台融媒体')).toBe('控制台 - 演示台融媒体');
    expect(documentTitle('', '')).toBe('融媒体管理平台');
  });
});
