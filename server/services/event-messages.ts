// Messages the server creates on its own events, so the centre has real content without the
// other areas' routes knowing about it: after a successful call of one of these routes, the
// caller receives a message. (An area may also call notify() itself; then drop its line here.)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notify, type Notice } from './notify.js';
import { MEDIA_TEXTS } from './media-messages.js';
import { PROGRAMME_TEXTS } from './programme-messages.js';

type Rule = (body: Record<string, unknown>, data: Record<string, unknown>) => Notice | null;

const CREATION = 0;

export const EVENT_RULES: Record<string, Rule> = {
  // An upload finished: the file is registered in a library.
  '/api/web-manager/file/manager/save': (body, data) => ({
    msgType: CREATION,
    title: MEDIA_TEXTS.uploadedTitle,
    viewContent: MEDIA_TEXTS.uploaded(String(data.fileName ?? body.fileObjName ?? '')),
  }),
  // A schedule was copied to other days.
  // (a dry run, dryRun=1, wrote nothing: no message)
  '/api/web-manager/live/program/copyProgram': (body, data) =>
    Number(body.dryRun) === 1
      ? null
      : {
          msgType: CREATION,
          title: PROGRAMME_TEXTS.copiedTitle,
          viewContent: PROGRAMME_TEXTS.copied(String(body.fromDate ?? ''), Number(data.days ?? 0), Number(data.entries ?? 0)),
        },
  // A template was applied to days (not its dry run).
  '/api/web-manager/live/template/apply': (body, data) =>
    Number(body.dryRun) === 1
      ? null
      : {
          msgType: CREATION,
          title: PROGRAMME_TEXTS.templateAppliedTitle,
          viewContent: PROGRAMME_TEXTS.templateApplied(Number(data.days ?? 0)),
        },
};

export function installEventMessages(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const rule = EVENT_RULES[request.routeOptions.url ?? ''];
    if (!rule || reply.statusCode !== 200 || !request.auth || typeof payload !== 'string') return payload;
    let envelope: { code?: number; data?: unknown };
    try {
      envelope = JSON.parse(payload) as typeof envelope;
    } catch {
      return payload;
    }
    if (envelope.code !== 200) return payload;
    const notice = rule((request.body ?? {}) as Record<string, unknown>, (envelope.data ?? {}) as Record<string, unknown>);
    if (notice) {
      const { tenantId, userId } = request.auth;
      void notify(app, tenantId, [userId], notice).catch((err) => request.log.warn({ err }, 'event message failed'));
    }
    return payload;
  });
}
