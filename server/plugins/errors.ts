// Every failure answers the { code, msg, data: null } envelope with a Chinese message: AppError,
// schema violations (naming the field), client faults of the parsers and the database; a 5xx
// is logged and never shows a stack. Unknown console paths get index.html (history mode).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    case 'x-finite':
      return `${name}必须是有限的数字`;
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
  414: '请求地址过长',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试',
};

/** Messages of busboy (multipart parser) errors: the body the client sent is malformed or cut short. */
const MULTIPART_FAULTS = /^(Unexpected end of (form|file)|Boundary not found|Multipart: Boundary not found|Malformed (part header|urlencoded form)|Part terminated early|Unexpected end of multipart data|Malformed content type)/i;
/** Database "data exception" codes (PostgreSQL class 22): a value the column cannot hold. */
const PG_DATA_FAULTS = new Set(['22003', '22P02', '22007', '22008', '22001', '22021', '54000']);

/**
 * Framework, parser and database errors that are the client's fault, as a 4xx status and a
 * Chinese message (one place; no stack, no "unhandled error" log for these).
 */
export function clientFault(error: FastifyError & { code?: string }): { status: number; msg: string } | null {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (code === 'FST_ERR_MAX_PARAM_LENGTH' || error.statusCode === 414) return { status: 414, msg: '请求地址过长' };
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
    return { status: 400, msg: '请求体不是合法的 JSON' };
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { status: 400, msg: '请求体不能为空' };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return { status: code.endsWith('LENGTH') ? 400 : 415, msg: code.endsWith('LENGTH') ? '请求长度不正确' : '不支持的请求内容类型' };
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return { status: 413, msg: '请求内容过大' };
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return { status: 415, msg: '请以 multipart/form-data 上传' };
  if (code.startsWith('FST_') && /multipart|boundary/i.test(message)) return { status: 400, msg: '上传内容格式不正确或不完整' };
  if (MULTIPART_FAULTS.test(message)) return { status: 400, msg: '上传内容格式不正确或不完整' };
  // decodeURIComponent of a client's malformed escape (e.g. a path segment "%s").
  if (error instanceof URIError) return { status: 400, msg: '请求地址中的编码不正确' };
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted') {
    return { status: 400, msg: '请求在传输中断开' };
  }
  if (PG_DATA_FAULTS.has(code) || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG') return { status: 400, msg: '请求参数超出允许范围' };
  return null;
}

/** Fastify's `frameworkErrors` option: bad URLs and over-long path parameters get the envelope too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const fault = clientFault(error) ?? (error.code === 'FST_ERR_BAD_URL' ? { status: 400, msg: '请求地址不正确' } : null);
  const status = fault?.status ?? 500;
  void reply.status(status).send({ code: status === 500 ? CODE.serverError : status, msg: fault?.msg ?? '服务器内部错误，请稍后重试', data: null });
}

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
    const client = clientFault(error);
    if (client) return reply.status(client.status).send({ code: client.status, msg: client.msg, data: null });
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
