// POST /api/web-operate/platform/manager/invite/accept and /refuse: the answer to an invitation
// (a type-1 邀请 message); the inviter is told by a message. An invitation to a collaborative task
// answers the task itself (services/collab-tasks.ts).
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { conflict, notFound } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { notify, pushCounts } from '../../services/notify.js';
import { INVITATION_MESSAGE_TYPE, INVITE_STATUS, messageTexts } from '../../../shared/message-types.js';
import { answerTask, taskOfRef } from '../../services/collab-tasks.js';
import { QA_MACHINE_TEXTS, QA_TEXTS } from '../../../shared/qa-tasks.js';

const tags = ['消息中心'];

/** Accepting or refusing an invitation (a type-1 message); the inviter is told by a message. */
export default async function inviteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.messages;

  for (const [action, status] of [
    ['accept', INVITE_STATUS.accepted],
    ['refuse', INVITE_STATUS.refused],
  ] as const) {
    const verb = messageTexts.inviteVerb[action];
    r.post(
      `/platform/manager/invite/${action}`,
      {
        schema: {
          tags,
          summary: `${verb}邀请（msgId：邀请消息的编号）；邀请人收到一条消息`,
          consumes: form,
          body: Type.Object({ msgId: Type.Integer({ minimum: 1 }) }),
          response: { 200: EnvelopeOf(Type.Null()), 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
        },
      },
      async (request) => {
        const { tenantId, userId } = who(request);
        const msg = await repo.get(tenantId, userId, request.body.msgId);
        if (!msg || msg.msg_type !== INVITATION_MESSAGE_TYPE) throw notFound(messageTexts.inviteNotFound);
        if (msg.invite_status !== INVITE_STATUS.waiting) throw conflict(QA_TEXTS.inviteAnswered);
        // An invitation to a collaborative task answers the task (and every message about it).
        const taskId = taskOfRef(msg.ref_key);
        if (taskId !== null) {
          await answerTask(app, tenantId, userId, taskId, status === INVITE_STATUS.accepted);
          return ok(null, QA_MACHINE_TEXTS.done[action]);
        }
        await repo.setInviteStatus(tenantId, userId, msg.id, status);
        const me = await app.repos.users.get(tenantId, userId);
        if (msg.sender_id) {
          await notify(app, tenantId, [msg.sender_id], {
            msgType: INVITATION_MESSAGE_TYPE,
            title: messageTexts.inviteAnsweredTitle(me?.name ?? '', verb),
            viewContent: messageTexts.inviteAnsweredBody(me?.name ?? '', verb, msg.title),
            senderId: userId,
            inviteStatus: status,
          });
        }
        await pushCounts(app, tenantId, userId);
        return ok(null, QA_MACHINE_TEXTS.done[action]);
      },
    );
  }
}
