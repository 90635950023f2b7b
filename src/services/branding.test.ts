import { describe, expect, it } from 'vitest';
import { avatarPath, brandingFromConf, cmsLink, isImageAddress, mediaUrl } from './branding.js';

const conf = (comConfKey: string, webConfValue: string) => ({ comConfKey, webConfValue, groupName: '系统媒体' });

describe('branding', () => {
  it('reads the system media settings', () => {
    expect(
      brandingFromConf([
        conf('SystemMediaSign', '演示台融媒体中心'),
        conf('SystemMediaLogo', '/static/logo.png'),
        conf('SystemMediaBackground', 'https://cdn.example.com/bg.jpg'),
        conf('SystemMediaStatement', '© 演示广播电视台'),
        conf('SystemMediaIcon', '1024'),
        conf('SystemMediaDefault', '88'),
        conf('LiveCmsWebUrl', 'https://cms.example.com/'),
      ]),
    ).toEqual({
      title: '演示台融媒体中心',
      logo: '/static/logo.png',
      background: 'https://cdn.example.com/bg.jpg',
      // a file id resolves through the file redirect
      icon: '/api/web-manager/file/manager/redirect/1024/2',
      defaultCover: '/api/web-manager/file/manager/redirect/88/2',
      cmsUrl: 'https://cms.example.com',
      statement: '© 演示广播电视台',
    });
  });

  it('resolves file ids to image URLs through the file redirect; other values are not shown', () => {
    expect(mediaUrl('7')).toBe('/api/web-manager/file/manager/redirect/7/2');
    expect(mediaUrl('7', 1)).toBe('/api/web-manager/file/manager/redirect/7/1');
    expect(mediaUrl(' /static/a.png ')).toBe('/static/a.png');
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl('0')).toBe('');
    expect(mediaUrl('javascript:alert(1)')).toBe('');
  });

  it('turns the avatar resource id into an avatar path', () => {
    expect(avatarPath('15')).toBe('/api/web-manager/file/manager/redirect/15/2');
    expect(avatarPath('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(avatarPath('')).toBe('');
    expect(avatarPath(undefined)).toBe('');
  });

  it('a CMS address is kept only when it is an http(s) URL', () => {
    expect(brandingFromConf([conf('LiveCmsWebUrl', 'ftp://x')]).cmsUrl).toBe('');
    expect(cmsLink('https://cms.example.com', '/newsDetails/5')).toBe('https://cms.example.com/newsDetails/5');
    expect(cmsLink('', '/newsDetails/5')).toBe('/newsDetails/5');
  });

  it('finds settings nested in groups', () => {
    const grouped = [{ ...conf('group', ''), childrens: [conf('SystemMediaSign', '标题')] }];
    expect(brandingFromConf(grouped).title).toBe('标题');
  });

  it('shows only addresses, not file ids', () => {
    expect(isImageAddress('https://a/b.png')).toBe(true);
    expect(isImageAddress('//cdn/b.png')).toBe(true);
    expect(isImageAddress('/api/web-manager/file/manager/redirect/7/2')).toBe(true);
    expect(isImageAddress('data:image/png;base64,AAAA')).toBe(true);
    expect(isImageAddress('1024')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
  });
});
