// Password hashes: scrypt at N=16384 outside the tests, whatever TEST_PASSWORD_SCRYPT_N says;
// a lowered test cost only where NODE_ENV=test; verification follows a hash's own parameters.
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

const saved = { nodeEnv: process.env.NODE_ENV, n: process.env.TEST_PASSWORD_SCRYPT_N };
afterEach(() => {
  process.env.NODE_ENV = saved.nodeEnv;
  if (saved.n === undefined) delete process.env.TEST_PASSWORD_SCRYPT_N;
  else process.env.TEST_PASSWORD_SCRYPT_N = saved.n;
});

const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashes', () => {
  it('use N=16384 outside the tests, even when the test cost is set', async () => {
    process.env.NODE_ENV = 'production';
    process.env.TEST_PASSWORD_SCRYPT_N = '1024';
    const hash = await hashPassword('Admin_123');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(await verifyPassword('Admin_123', hash)).toBe(true);
    expect(await verifyPassword('Admin_124', hash)).toBe(false);
  });

  it('take the test cost only in the tests, and only a power of two from 1024 to 16384', async () => {
    process.env.NODE_ENV = 'test';
    process.env.TEST_PASSWORD_SCRYPT_N = '1024';
    expect(costOf(await hashPassword('x'))).toBe(1024);
    for (const bad of ['512', '3000', '32768', 'abc']) {
      process.env.TEST_PASSWORD_SCRYPT_N = bad;
      expect(costOf(await hashPassword('x'))).toBe(16384);
    }
  });

  it('verify a hash with the parameters it carries', async () => {
    process.env.NODE_ENV = 'test';
    process.env.TEST_PASSWORD_SCRYPT_N = '1024';
    const cheap = await hashPassword('Pass_1234');
    delete process.env.TEST_PASSWORD_SCRYPT_N;
    expect(await verifyPassword('Pass_1234', cheap)).toBe(true);
    expect(await verifyPassword('Pass_1235', cheap)).toBe(false);
    expect(await verifyPassword('Pass_1234', 'md5$abc')).toBe(false);
  });
});
