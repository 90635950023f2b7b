// Collaborative tasks: creating one invites its members (邀请 messages that lead to the task);
// a member accepts or refuses from the task or from the message, and either way the invitation
// message is answered and read and the creator is told.
import type { FastifyInstance } from 'fastify';
import { conflict, found } from '../lib/errors.js';
import { notify, pushCounts } from './notify.js';
import { INVITATION_MESSAGE_TYPE, INVITE_STATUS, messageTexts } from '../../shared/message-types.js';
import { QA_MENUS, QA_TEXTS as T } from '../../shared/qa-tasks.js';

export const taskRef = (id: number) => `task:${id}`;
/** The task id of an invitation's ref_key, or null. */
export const taskOfRef = (ref: string) => (/^task:(\d+)$/.exec(ref) ? Number(ref.slice(5)) : null);

export async function inviteMembers(app: FastifyInstance, tenantId: number, task: { id: number; title: string; deadline: number }, userIds: number[], senderId: number) {
  const me = await app.repos.users.get(tenantId, senderId);
  const deadline = new Date(task.deadline).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
  await notify(app, tenantId, userIds, {
    msgType: INVITATION_MESSAGE_TYPE,
    title: T.taskInviteTitle(task.title),
    viewContent: T.taskInviteBody(me?.name ?? '', task.title, deadline),
    link: `${QA_MENUS.tasks.path}?taskId=${task.id}`,
    refKey: taskRef(task.id),
    senderId,
  });
}

/** A member accepts or refuses a task: the member row, the invitation message (read) and a notice to the creator. */
export async function answerTask(app: FastifyInstance, tenantId: number, userId: number, taskId: number, accept: boolean) {
  const task = await found(app.repos.collabTasks.get(tenantId, taskId), T.taskNotFound);
  await found(app.repos.collabTasks.member(tenantId, taskId, userId), T.notInvited);
  const status = accept ? INVITE_STATUS.accepted : INVITE_STATUS.refused;
  if (!(await app.repos.collabTasks.answer(tenantId, taskId, userId, status))) throw conflict(T.inviteAnswered);
  await app.repos.messages.answerInviteByRef(tenantId, userId, taskRef(taskId), status);
  const verb = messageTexts.inviteVerb[accept ? 'accept' : 'refuse'];
  const me = await app.repos.users.get(tenantId, userId);
  if (task.created_by && task.created_by !== userId) {
    await notify(app, tenantId, [task.created_by], {
      msgType: INVITATION_MESSAGE_TYPE,
      title: messageTexts.inviteAnsweredTitle(me?.name ?? '', verb),
      viewContent: T.taskAnsweredBody(me?.name ?? '', verb, task.title),
      link: `${QA_MENUS.tasks.path}?taskId=${task.id}`,
      senderId: userId,
      inviteStatus: status,
    });
  }
  await pushCounts(app, tenantId, userId);
  return verb;
}
