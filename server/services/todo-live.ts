// 待我处理 moves live (docs/todo.md): after a successful write that can change someone's counts,
// the holders of the menus that act on them (the row's users) get one small frame on their
// message-centre sockets, { "todoChanged": { "at": <epoch ms> } }, and their dashboards ask again.
// Readers' new contributions, tip-offs, comments and questions reach the same users as a pushed
// message (notify), on which the panel asks again too. One table: route → the menus concerned.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { CONTENT_TYPES } from '../../shared/content.js';
import { todoFrame } from '../../shared/todo.js';
import { TODO_MENUS } from './todo.js';

const CONTENT = CONTENT_TYPES.flatMap((t) => [t.path, t.reviewPath]);
/** Only the caller (their own uploads). */
const SELF: readonly string[] = [];

export const TODO_TRIGGERS: Record<string, readonly string[]> = {
  'POST /api/web-publish/content/save': CONTENT,
  'POST /api/web-publish/content/submit': CONTENT,
  'POST /api/web-publish/content/review': CONTENT,
  'POST /api/web-publish/content/delete': CONTENT,
  'POST /api/web-publish/publish/contribute/pass': [TODO_MENUS.contributions],
  'POST /api/web-publish/publish/contribute/back': [TODO_MENUS.contributions],
  'POST /api/web-publish/publish/contribute/delete': [TODO_MENUS.contributions],
  'POST /api/reportsubject': [TODO_MENUS.tips],
  'POST /api/reportsubject/change': [TODO_MENUS.tips],
  'DELETE /api/reportsubject/:id': [TODO_MENUS.tips],
  'POST /api/politics/question/assign': [TODO_MENUS.politics],
  'POST /api/politics/question/delete': [TODO_MENUS.politics],
  'POST /api/politics/answer': [TODO_MENUS.politics],
  'POST /api/web-publish/comment/approve': [TODO_MENUS.comments],
  'POST /api/web-publish/comment/hide': [TODO_MENUS.comments],
  'POST /api/web-publish/comment/delete': [TODO_MENUS.comments],
  'POST /api/web-manager/live/program/add': [TODO_MENUS.gaps],
  'POST /api/web-manager/live/program/copyProgram': [TODO_MENUS.gaps],
  'POST /api/web-manager/live/program/edit': [TODO_MENUS.gaps],
  'POST /api/web-manager/live/program/delete': [TODO_MENUS.gaps],
  'POST /api/web-manager/live/template/apply': [TODO_MENUS.gaps],
  'POST /api/web-manager/file/manager/check': SELF,
  'POST /api/web-manager/fileChunk/merge': SELF,
};

/** Pushes the frame to the holders of `menus` (and `also`) of the tenant, on every instance. */
export async function pushTodoChanged(app: FastifyInstance, tenantId: number, menus: readonly string[], also: number[] = []): Promise<void> {
  const holders = await Promise.all(menus.map((m) => app.repos.contentItems.holdersOf(tenantId, m)));
  const userIds = [...new Set([...holders.flat(), ...also])];
  if (userIds.length) await app.realtime?.publish({ kind: 'user', tenantId, userIds, data: todoFrame(Date.now()) });
}

export function installTodoLive(app: FastifyInstance): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode !== 200 || !request.auth) return;
    const menus = TODO_TRIGGERS[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!menus) return;
    const { tenantId, userId } = request.auth;
    void pushTodoChanged(app, tenantId, menus, [userId]).catch((err: unknown) => request.log.warn({ err }, 'todo change not pushed'));
  });
}
