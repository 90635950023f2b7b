import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../services/http.js';
import { STORAGE_KEYS } from '../../services/storage.js';
import { renderLoginScreen, type HeldLogin } from '../../../tests/model/login-render.js';

let logins: HeldLogin[] = [];
let brandingRequests: string[] = [];

beforeEach(() => {
  logins = [];
  brandingRequests = [];
  // The branding call of /login/{domain}: answered here, never on the network.
  http.defaults.adapter = async (config) => {
    brandingRequests.push(http.getUri(config));
    const data = [{ comConfKey: 'SystemMediaSign', webConfValue: '演示台融媒体中心', groupName: '' }];
    return { data: { code: 200, msg: '', data }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
});

function renderLogin(path: string) {
  return renderLoginScreen(logins, { path });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const pressEnter = (label: string) => fireEvent.keyDown(field(label), { key: 'Enter', code: 'Enter' });
const submitButton = () => screen.getByRole('button', { name: '登录' });

describe('login page', () => {
  it('shows what is missing in Chinese and does not log in', () => {
    renderLogin('/login');
    fireEvent.click(submitButton());
    expect(screen.getByText('请输入租户域名')).toBeTruthy();
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(logins).toHaveLength(0);
  });

  it('checks the password characters, and the messages follow the typing', () => {
    renderLogin('/login');
    type('租户域名', 'demo');
    type('账号', 'admin');
    type('密码', 'pass word');
    pressEnter('密码');
    expect(screen.getByText('密码中只能包含数字字母或_$@')).toBeTruthy();
    expect(screen.queryByText('请输入账号')).toBeNull();
    type('密码', 'pass_word');
    expect(screen.queryByText('密码中只能包含数字字母或_$@')).toBeNull();
    expect(logins).toHaveLength(0);
  });

  it('Enter submits; the button waits while logging in; a refused login keeps what was typed', async () => {
    renderLogin('/login');
    type('租户域名', 'demo');
    type('账号', 'admin');
    type('密码', 'Secret_1');
    pressEnter('账号');
    expect(logins.map((l) => l.input)).toEqual([{ domainName: 'demo', account: 'admin', password: 'Secret_1' }]);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    pressEnter('密码');
    expect(logins).toHaveLength(1);

    await act(async () => logins[0].reject(new Error('账号或密码错误')));
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    expect(field('租户域名').value).toBe('demo');
    expect(field('账号').value).toBe('admin');
    expect(field('密码').value).toBe('Secret_1');
  });

  it('ignores Enter while an input method is composing', () => {
    renderLogin('/login');
    type('租户域名', 'demo');
    type('账号', '张三');
    type('密码', 'Secret_1');
    fireEvent.keyDown(field('账号'), { key: 'Enter', isComposing: true });
    expect(logins).toHaveLength(0);
  });

  it('pre-fills the stored domain name', () => {
    localStorage.setItem(STORAGE_KEYS.domainName, 'demo');
    renderLogin('/login');
    expect(field('租户域名').value).toBe('demo');
  });

  it('/login/{domain} hides the domain field, shows the tenant title and logs in to that tenant', async () => {
    renderLogin('/login/demo');
    expect(screen.queryByLabelText(/^租户域名/)).toBeNull();
    await screen.findByText('演示台融媒体中心');
    expect(brandingRequests).toEqual(['/api/web-conf/configuration/manager/tenant/list?comConfType=28&domainName=demo']);
    type('账号', 'admin');
    type('密码', 'Secret_1');
    fireEvent.click(submitButton());
    expect(logins.map((l) => l.input)).toEqual([{ domainName: 'demo', account: 'admin', password: 'Secret_1' }]);
  });
});
