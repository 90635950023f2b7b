// The { code, msg, data } envelope around every JSON answer (spec §8): ok() for a success, and the
// TypeBox schemas of envelopes and paged answers that route schemas answer with.
import { Type, type TSchema } from 'typebox';
import { CODE, type Envelope } from '../../shared/api.js';
import { COMMON_MESSAGES } from '../../shared/common-messages.js';

/** The success envelope of every JSON answer. */
export function ok<T>(data: T, msg: string = COMMON_MESSAGES.done): Envelope<T> {
  return { code: CODE.ok, msg, data };
}

/** Response schema of an envelope around `data` (for the OpenAPI document and serialisation). */
export function EnvelopeOf<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

export const ErrorEnvelope = Type.Object(
  { code: Type.Integer(), msg: Type.String(), data: Type.Null() },
  { description: '失败：code 非 200，msg 为中文原因' },
);

/** The refusals most calls may answer: 400 (input), 403 (rights), 404 (not found), 409 (conflict). */
export const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

/** The `data` of a paged answer: one page of `item`, the total and the page asked for. */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({ list: Type.Array(item), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });
}

