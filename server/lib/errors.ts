// The errors a route or service throws to refuse a call (AppError: HTTP status, body code, Chinese
// message; plugins/errors.ts answers them as envelopes), and found(): a lookup or a 404.
import { CODE } from '../../shared/api.js';
import { ERROR_TEXTS } from './error-texts.js';

/** An error the client should see: HTTP status, body code and a Chinese message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, CODE.badRequest, msg);
export const forbidden = (msg: string = ERROR_TEXTS.forbidden) => new AppError(403, CODE.forbidden, msg);
export const notFound = (msg: string = ERROR_TEXTS.notFound) => new AppError(404, CODE.notFound, msg);
export const conflict = (msg: string) => new AppError(409, CODE.conflict, msg);
export const tooMany = (msg: string) => new AppError(429, CODE.tooMany, msg);
export const sessionExpired = (msg: string = ERROR_TEXTS.sessionExpired) => new AppError(401, CODE.sessionExpired, msg);

/** What a lookup found, or a 404 with `msg` when it found nothing: `const row = await found(repo.get(…), '…不存在')`. */
export async function found<T>(lookup: T | Promise<T>, msg?: string): Promise<NonNullable<T>> {
  const value = await lookup;
  if (!value) throw notFound(msg);
  return value;
}
