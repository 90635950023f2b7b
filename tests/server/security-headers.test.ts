import { describe, expect, it } from 'vitest';
import { suiteStart } from './helpers.js';

describe('security headers (missing in the wapiti scan)', () => {
  const s = suiteStart('sqlite');

  it('every answer carries CSP, nosniff, frame and referrer policies; HSTS only over HTTPS', async () => {
    for (const url of ['/api/docs/json', '/api/web-basic/login/back/user', '/api/nothing-here']) {
      const res = await s.app.inject({ method: url.includes('login') ? 'POST' : 'GET', url });
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
