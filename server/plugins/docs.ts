// The OpenAPI document, generated from the route schemas: JSON at /api/docs/json, browsable at
// /api/docs. Every operation gets an operationId and the error envelopes it may answer.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SERVER_VERSION } from '../version.js';
import { ErrorEnvelope } from '../lib/envelope.js';

/** operationId of a route: its method and URL, e.g. get_api_web_manager_live_tv_page. */
export function operationIdOf(method: string, url: string): string {
  const tail = url.replace(/[{}:]/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${method.toLowerCase()}_${tail || 'root'}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Completes each operation of the document from what holds for every route: an operationId, the
 * envelope of 400 (validation) and, unless the route is public, 401 (session) answers, and no
 * security requirement on public routes. Only the document changes; routes serialize as before.
 */
function completeOperation({ schema, url, route }: { schema: unknown; url: string; route: { config?: unknown } }) {
  const s: Record<string, unknown> = isObject(schema) ? { ...schema } : {};
  const auth = isObject(route.config) ? route.config.auth : undefined;
  const response: Record<string, unknown> = isObject(s.response) ? { ...s.response } : {};
  if (!Object.keys(response).some((k) => /^2/.test(k))) response['200'] = { description: '成功：{ code: 200, msg, data }', type: 'object' };
  response['400'] ??= ErrorEnvelope;
  if (auth !== 'none' && auth !== 'optional') response['401'] ??= ErrorEnvelope;
  // every other failure (403, 404, 409, 429, 500) answers the envelope too
  response.default ??= ErrorEnvelope;
  s.response = response;
  if (auth === 'none') s.security = [];
  return { schema: s, url };
}

/** OpenAPI generated from the route schemas: JSON at /api/docs/json, browsable at /api/docs. */
export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '融媒体管理平台 API',
        version: SERVER_VERSION,
        license: { name: 'Proprietary', url: 'https://localhost/license' },
        description:
          '每个 JSON 应答为 { code, msg, data }，code 200 为成功。请求头携带 token、webTenId、platform: 1、msgId。' +
          '会话缺失、过期或已撤销：HTTP 401，code 99995。webTenId 与令牌不符：HTTP 403。参数校验失败：HTTP 400，msg 指明字段。' +
          'POST 默认 application/x-www-form-urlencoded。',
      },
      servers: [{ url: '/', description: '本服务（控制台与 API 同源）' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
      security: [{ token: [] }],
    },
    transform: completeOperation,
    // operationIds per path and method (one route may serve GET and HEAD)
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      for (const [url, item] of Object.entries(doc.openapiObject.paths ?? {})) {
        if (!isObject(item)) continue;
        const ops: Record<string, unknown> = item;
        for (const [method, op] of Object.entries(ops)) {
          // copied: the GET and HEAD of one route share one operation object
          if (isObject(op) && !op.operationId) ops[method] = { ...op, operationId: operationIdOf(method, url) };
        }
      }
      return doc.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
