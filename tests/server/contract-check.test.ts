// The answer check shared by the end-to-end proxy and the server tests (tests/support/openapi-check.mjs)
// reports what breaks a document: an unknown operation, an undocumented status, a body off its schema.
import { describe, expect, it } from 'vitest';
import { openapiChecker } from '../support/openapi-check.mjs';

const envelope = { type: 'object', required: ['code', 'msg'], properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} } };
const doc = {
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: {
    '/api/items/{id}': {
      get: {
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { ...envelope, properties: { ...envelope.properties, data: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } } } } },
          '404': { description: 'gone', content: { 'application/json': { schema: envelope } } },
        },
      },
    },
  },
};
const JSON_TYPE = 'application/json; charset=utf-8';

describe('the OpenAPI answer check', () => {
  const checker = openapiChecker(doc);
  // every call below is of an API answer, so the check answers an object
  const check = (...a: Parameters<typeof checker>) => checker(...a) ?? { problem: 'not checked' };
  it('passes an answer that agrees with the document and skips what is not an API answer', () => {
    expect(check('GET', '/api/items/7?x=1', 200, JSON_TYPE, JSON.stringify({ code: 200, msg: '', data: { id: 7 } }))).toEqual({});
    expect(check('GET', '/api/items/7', 404, JSON_TYPE, JSON.stringify({ code: 404, msg: '稿件不存在' }))).toEqual({});
    expect(checker('GET', '/login', 200, 'text/html', '<html>')).toBeUndefined();
    expect(checker('GET', '/api/docs/json', 200, JSON_TYPE, '{}')).toBeUndefined();
  });
  it('reports an unknown operation, an undocumented status, a body off its schema and a body that is not JSON', () => {
    expect(check('GET', '/api/nothing', 200, JSON_TYPE, '{}').problem).toBe('operation not in the OpenAPI document');
    expect(check('GET', '/api/nothing', 404, JSON_TYPE, '{}')).toEqual({});
    expect(check('POST', '/api/items/7', 200, JSON_TYPE, '{}').problem).toBe('method not documented for /api/items/{id}');
    expect(check('GET', '/api/items/7', 500, JSON_TYPE, '{}').problem).toBe('status 500 not documented for get /api/items/{id}');
    const off = check('GET', '/api/items/7', 200, JSON_TYPE, JSON.stringify({ code: 200, msg: '', data: { id: 'seven' } }));
    expect(off.problem).toBe('body does not match the documented schema');
    expect(JSON.stringify(off.errors)).toContain('/data/id');
    expect(check('GET', '/api/items/7', 200, JSON_TYPE, '{nope').problem).toBe('body is not JSON although the content type says so');
  });
});
