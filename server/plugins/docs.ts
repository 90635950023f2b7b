import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SERVER_VERSION } from '../version.js';

/** OpenAPI generated from the route schemas: JSON at /api/docs/json, browsable at /api/docs. */
export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '融媒体管理平台 API',
        version: SERVER_VERSION,
        description:
          '每个 JSON 应答为 { code, msg, data }，code 200 为成功。请求头携带 token、webTenId、platform: 1、msgId。' +
          '会话缺失、过期或已撤销：HTTP 401，code 99995。webTenId 与令牌不符：HTTP 403。参数校验失败：HTTP 400，msg 指明字段。' +
          'POST 默认 application/x-www-form-urlencoded。',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
