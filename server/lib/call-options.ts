// Route options of the usual call shapes (a GET that reads its query, a call with a JSON body, a
// form post): schema, OpenAPI tags and summary, the 200 envelope and the error answers in one call.
import type { TSchema } from 'typebox';
import { EnvelopeOf } from './envelope.js';

/** The request type of a call that posts a form (`consumes`), as the console's forms send it. */
export const form = ['application/x-www-form-urlencoded'];

/**
 * The options of a GET call that reads its query: the OpenAPI tags and summary, the query's
 * schema, the envelope around `data` as the 200 answer, and the error answers it may give.
 */
export function queryCall<Q extends TSchema, D extends TSchema, E extends Record<number, TSchema>>(
  tags: string[],
  summary: string,
  querystring: Q,
  data: D,
  errors: E,
) {
  return { schema: { tags, summary, querystring, response: { 200: EnvelopeOf(data), ...errors } } };
}

/** The options of a call that takes a JSON body: as {@link queryCall}, with the body's schema. */
export function bodyCall<B extends TSchema, D extends TSchema, E extends Record<number, TSchema>>(
  tags: string[],
  summary: string,
  body: B,
  data: D,
  errors: E,
) {
  return { schema: { tags, summary, body, response: { 200: EnvelopeOf(data), ...errors } } };
}

/** The options of a call that posts a form (`consumes` {@link form}): as {@link bodyCall}, with the form's schema. */
export function formCall<B extends TSchema, D extends TSchema, E extends Record<number, TSchema>>(
  tags: string[],
  summary: string,
  body: B,
  data: D,
  errors: E,
) {
  return { schema: { tags, summary, consumes: form, body, response: { 200: EnvelopeOf(data), ...errors } } };
}
