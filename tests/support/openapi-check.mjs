// The OpenAPI answer check shared by the end-to-end validating proxy
// (tests/e2e/support/contract-proxy.mjs) and the server tests (tests/server/helpers.ts): for one
// answer under /api/, the operation must exist, its status must be documented (or a `default`
// given) and a JSON body must match the documented schema (ajv against the served document).
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointer = (parts) => parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * A checker for one OpenAPI document: `check(method, url, status, contentType, body)` answers
 * undefined when the answer is not checked (not under /api/, the docs themselves), else
 * `{ problem?, errors? }` (no problem: the answer agrees with the document).
 */
export function openapiChecker(doc) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const validators = new Map();
  const operations = Object.keys(doc.paths ?? {})
    .map((p) => ({
      path: p,
      // a {param} matches one segment; the longest literal path wins when several match
      re: new RegExp(`^${p.split(/(\{[^}]+\})/).map((part) => (part.startsWith('{') ? '[^/]+' : escapeRe(part))).join('')}$`),
      literal: p.replace(/\{[^}]+\}/g, '').length,
    }))
    .sort((a, b) => b.literal - a.literal);

  return function check(method, url, status, contentType, body) {
    const pathname = url.split('?')[0];
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/docs')) return undefined;
    const op = operations.find((o) => o.re.test(pathname));
    const m = method.toLowerCase();
    if (!op) {
      // unknown routes answer 404 with the envelope (contract); anything else is a violation
      return status === 404 ? {} : { problem: 'operation not in the OpenAPI document' };
    }
    const operation = doc.paths[op.path][m];
    if (!operation) return status === 404 || status === 405 ? {} : { problem: `method not documented for ${op.path}` };
    const responses = operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return { problem: `status ${status} not documented for ${m} ${op.path}` };
    if (!/application\/json/.test(contentType ?? '')) return {};
    const media = responses[key].content?.['application/json'];
    if (!media?.schema) return {};
    const ref = `openapi.json#/${pointer(['paths', op.path, m, 'responses', key, 'content', 'application/json', 'schema'])}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    let json;
    try {
      json = JSON.parse(body);
    } catch {
      return { problem: 'body is not JSON although the content type says so' };
    }
    if (!validate(json)) return { problem: 'body does not match the documented schema', errors: validate.errors?.slice(0, 3) };
    return {};
  };
}
