import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, get, http, NETWORK_ERROR_TIMEOUT, post, postJson } from './http.js';
import { onSessionSignal, type SessionSignal } from './session-events.js';
import { STORAGE_KEYS, writeToken } from './storage.js';
import { readAllMessages } from './api/message-api.js';
import { setToastSink, type ToastRequest } from './toast.js';

type Reply = { status: number; body?: unknown } | 'network';

let seen: InternalAxiosRequestConfig[] = [];
let toasts: ToastRequest[] = [];
let signals: SessionSignal[] = [];
let unsubscribe: Array<() => void> = [];

/** A stand-in for the network: records each request and answers like axios's own adapters. */
function serve(reply: (config: InternalAxiosRequestConfig) => Reply) {
  http.defaults.adapter = async (config) => {
    seen.push(config);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    const answer = reply(config);
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
}

const ok = (data: unknown): Reply => ({ status: 200, body: { code: 200, msg: 'success', data } });

beforeEach(() => {
  seen = [];
  toasts = [];
  signals = [];
  unsubscribe = [setToastSink((t) => toasts.push(t)), onSessionSignal((s) => signals.push(s))];
});

afterEach(() => {
  for (const stop of unsubscribe) stop();
});

describe('http: requests', () => {
  it('carry token, webTenId, platform 1 and one msgId per browser session', async () => {
    writeToken('tok-A');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ webTenId: 12 }));
    serve(() => ok(null));
    await get('/api/a');
    await post('/api/b');
    const [first, second] = seen;
    expect(first.headers.get('token')).toBe('tok-A');
    expect(first.headers.get('webTenId')).toBe('12');
    expect(first.headers.get('platform')).toBe('1');
    const msgId = first.headers.get('msgId');
    expect(msgId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers.get('msgId')).toBe(msgId);
    expect(sessionStorage.getItem('msgId')).toBe(msgId);
  });

  it('use a CMS-only token from localStorage when there is no cookie, and send no empty headers', async () => {
    serve(() => ok(null));
    await get('/api/a');
    expect(seen[0].headers.has('token')).toBe(false);
    expect(seen[0].headers.has('webTenId')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.cmsToken, 'cms-1');
    await get('/api/a');
    expect(seen[1].headers.get('token')).toBe('cms-1');
  });

  it('keep a token the call gives itself', async () => {
    writeToken('old');
    serve(() => ok(null));
    await post('/api/user', {}, { headers: { token: 'fresh' } });
    expect(seen[0].headers.get('token')).toBe('fresh');
  });

  it('post plain objects as forms with arrays comma-joined', async () => {
    serve(() => ok(null));
    await post('/api/form', { domainName: 'demo', comMicsIds: [3, 1, 2], none: undefined, empty: null, flag: true });
    expect(seen[0].data).toBe('domainName=demo&comMicsIds=3%2C1%2C2&flag=true');
    expect(String(seen[0].headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
  });

  it('post JSON when asked and FormData as it is', async () => {
    serve(() => ok(null));
    await postJson('/api/json', { list: [1, 2], revision: 3 });
    expect(seen[0].data).toBe('{"list":[1,2],"revision":3}');
    expect(String(seen[0].headers.get('Content-Type'))).toContain('application/json');
    const form = new FormData();
    form.append('curChunk', '1');
    await post('/api/upload', form);
    expect(seen[1].data).toBe(form);
  });

  it('comma-join array query parameters', async () => {
    serve(() => ok(null));
    await get('/api/list', { ids: [1, 2], keyword: '新闻', skip: undefined });
    expect(http.getUri(seen[0])).toBe('/api/list?ids=1%2C2&keyword=%E6%96%B0%E9%97%BB');
  });

  it('is the instance the end-to-end tests reach', () => {
    expect(window.__consoleHttp).toBe(http);
  });
});

describe('http: answers', () => {
  it('code 200 resolves with the envelope data', async () => {
    serve(() => ok({ token: 't' }));
    await expect(get('/api/a')).resolves.toEqual({ token: 't' });
    expect(toasts).toEqual([]);
  });

  it('99995 from 50 concurrent calls tells the session once and toasts nothing', async () => {
    writeToken('tok-expired-1');
    serve(() => ({ status: 401, body: { code: 99995, msg: '登录状态已失效', data: null } }));
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => get(`/api/x/${i}`)));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.kind === 'expired')).toBe(true);
    expect(signals).toEqual([{ type: 'session.expired', msg: '登录状态已失效' }]);
    expect(toasts).toEqual([]);
    await get('/api/again').catch(() => undefined);
    expect(signals).toHaveLength(1);
  });

  it('withMessage resolves with the data and the server message; mark-all-read shows that message', async () => {
    serve(() => ({ status: 200, body: { code: 200, msg: '已全部标记为已读', data: { count: 3 } } }));
    await expect(post('/api/a', undefined, { withMessage: true })).resolves.toEqual({ data: { count: 3 }, msg: '已全部标记为已读' });
    await expect(readAllMessages()).resolves.toBe('已全部标记为已读');
  });

  it('mark-all-read answered 99995 ends the session like every call (no 请求失败 toast)', async () => {
    writeToken('tok-expired-readall');
    serve(() => ({ status: 401, body: { code: 99995, msg: '登录状态已失效', data: null } }));
    await expect(readAllMessages()).rejects.toMatchObject({ kind: 'expired' });
    expect(signals).toEqual([{ type: 'session.expired', msg: '登录状态已失效' }]);
    expect(toasts).toEqual([]);
  });

  it('99995 for a later session is reported again', async () => {
    writeToken('tok-expired-2');
    serve(() => ({ status: 401, body: { code: 99995, msg: '登录状态已失效', data: null } }));
    await get('/api/a').catch(() => undefined);
    writeToken('tok-expired-3');
    await get('/api/a').catch(() => undefined);
    expect(signals).toHaveLength(2);
  });

  it('99988 rejects silently, whatever the HTTP status', async () => {
    serve(() => ({ status: 200, body: { code: 99988, msg: '不提示', data: null } }));
    await expect(get('/api/a')).rejects.toMatchObject({ kind: 'silent', code: 99988 });
    serve(() => ({ status: 409, body: { code: 99988, msg: '不提示', data: null } }));
    await expect(get('/api/a')).rejects.toMatchObject({ kind: 'silent' });
    expect(toasts).toEqual([]);
  });

  it('other codes toast the server message as an error and reject, even with HTTP 200', async () => {
    serve(() => ({ status: 200, body: { code: 500, msg: '服务繁忙', data: null } }));
    await expect(get('/api/a')).rejects.toMatchObject({ kind: 'code', code: 500, message: '服务繁忙' });
    serve(() => ({ status: 403, body: { code: 403, msg: '租户信息与登录用户不一致，请求被拒绝', data: null } }));
    await expect(get('/api/b')).rejects.toMatchObject({ code: 403, status: 403 });
    expect(toasts).toEqual([
      { type: 'error', text: '服务繁忙', timeout: 2000 },
      { type: 'error', text: '租户信息与登录用户不一致，请求被拒绝', timeout: 2000 },
    ]);
  });

  it('quiet calls reject without a toast', async () => {
    serve(() => ({ status: 404, body: { code: 404, msg: '租户不存在', data: null } }));
    await expect(get('/api/a', undefined, { quiet: true })).rejects.toMatchObject({ code: 404 });
    expect(toasts).toEqual([]);
  });

  it('a network error toasts for 5 seconds and rejects', async () => {
    serve(() => 'network');
    await expect(get('/api/a')).rejects.toMatchObject({ kind: 'network' });
    expect(toasts).toEqual([{ type: 'error', text: '网络异常，请检查网络连接后重试', timeout: NETWORK_ERROR_TIMEOUT }]);
    expect(NETWORK_ERROR_TIMEOUT).toBe(5000);
  });

  it('an HTTP failure without an envelope toasts the status', async () => {
    serve(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    await expect(get('/api/a')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(toasts).toEqual([{ type: 'error', text: '请求失败（502），请稍后重试', timeout: 2000 }]);
  });
});
