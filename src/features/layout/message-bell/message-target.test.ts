import { describe, expect, it } from 'vitest';
import { messageRoute } from '../../../../shared/message-types.js';
import { messageTarget } from './message-target.js';

describe('messageTarget', () => {
  const list = messageRoute(0);
  it('opens the item when the user may, else the list of its type, else nothing', () => {
    const known = ['/contentProduction/review/:type', list];
    expect(messageTarget({ msgType: 0, link: '/contentProduction/review/1?id=7' }, known)).toBe('/contentProduction/review/1?id=7');
    expect(messageTarget({ msgType: 0, link: '/system/role' }, known)).toBe(list);
    expect(messageTarget({ msgType: 0, link: '' }, known)).toBe(list);
    expect(messageTarget({ msgType: 0, link: '//evil.example/x' }, known)).toBe(list);
    expect(messageTarget({ msgType: 0, link: '/system/role' }, [])).toBeNull();
  });
});
