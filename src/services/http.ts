// The one http client of the console. Every call carries token, webTenId, platform and msgId;
// posts are form-encoded unless they pass FormData or ask for JSON; answers are envelopes and
// the body code is the truth whatever the HTTP status (spec §8, contract "Envelope").
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { CODE, type Envelope } from '../../shared/api.js';
import { isPlainObject, toSearchParams } from './form-encoding.js';
import { httpMessages } from './messages.js';
import { emitSessionSignal } from './session-events.js';
import { readToken, readUser, sessionMsgId } from './storage.js';
import { toast } from './toast.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send a plain-object body as JSON instead of a form. */
    asJson?: boolean;
    /** Do not toast this call's failures (it still rejects; 99995 still ends the session). */
    quiet?: boolean;
    /** Resolve with `{ data, msg }` (calls whose screen shows the server's own message). */
    withMessage?: boolean;
  }
}

declare global {
  interface Window {
    /** For end-to-end tests: the console's http instance. */
    __consoleHttp?: AxiosInstance;
  }
}

/** The spec's network-error toast lasts 5 seconds. */
export const NETWORK_ERROR_TIMEOUT = 5000;

export type ApiErrorKind = 'code' | 'expired' | 'silent' | 'network' | 'http' | 'canceled';

/** Every rejection of the client. `code` is the body code (0 when there was no envelope). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code = 0,
    readonly status = 0,
    /** The envelope's `data` of a refusal (e.g. the holder of an edit lock), when it carried one. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const http: AxiosInstance = axios.create({
  baseURL: '',
  timeout: 60_000,
  paramsSerializer: { serialize: (params) => toSearchParams(params as Record<string, unknown>).toString() },
});

http.interceptors.request.use((config) => {
  const headers = config.headers;
  const token = readToken();
  if (token && !headers.has('token')) headers.set('token', token);
  const tenantId = readUser()?.webTenId;
  if (tenantId !== undefined && tenantId !== null && !headers.has('webTenId')) headers.set('webTenId', String(tenantId));
  headers.set('platform', '1');
  headers.set('msgId', sessionMsgId());
  if (isPlainObject(config.data) && !config.asJson) config.data = toSearchParams(config.data);
  return config;
});

// The client resolves with the envelope's data, not with the response: the helpers below type it.
const unwrap = (response: AxiosResponse) => settle(response) as Promise<AxiosResponse>;

http.interceptors.response.use(unwrap, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response) return unwrap(error.response);
  if (axios.isCancel(error)) return Promise.reject(new ApiError('canceled', 'canceled'));
  const config = axios.isAxiosError(error) ? error.config : undefined;
  if (!config?.quiet) toast.error(httpMessages.networkError, { timeout: NETWORK_ERROR_TIMEOUT });
  return Promise.reject(new ApiError(httpMessages.networkError, 'network'));
});

function isEnvelope(body: unknown): body is Envelope {
  return isPlainObject(body) && typeof body.code === 'number';
}

/** The token the expiry was reported for: one report per token, however many calls fail. */
let expiredToken: string | null = null;

function settle(response: AxiosResponse): Promise<unknown> {
  const { config, status } = response;
  const body: unknown = response.data;
  if (!isEnvelope(body)) {
    if (status >= 200 && status < 300) return Promise.resolve(body);
    const message = httpMessages.requestFailed(status);
    if (!config.quiet) toast.error(message);
    return Promise.reject(new ApiError(message, 'http', 0, status));
  }
  if (body.code === CODE.ok) return Promise.resolve(config.withMessage ? { data: body.data, msg: body.msg } : body.data);
  const message = body.msg || httpMessages.unknownError;
  if (body.code === CODE.sessionExpired) {
    const token = String(config.headers?.get('token') ?? '');
    if (expiredToken !== token) {
      expiredToken = token;
      emitSessionSignal({ type: 'session.expired', msg: body.msg });
    }
    return Promise.reject(new ApiError(message, 'expired', body.code, status));
  }
  if (body.code === CODE.silent) return Promise.reject(new ApiError(message, 'silent', body.code, status));
  if (!config.quiet) toast.error(message);
  return Promise.reject(new ApiError(message, 'code', body.code, status, body.data ?? null));
}

/**
 * The one place an answer gets its type. The response interceptor resolves with the envelope's
 * data (or a non-envelope body as is), not with an AxiosResponse, which axios's types cannot
 * express; T is what the endpoint's contract promises.
 */
function data<T>(request: Promise<AxiosResponse>): Promise<T> {
  return request as Promise<T>;
}

/** GET; resolves with the envelope's data. */
export function get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return data<T>(http.get(url, { ...config, params }));
}

/** POST a form (plain object → x-www-form-urlencoded) or FormData (multipart). */
export function post<T>(url: string, body?: object | FormData, config?: AxiosRequestConfig): Promise<T> {
  return data<T>(http.post(url, body, config));
}

/** POST a JSON body. */
export function postJson<T>(url: string, body: unknown, config?: AxiosRequestConfig): Promise<T> {
  return data<T>(http.post(url, body, { ...config, asJson: true }));
}

/** PUT a form (plain object → x-www-form-urlencoded) or FormData (multipart). */
export function put<T>(url: string, body?: object | FormData, config?: AxiosRequestConfig): Promise<T> {
  return data<T>(http.put(url, body, config));
}

/** PATCH a form (plain object → x-www-form-urlencoded) or FormData (multipart). */
export function patch<T>(url: string, body?: object | FormData, config?: AxiosRequestConfig): Promise<T> {
  return data<T>(http.patch(url, body, config));
}

/** PATCH a JSON body. */
export function patchJson<T>(url: string, body: unknown, config?: AxiosRequestConfig): Promise<T> {
  return data<T>(http.patch(url, body, { ...config, asJson: true }));
}

/** DELETE (`delete` is a reserved word). */
export function del<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return data<T>(http.delete(url, config));
}

if (typeof window !== 'undefined') window.__consoleHttp = http;
