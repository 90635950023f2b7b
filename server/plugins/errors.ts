import type { FastifyError, FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { CODE } from '../../shared/api.js';
import { AppError } from '../lib/errors.js';
import { fieldLabel } from '../lib/field-labels.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** One Chinese sentence for the first schema violation, naming the field. */
export function validationMessage(errors: AjvError[]): string {
  const e = errors[0];
  if (!e) return '请求参数不正确';
  const field = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/').filter(Boolean).join('.');
  const name = fieldLabel(field || '请求体');
  switch (e.keyword) {
    case 'required':
      return `缺少必填参数：${name}`;
    case 'minLength':
      return Number(e.params.limit) <= 1 ? `${name}不能为空` : `${name}长度不能少于${String(e.params.limit)}个字符`;
    case 'maxLength':
      return `${name}长度不能超过${String(e.params.limit)}个字符`;
    case 'pattern':
    case 'format':
      return `${name}格式不正确`;
    case 'type':
      return `${name}类型不正确`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name}超出允许范围`;
    case 'maxItems':
      return `${name}数量超出上限`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `${name}取值不正确`;
    default:
      return `${name}不合法`;
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: '请求格式不正确',
  404: '接口不存在',
  405: '请求方法不被允许',
  406: '不支持的响应格式',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试',
};

/** Maps every error to the envelope; 5xx never leak a stack trace. */
export function installErrors(app: FastifyInstance, webDir: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: null });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ code: CODE.badRequest, msg: validationMessage(error.validation as AjvError[]), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: STATUS_MESSAGES[status] ?? '请求不正确', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: CODE.serverError, msg: '服务器内部错误，请稍后重试', data: null });
  });

  const indexFile = path.join(webDir, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api') || url.startsWith('/websocket');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && fs.existsSync(indexFile)) {
      // History-mode fallback: every console path is answered by the single page.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({ code: CODE.notFound, msg: '接口不存在', data: null });
  });
}
