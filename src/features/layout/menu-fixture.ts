// Test helper: a menu record with the defaults filled in.
import type { MenuRecord } from '../../../shared/api.js';

export function rec(p: Partial<MenuRecord> & Pick<MenuRecord, 'comMicsId' | 'comMicsPath' | 'webMicsName'>): MenuRecord {
  return {
    comMicsPid: 0, comMicsRedirect: '', comMicsShow: 1, comMicsShowMenu: 0, comMicsShowBar: 0, comMicsFore: 3,
    comMicsComponent: '', comMicsTag: '', comMicsShowJump: 0, webMicsLevelTwo: 0, resourceId: 0, perms: [], icon: '',
    children: [], ...p,
  };
}
