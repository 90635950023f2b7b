// Q&A 问政: the public's questions (no sign-in, rate-limited, forbidden words) and the notices
// that lead the newsroom to them (问政 messages). The routes are thin (routes/root/politics*.ts).
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, tooMany } from '../lib/errors.js';
import { cleanText } from './comments.js';
import { wordMatcher } from './forbidden-words.js';
import { warnRefused } from './warnings.js';
import { notify } from './notify.js';
import { INTERACTION_TEXTS } from '../../shared/interaction.js';
import { POLITICS_MESSAGE_TYPE, QA_LIMITS as L, QA_MENUS, QA_TEXTS as T, type PublicQuestion, type Question } from '../../shared/qa-tasks.js';
import type { QuestionRow } from '../repositories/politics.js';

export const questionRef = (id: number) => `politics:${id}`;

export function questionItem(r: QuestionRow): Question {
  return {
    id: r.id,
    nickname: r.nickname,
    title: r.title,
    content: r.content,
    status: r.status,
    unitId: r.unit_id,
    unitName: r.unit_name ?? '',
    answer: r.answer,
    answeredBy: r.answerer_name ?? '',
    answerTime: Number(r.answered_at),
    published: r.published,
    createTime: Number(r.created_at),
  };
}

export function publicQuestion(r: QuestionRow): PublicQuestion {
  return { id: r.id, nickname: r.nickname, title: r.title, content: r.content, unitName: r.unit_name ?? '', answer: r.answer, answerTime: Number(r.answered_at), createTime: Number(r.created_at) };
}

/** The tenant a public call names by its domain, or 404. */
export async function publicTenant(app: FastifyInstance, domain: string) {
  const t = await app.repos.tenants.findByDomain(domain);
  if (!t || t.status !== 1) throw notFound(T.tenantNotFound);
  return t.id;
}

export async function postQuestion(app: FastifyInstance, input: { domain: string; nickname: string; title: string; content: string; address: string }) {
  const tenantId = await publicTenant(app, input.domain);
  const nickname = cleanText(input.nickname);
  const title = cleanText(input.title);
  const content = cleanText(input.content);
  if (!nickname) throw badRequest(T.nicknameRequired);
  if (!title) throw badRequest(T.titleRequired);
  if (!content) throw badRequest(T.contentRequired);
  const matcher = await wordMatcher(app, tenantId);
  if (matcher.find(`${nickname} ${title} ${content}`).length) {
    await warnRefused(app, tenantId, T.refusedQuestion(title));
    throw badRequest(T.forbiddenWord);
  }
  const recent = await app.repos.politics.recentCounts(tenantId, input.address, Date.now() - L.rateWindowMs);
  if (recent.byAddress >= L.perAddress) throw tooMany(T.tooManyFromAddress);
  if (recent.byTenant >= L.perTenant) throw tooMany(T.tooManyOnTenant);
  const id = await app.repos.politics.createQuestion(tenantId, { nickname, title, content, address: input.address });
  const to = await app.repos.contentItems.holdersOf(tenantId, QA_MENUS.questions.path);
  await tell(app, tenantId, to, {
    title: T.newQuestionTitle(title),
    viewContent: INTERACTION_TEXTS.byWriter(nickname, content),
    link: `${QA_MENUS.questions.path}?questionId=${id}`,
    refKey: questionRef(id),
  });
  return { id };
}

/** Tells the users bound to the unit that a question waits for their answer. */
export async function noticeUnit(app: FastifyInstance, tenantId: number, unitId: number, q: { id: number; title: string; content: string }, senderId: number) {
  const to = (await app.repos.politics.boundUsers(tenantId, unitId)).map((u) => u.id);
  await tell(app, tenantId, to, {
    title: T.unitQuestionTitle(q.title),
    viewContent: q.content,
    link: `${QA_MENUS.answers.path}?questionId=${q.id}`,
    refKey: questionRef(q.id),
    senderId,
  });
}

async function tell(app: FastifyInstance, tenantId: number, to: number[], m: { title: string; viewContent: string; link: string; refKey: string; senderId?: number }) {
  if (!to.length) return;
  try {
    await notify(app, tenantId, to, { msgType: POLITICS_MESSAGE_TYPE, ...m, senderId: m.senderId ?? 0 });
  } catch (err) {
    app.log.warn({ err }, 'politics notice failed');
  }
}
