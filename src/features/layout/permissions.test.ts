import { describe, expect, it } from 'vitest';
import { rec } from './menu-fixture.js';
import { permissionsOf } from './permissions.js';

const tree = [
  rec({
    comMicsId: 1, comMicsPath: '/contentProduction', webMicsName: '内容生产', comMicsFore: 0,
    children: [
      rec({ comMicsId: 2, comMicsPath: '/contentProduction/manuscripts', webMicsName: '文稿', perms: ['doc:add'] }),
      rec({ comMicsId: 3, comMicsPath: '/contentProduction/manuscripts/pubApp', webMicsName: 'app', comMicsShow: 0 }),
      rec({ comMicsId: 4, comMicsPath: '/contentProduction/manuscripts/pubTripart', webMicsName: 't', comMicsShow: 0 }),
      rec({ comMicsId: 5, comMicsPath: '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast/pubTripart', webMicsName: 't', comMicsShow: 0 }),
      rec({ comMicsId: 6, comMicsPath: '/contentProduction/review/2', webMicsName: '审核' }),
      rec({ comMicsId: 7, comMicsPath: '/fusionRelease/webRelease/list', webMicsName: 'web' }),
      rec({ comMicsId: 8, comMicsPath: '/fusionRelease/appRelease/list', webMicsName: 'app', comMicsShow: 0 }),
    ],
  }),
];

describe('permissions selector', () => {
  it('answers paths and permission keys', () => {
    const p = permissionsOf(tree);
    expect(p.has('/contentProduction/manuscripts')).toBe(true);
    expect(p.has('/system/config')).toBe(false);
  });
  it('the directive checks the current route\'s own permission list (route meta), not the whole tree', () => {
    const p = permissionsOf(tree);
    // doc:add belongs to /contentProduction/manuscripts only
    expect(p.allows('doc:add', '/contentProduction/manuscripts')).toBe(true);
    expect(p.allows('doc:add', '/contentProduction/manuscripts/')).toBe(true);
    expect(p.allows('doc:add', '/contentProduction/review/2')).toBe(false);
    expect(p.allows('doc:add', '/unknown/page')).toBe(false);
    expect(p.allows('doc:delete', '/contentProduction/manuscripts')).toBe(false);
    // a path is still answered from the tree
    expect(p.allows('/fusionRelease/webRelease/list', '/anywhere')).toBe(true);
    expect(p.allows('/system/config', '/contentProduction/manuscripts')).toBe(false);
  });
  it('a route pattern with a parameter carries its meta to the concrete path', () => {
    const p = permissionsOf([rec({ comMicsId: 9, comMicsPath: '/details/:id', webMicsName: '详情', perms: ['detail:edit'] })]);
    expect(p.allows('detail:edit', '/details/42')).toBe(true);
    expect(p.allows('detail:edit', '/details')).toBe(false);
  });
  it('publish buttons per content type; third party only for production types with the flag', () => {
    const p = permissionsOf(tree);
    expect(p.publish(1)).toEqual({ app: true, web: false, client: false, tripart: false });
    expect(p.publish(1, 1).tripart).toBe(true);
    expect(p.publish(6, 1).tripart).toBe(false);
    expect(p.canPublishAny(2)).toBe(false);
    expect(p.publish(99)).toEqual({ app: false, web: false, client: false, tripart: false });
  });
  it('review and release rights', () => {
    const p = permissionsOf(tree);
    expect(p.canReview(2)).toBe(true);
    expect(p.canReview(1)).toBe(false);
    expect(p.webRelease).toBe(true);
    expect(p.appRelease).toBe(false);
  });
  it('is computed once per tree', () => {
    expect(permissionsOf(tree)).toBe(permissionsOf(tree));
    expect(permissionsOf([...tree])).not.toBe(permissionsOf(tree));
  });
});
