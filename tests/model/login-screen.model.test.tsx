// The session statechart's generated paths, run against the real login screen (Testing Library):
// every path the login page takes part in (submit, the login call answering or failing) is
// replayed through the UI — typing and clicking 登录, settling the login call — and after each
// step the screen must show what the state means (button enabled/disabled/busy, fields kept).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { SessionUser } from '../../shared/api.js';
import { sessionMachine, type Credentials } from '../../src/machines/session.machine.js';
import { http } from '../../src/services/http.js';
import { sessionLogic } from '../../src/app/wiring/session.js';
import { renderLoginScreen, type HeldLogin } from './login-render.js';
import { generatePaths, pathName } from './harness';
import { modelConfigs } from './model-configs';

const user = { webUserId: 1, webTenId: 1, webUserName: '管理员', webUserAvatar: '', domainName: 'demo', token: 't' } as unknown as SessionUser;
const SCREEN_EVENTS = /^(xstate\.init|login\.submit|xstate\.(done|error)\.actor\.0\.session\.loggingIn)$/;

const { paths } = generatePaths(sessionMachine, { ...modelConfigs.session!, variants: [{ name: '无令牌', guards: { hasToken: () => false } }] });
const screenPaths = paths.filter((p) => p.path.steps.every((s) => SCREEN_EVENTS.test(s.event.type)));

let pending: HeldLogin[] = [];

beforeEach(() => {
  pending = [];
  http.defaults.adapter = async (config) => ({
    data: { code: 200, msg: '', data: [] },
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  });
});

function renderLogin() {
  return renderLoginScreen(pending, {
    logic: { loginForm: sessionLogic.loginForm, loginBranding: sessionLogic.loginBranding, sessionStore: sessionLogic.sessionStore },
    // the session's storage, toasts and page loads: nothing to do in this test
    actions: { storeUser: () => {}, storeToken: () => {}, storeRoutes: () => {}, clearToken: () => {}, clearSession: () => {}, notify: () => {}, goToLogin: () => {} },
  });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: '登录' }) as HTMLButtonElement;

describe('login screen driven by the session statechart', () => {
  it('has paths through every state the login screen shows', () => {
    const ends = new Set(screenPaths.map((p) => JSON.stringify(p.path.state.value)));
    expect([...ends].sort()).toEqual(['"anonymous"', '"loggingIn"', '{"authenticated":"loadingRoutes"}']);
  });

  it.each(screenPaths.map((p) => [pathName(p.path), p] as const))('%s', async (_name, p) => {
    renderLogin();
    await p.path.test({
      events: {
        'login.submit': async (step: unknown) => {
          const e = (step as { event: Credentials }).event;
          fireEvent.change(field('租户域名'), { target: { value: e.domainName } });
          fireEvent.change(field('账号'), { target: { value: e.account } });
          fireEvent.change(field('密码'), { target: { value: e.password } });
          fireEvent.click(button());
          expect(pending.at(-1)?.input).toEqual({ domainName: e.domainName, account: e.account, password: e.password });
        },
        'xstate.done.actor.0.session.loggingIn': async () => {
          await act(async () => pending.at(-1)!.resolve(user));
        },
        'xstate.error.actor.0.session.loggingIn': async () => {
          await act(async () => pending.at(-1)!.reject(new Error('账号或密码错误')));
        },
      },
      states: {
        anonymous: async (s: AnyMachineSnapshot) => {
          await waitFor(() => expect(button().disabled).toBe(false));
          // after a refused login what was typed stays
          if (s.context.error) expect(field('账号').value).toBe('admin');
        },
        loggingIn: async () => {
          await waitFor(() => expect(button().disabled).toBe(true));
          // a second click sends nothing
          const calls = pending.length;
          fireEvent.click(button());
          expect(pending).toHaveLength(calls);
        },
        'authenticated.loadingRoutes': async () => {
          await waitFor(() => expect(button().disabled).toBe(true));
          expect(screen.queryByText('账号或密码错误')).toBeNull();
        },
      },
    } as never);
  });
});
