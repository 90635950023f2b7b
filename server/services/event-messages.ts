// Messages the server creates on its own events, so the centre has real content without the
// other areas' routes knowing about it: after a successful call of one of these routes, the
// caller receives a message. (An area may also call notify() itself; then drop its line here.)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notify, type Notice } from './notify.js';

type Rule = (body: Record<string, unknown>, data: Record<string, unknown>) => Notice | null;

const CREATION = 0;

export const EVENT_RULES: Record<string, Rule> = {
  // An upload finished: the file is registered in a library.
  '/api/web-manager/file/manager/save': (body, data) => ({
    msgType: CREATION,
    title: '文件上传完成',
    viewContent: `《${String(data.fileName ?? body.fileObjName ?? '')}》已上传到媒体库`,
  }),
  // A schedule was copied to other days.
  // (a dry run, dryRun=1, wrote nothing: no message)
  '/api/web-manager/live/program/copyProgram': (body, data) =>
    Number(body.dryRun) === 1
      ? null
      : {
          msgType: CREATION,
          title: '节目单复制完成',
          viewContent: `已从 ${String(body.fromDate ?? '')} 复制 ${Number(data.days ?? 0)} 天共 ${Number(data.entries ?? 0)} 条节目`,
        },
  // A template was applied to days (not its dry run).
  '/api/web-manager/live/template/apply': (body, data) =>
    Number(body.dryRun) === 1
      ? null
      : {
          msgType: CREATION,
          title: '节目单模板已应用',
          viewContent: `模板已写入 ${Number(data.days ?? 0)} 天`,
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
