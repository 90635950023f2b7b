// Every failure answers the { code, msg, data: null } envelope with a Chinese message: AppError,
// schema violations (naming the field), client faults of the parsers and the database; a 5xx
// is logged and never shows a stack. Unknown console paths get index.html (history mode).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { CODE } from '../../shared/api.js';
import { AppError } from '../lib/errors.js';
import { ERROR_TEXTS, FAULT_TEXTS, STATUS_TEXTS, VALIDATION_TEXTS as V } from '../lib/error-texts.js';
import { fieldLabel } from '../lib/field-labels.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** One Chinese sentence for the first schema violation, naming the field. */
export function validationMessage(errors: AjvError[]): string {
  const e = errors[0];
  if (!e) return V.noError;
  const field = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/').filter(Boolean).join('.');
  const name = fieldLabel(field || V.body);
  switch (e.keyword) {
    case 'required':
      return V.required(name);
    case 'minLength':
      return Number(e.params.limit) <= 1 ? V.empty(name) : V.tooShort(name, String(e.params.limit));
    case 'maxLength':
      return V.tooLong(name, String(e.params.limit));
    case 'pattern':
    case 'format':
      return V.format(name);
    case 'type':
      return V.type(name);
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return V.range(name);
    case 'x-finite':
      return V.finite(name);
    case 'maxItems':
      return V.tooMany(name);
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return V.choice(name);
    default:
      return V.invalid(name);
  }
}

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
  if (code === 'FST_ERR_MAX_PARAM_LENGTH' || error.statusCode === 414) return { status: 414, msg: FAULT_TEXTS.urlTooLong };
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
    return { status: 400, msg: FAULT_TEXTS.invalidJson };
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { status: 400, msg: FAULT_TEXTS.emptyBody };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return { status: code.endsWith('LENGTH') ? 400 : 415, msg: code.endsWith('LENGTH') ? FAULT_TEXTS.badLength : FAULT_TEXTS.unsupportedType };
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return { status: 413, msg: FAULT_TEXTS.tooLarge };
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return { status: 415, msg: FAULT_TEXTS.multipartRequired };
  if (code.startsWith('FST_') && /multipart|boundary/i.test(message)) return { status: 400, msg: FAULT_TEXTS.multipartBroken };
  if (MULTIPART_FAULTS.test(message)) return { status: 400, msg: FAULT_TEXTS.multipartBroken };
  // decodeURIComponent of a client's malformed escape (e.g. a path segment "%s").
  if (error instanceof URIError) return { status: 400, msg: FAULT_TEXTS.badEscape };
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted') {
    return { status: 400, msg: FAULT_TEXTS.aborted };
  }
  if (PG_DATA_FAULTS.has(code) || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG') return { status: 400, msg: FAULT_TEXTS.outOfRange };
  return null;
}

/** Fastify's `frameworkErrors` option: bad URLs and over-long path parameters get the envelope too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const fault = clientFault(error) ?? (error.code === 'FST_ERR_BAD_URL' ? { status: 400, msg: ERROR_TEXTS.badUrl } : null);
  const status = fault?.status ?? 500;
  void reply.status(status).send({ code: status === 500 ? CODE.serverError : status, msg: fault?.msg ?? ERROR_TEXTS.serverError, data: null });
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
      return reply.status(status).send({ code: status, msg: STATUS_TEXTS[status] ?? ERROR_TEXTS.badRequest, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: CODE.serverError, msg: ERROR_TEXTS.serverError, data: null });
  });

  const indexFile = path.join(webDir, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api') || url.startsWith('/websocket');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && fs.existsSync(indexFile)) {
      // History-mode fallback: every console path is answered by the single page.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({ code: CODE.notFound, msg: FAULT_TEXTS.noRoute, data: null });
  });
}
