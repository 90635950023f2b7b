import { describe, expect, it } from 'vitest';
import { setTransfersActive, transfersActive } from './transfer-guard.js';

describe('transfer guard', () => {
  it('warns before unload while any uploader transfers', () => {
    const fire = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(fire()).toBe(false);
    setTransfersActive(true, 'page');
    setTransfersActive(true, 'manager');
    expect(transfersActive()).toBe(true);
    expect(fire()).toBe(true);
    setTransfersActive(false, 'page');
    expect(fire()).toBe(true);
    setTransfersActive(false, 'manager');
    expect(transfersActive()).toBe(false);
    expect(fire()).toBe(false);
  });
});
