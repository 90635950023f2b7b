import { describe, expect, it } from 'vitest';
import { orgFormErrors } from './org-rules.js';

describe('organisation form rules', () => {
  it('uses the spec texts for passwords and mobiles', () => {
    const e = orgFormErrors('userCreate', { account: 'li', name: '李', password: 'bad pass!', mobile: '12345', organizationId: '1', roleIds: '2' });
    expect(e.password).toBe('密码中只能包含数字字母或_$@');
    expect(e.mobile).toBe('请输入正确的手机号');
  });
  it('accepts a complete user, the mobile being optional', () => {
    expect(orgFormErrors('userCreate', { account: 'li', name: '李', password: 'Abc_123', mobile: '', organizationId: '1', roleIds: '2' })).toEqual({});
  });
  it('asks for a department and a role', () => {
    const e = orgFormErrors('userEdit', { name: '李', organizationId: '', roleIds: '' });
    expect(e.organizationId).toBe('请选择部门');
    expect(e.roleIds).toBe('请至少选择一个角色');
  });
  it('refuses a tenant domain that is not a host label', () => {
    expect(orgFormErrors('tenant', { domainName: 'Bad_Domain', title: '台', adminPassword: 'Abc_123' }).domainName).toMatch(/租户域名只能包含/);
  });
});
