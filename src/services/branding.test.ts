import { describe, expect, it } from 'vitest';
import { brandingFromConf, isImageAddress } from './branding.js';

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
      ]),
    ).toEqual({
      title: '演示台融媒体中心',
      logo: '/static/logo.png',
      background: 'https://cdn.example.com/bg.jpg',
      icon: '',
      statement: '© 演示广播电视台',
    });
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
