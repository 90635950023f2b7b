import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides tokens and signatures in query strings', () => {
    expect(redactUrl('/websocket/1-&-1-&-2?token=abc.def&x=1')).toBe('/websocket/1-&-1-&-2?token=[redacted]&x=1');
    expect(redactUrl('/m/1?a=1&sig=ffff&token=t')).toBe('/m/1?a=1&sig=[redacted]&token=[redacted]');
    expect(redactUrl('/api/x')).toBe('/api/x');
  });
});
