import { describe, expect, it } from 'vitest';
import { isValidLogin, validateLogin } from './validate-login.js';

const ok = { domainName: 'demo', account: 'admin', password: 'Abc_123$@' };

describe('validateLogin', () => {
  it('accepts a complete form', () => {
    expect(validateLogin(ok)).toEqual({});
    expect(isValidLogin(ok)).toBe(true);
  });

  it('asks for every field in Chinese', () => {
    expect(validateLogin({ domainName: ' ', account: '', password: '' })).toEqual({
      domainName: '请输入租户域名',
      account: '请输入账号',
      password: '请输入密码',
    });
  });

  it.each(['abc 123', '密码123', 'abc-123', 'a#b', 'pass.word'])('refuses the password %j', (password) => {
    expect(validateLogin({ ...ok, password })).toEqual({ password: '密码中只能包含数字字母或_$@' });
  });

  it.each(['123456', 'abcDEF', '_$@', 'a_b$c@1'])('accepts the password %j', (password) => {
    expect(validateLogin({ ...ok, password }).password).toBeUndefined();
  });
});
