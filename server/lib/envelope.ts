import { Type, type TSchema } from 'typebox';
import { CODE, type Envelope } from '../../shared/api.js';

/** The success envelope of every JSON answer. */
export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
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
