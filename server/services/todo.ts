// 待我处理 (docs/todo.md): the counts of what the caller can act on, each with the list it opens.
// A row is there only when the caller holds the menu that acts on it; each count applies the same
// filter, rights and data scope as the list its link opens, so the two always agree.
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../types.js';
import { CONTENT_TYPES } from '../../shared/content.js';
import { CONTRIBUTION_MENUS, REPORT_STATUS } from '../../shared/contributions.js';
import { INTERACTION_MENUS } from '../../shared/interaction.js';
import { QA_MENUS } from '../../shared/qa-tasks.js';
import { addDays, beijingDayOf } from '../../shared/time.js';
import { FULL_DAY_SECONDS, GAP_DAYS, STALLED_UPLOAD_MS, TODO_PARAMS as P, TODO_TEXTS as T, type TodoItem, type TodoKind, type TodoPart } from '../../shared/todo.js';
import { dataScopeOf } from './data-scope.js';
import { heldPaths } from './rights.js';
import { levelsOfCaller } from './review-chain.js';
import { PROGRAM_EDIT_MENU_PATH } from './schedule-rules.js';

/** The menu paths each row answers to (who may see the row, and who is told when it moves). */
export const TODO_MENUS = {
  contributions: CONTRIBUTION_MENUS.contributions.path,
  tips: CONTRIBUTION_MENUS.reports.path,
  politics: QA_MENUS.answers.path,
  comments: INTERACTION_MENUS.comments.path,
  uploads: '/upload',
  gaps: PROGRAM_EDIT_MENU_PATH,
} as const;

/** At most this many channels are checked for gaps (a tenant has a handful). */
const GAP_CHANNELS_MAX = 50;
const ONE = { pageIndex: 1, pageSize: 1 } as const;

const row = (kind: TodoKind, path: string, parts: TodoPart[], count = parts.reduce((n, p) => n + p.count, 0)): TodoItem => {
  // a count spanning several lists opens the first one holding items
  const first = parts.find((p) => p.count > 0) ?? parts[0];
  return { kind, label: T.labels[kind], count, path: first?.path ?? path, parts };
};
const single = (kind: TodoKind, path: string, count: number) => row(kind, path, [], count);

async function contentRows(app: FastifyInstance, auth: AuthContext, held: Set<string>): Promise<TodoItem[]> {
  const { tenantId, userId } = auth;
  const scope = await dataScopeOf(app, auth);
  const out: TodoItem[] = [];
  const reviewTypes = CONTENT_TYPES.filter((t) => held.has(t.reviewPath));
  if (reviewTypes.length) {
    const levels = await levelsOfCaller(app, auth, reviewTypes.map((t) => t.type));
    const parts = await Promise.all(
      reviewTypes.map(async (t, i) => ({
        label: t.name,
        count: await app.repos.contentItems.count(tenantId, { scope, waitingAt: [levels[i]!] }),
        path: `${t.reviewPath}?${P.atMyLevel}=1`,
      })),
    );
    out.push(row('review', reviewTypes[0]!.reviewPath, parts));
  }
  const ownTypes = CONTENT_TYPES.filter((t) => held.has(t.path));
  if (ownTypes.length) {
    const parts = await Promise.all(
      ownTypes.map(async (t) => ({
        label: t.name,
        count: await app.repos.contentItems.count(tenantId, { scope, type: t.type, creatorId: userId, status: 2 }),
        path: `${t.path}?${P.own}=1&${P.status}=2`,
      })),
    );
    out.push(row('rejected', ownTypes[0]!.path, parts));
  }
  return out;
}

/** Days of the next GAP_DAYS (Beijing time, today first) whose entries leave part of the day uncovered. */
async function gapRow(app: FastifyInstance, auth: AuthContext, now: number): Promise<TodoItem> {
  const { tenantId, userId } = auth;
  const [{ list }, rights] = await Promise.all([app.repos.liveTvs.page(tenantId, '', 1, GAP_CHANNELS_MAX), app.repos.roles.channelRightsOfUser(tenantId, userId)]);
  const mine = list.filter((c) => !rights || rights.get(c.liveTvId) === 'edit');
  const today = beijingDayOf(now);
  const days = Array.from({ length: GAP_DAYS }, (_, i) => addDays(today, i));
  const parts: TodoPart[] = [];
  for (const c of mine) {
    const gaps: string[] = [];
    for (const day of days) {
      const { rows } = await app.repos.livePrograms.day(tenantId, c.liveTvId, day);
      const covered = rows.reduce((n, r) => n + (r.end - r.start), 0);
      if (covered < FULL_DAY_SECONDS) gaps.push(day);
    }
    const first = gaps[0] ?? today;
    parts.push({ label: c.liveTvName, count: gaps.length, path: `${TODO_MENUS.gaps}?liveTvId=${c.liveTvId}&day=${first}` });
  }
  return row('gaps', TODO_MENUS.gaps, parts);
}

/** The caller's 待我处理 rows, in TODO_KINDS order; only rows whose menu the caller holds. */
export async function todoItems(app: FastifyInstance, auth: AuthContext, now = Date.now()): Promise<TodoItem[]> {
  const { tenantId, userId } = auth;
  const held = await heldPaths(app, auth);
  const scope = await dataScopeOf(app, auth);
  const out = await contentRows(app, auth, held);
  if (held.has(TODO_MENUS.contributions)) {
    const { total } = await app.repos.contributions.page(tenantId, { status: 0, scope, ...ONE });
    out.push(single('contributions', `${TODO_MENUS.contributions}?${P.status}=0`, Number(total)));
  }
  if (held.has(TODO_MENUS.tips)) {
    // waiting to be dispatched, and dispatched (to the user or a desk in their scope) but not yet followed up
    const parts = await Promise.all(
      ([[REPORT_STATUS.waiting, T.tipParts.waiting], [REPORT_STATUS.dispatched, T.tipParts.dispatched]] as const).map(async ([status, label]) => ({
        label,
        count: Number((await app.repos.reportSubjects.page(tenantId, { status, scope, ...ONE })).total),
        path: `${TODO_MENUS.tips}?${P.status}=${status}`,
      })),
    );
    out.push(row('tips', TODO_MENUS.tips, parts));
  }
  if (held.has(TODO_MENUS.politics)) {
    const { total } = await app.repos.politics.page(tenantId, { status: 1, boundUserId: userId, ...ONE });
    out.push(single('politics', `${TODO_MENUS.politics}?${P.status}=1`, Number(total)));
  }
  if (held.has(TODO_MENUS.comments)) {
    const { total } = await app.repos.comments.page(tenantId, { status: 0, scope, ...ONE });
    out.push(single('comments', `${TODO_MENUS.comments}?${P.status}=0`, Number(total)));
  }
  if (held.has(TODO_MENUS.uploads)) {
    out.push(single('uploads', TODO_MENUS.uploads, await app.repos.uploads.countStalled(tenantId, userId, now - STALLED_UPLOAD_MS)));
  }
  if (held.has(TODO_MENUS.gaps)) out.push(await gapRow(app, auth, now));
  return out;
}
