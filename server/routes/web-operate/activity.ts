// Lucky-draw activities (spec 001 §2 "Q&A and activities": /goLuckDraw, /addOrEdit,
// /addOrEditlist, /goLotteryDraw, /goLotteryDraw2, /winningList). docs/activities.md.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider, type Static } from '@fastify/type-provider-typebox';
import { ACTIVITY_MENUS as M, ACTIVITY_TEXTS as T, INVOICE_CODE, type ActivityDetail } from '../../../shared/activities.js';
import { errors, ok, PageOf } from '../../lib/envelope.js';
import { bodyCall, queryCall } from '../../lib/call-options.js';
import { badRequest, conflict, found } from '../../lib/errors.js';
import { ById, Id, Paging } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { drawPrize, verifyDraw } from '../../services/activity-draw.js';
import { DetailSchema, DrawBody, DrawSchema, Kind, SaveBody, SummarySchema, VerifySchema, WinnerSchema } from './activity-schemas.js';
import { ACTIVITY_TEXTS } from '../../../shared/activities.js';

const tags = ['抽奖活动'];
const READ = [M.list.path, M.edit.path, M.quick.path, M.draw.path, M.drawScreen.path, M.winners.path];
const WRITE = [M.edit.path, M.quick.path];
const DRAW = [M.draw.path, M.drawScreen.path];
const WINNERS = [M.winners.path, M.draw.path, M.drawScreen.path];

/** The entries of a save, trimmed and checked; a 400 naming what is wrong. */
export function checkEntries(b: Static<typeof SaveBody>) {
  const name = b.name.trim();
  if (!name) throw badRequest(T.nameRequired);
  if (!b.prizes.length) throw badRequest(T.prizesRequired);
  const prizes = b.prizes.map((p) => ({ name: p.name.trim(), stock: p.stock }));
  if (prizes.some((p) => !p.name)) throw badRequest(T.prizeNameRequired);
  if (!b.participants.length) throw badRequest(T.participantsRequired);
  const seen = new Set<string>();
  const participants = b.participants.map((p) => {
    const code = p.code.trim();
    if (!code) throw badRequest(T.codeRequired);
    if (b.kind === 'invoice' && !INVOICE_CODE.test(code)) throw badRequest(T.invoiceCode(code));
    if (seen.has(code)) throw badRequest(T.duplicateCode(code));
    seen.add(code);
    return { code, name: (p.name ?? '').trim() };
  });
  return { values: { kind: b.kind, name, description: (b.description ?? '').trim() }, prizes, participants };
}

export default async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.activities;

  async function detail(tenantId: number, id: number): Promise<ActivityDetail> {
    const s = await found(repo.summary(tenantId, id), T.notFound);
    const [prizes, participants] = await Promise.all([repo.prizes(tenantId, id), repo.participants(tenantId, id)]);
    return { ...s, prizes, participants };
  }
  const mustGet = (tenantId: number, id: number) => found(repo.get(tenantId, id), T.notFound);

  r.get(
    '/activity/page',
    {
      config: { rights: READ },
      ...queryCall(tags, '抽奖活动列表', Type.Object({ kind: Type.Optional(Kind), keyword: Type.Optional(Type.String({ maxLength: 64 })), ...Paging(10, 100) }), PageOf(SummarySchema), errors),
    },
    async (request) => {
      const q = request.query;
      const page = await repo.page(who(request).tenantId, { kind: q.kind, keyword: q.keyword?.trim() || undefined, pageIndex: q.pageIndex, pageSize: q.pageSize });
      return ok({ ...page, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/activity/detail',
    { config: { rights: READ }, ...queryCall(tags, '活动详情（奖品与参与者）', ById, DetailSchema, errors) },
    async (request) => ok(await detail(who(request).tenantId, request.query.id)),
  );

  r.post(
    '/activity/save',
    { config: { rights: WRITE }, ...bodyCall(tags, '新建或修改活动（JSON；带 id 为修改）；开奖后奖品与参与者不能再改', SaveBody, Type.Object({ id: Type.Integer() }), errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const e = checkEntries(request.body);
      const id = await app.transaction(async (tx) => {
        if (request.body.id === undefined) {
          const newId = await tx.activities.create(tenantId, userId, e.values);
          await tx.activities.replaceEntries(tenantId, newId, e.prizes, e.participants);
          return newId;
        }
        const current = await found(tx.activities.get(tenantId, request.body.id), T.notFound);
        if (current.kind !== e.values.kind) throw badRequest(ACTIVITY_TEXTS.kindFixed);
        // Locks the row (PostgreSQL), so a draw cannot slip in between the check and the write.
        const draws = await tx.activities.lockForEdit(tenantId, current.id);
        if (draws === undefined || draws > 0) throw conflict(T.lockedAfterDraw);
        await tx.activities.update(tenantId, current.id, e.values);
        await tx.activities.replaceEntries(tenantId, current.id, e.prizes, e.participants);
        return current.id;
      });
      return ok({ id }, T.saved);
    },
  );

  r.post(
    '/activity/delete',
    { config: { rights: WRITE }, ...bodyCall(tags, '删除活动（连同奖品、参与者、开奖记录与中奖名单）', ById, Type.Null(), errors) },
    async (request) => {
      const { tenantId } = who(request);
      await mustGet(tenantId, request.body.id);
      await app.transaction((tx) => tx.activities.remove(tenantId, request.body.id));
      return ok(null, T.deleted);
    },
  );

  r.post(
    '/activity/draw',
    { config: { rights: DRAW }, ...bodyCall(tags, '开奖：从未中奖的参与者中为一个奖品抽取 count 名（记录种子、名单哈希与结果）', DrawBody, DrawSchema, errors) },
    async (request) => {
      const { tenantId, userId } = who(request);
      const user = await app.repos.users.get(tenantId, userId);
      const record = await drawPrize(app, tenantId, { id: userId, name: user?.name ?? '' }, request.body);
      return ok(record, T.drawn);
    },
  );

  r.get(
    '/activity/draws',
    { config: { rights: WINNERS }, ...queryCall(tags, '开奖记录（可复核）', Type.Object({ activityId: Id() }), Type.Array(DrawSchema), errors) },
    async (request) => {
      const { tenantId } = who(request);
      await mustGet(tenantId, request.query.activityId);
      return ok(await repo.draws(tenantId, request.query.activityId));
    },
  );

  r.get(
    '/activity/draw/verify',
    { config: { rights: WINNERS }, ...queryCall(tags, '复核一次开奖：用记录的种子与名单重算并比对', ById, VerifySchema, errors) },
    async (request) => ok(await verifyDraw(app, who(request).tenantId, request.query.id)),
  );

  r.get(
    '/activity/winners',
    { config: { rights: WINNERS }, ...queryCall(tags, '中奖名单', Type.Object({ activityId: Id(), ...Paging(20, 500) }), PageOf(WinnerSchema), errors) },
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      await mustGet(tenantId, q.activityId);
      return ok({ ...(await repo.winners(tenantId, q.activityId, q)), pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/activity/winners/export',
    { config: { rights: WINNERS }, schema: { tags, summary: '导出中奖名单（CSV，UTF-8 带 BOM）', querystring: Type.Object({ activityId: Id() }) } },
    async (request, reply) => {
      const { tenantId } = who(request);
      const a = await mustGet(tenantId, request.query.activityId);
      const { list } = await repo.winners(tenantId, a.id, { pageIndex: 1, pageSize: 100_000 });
      const cell = (v: string | number) => {
        const s = String(v);
        // A leading =, +, - or @ would be a formula in a spreadsheet: quote it with an apostrophe.
        const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
        return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
      };
      const lines = [['序号', '奖品', '编号', '姓名', '开奖记录', '中奖时间'].join(',')];
      list.forEach((w, i) => lines.push([i + 1, w.prizeName, w.code, w.name, w.drawId, new Date(w.drawnAt).toISOString()].map(cell).join(',')));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="winners-${a.id}.csv"`);
      return reply.send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );
}
