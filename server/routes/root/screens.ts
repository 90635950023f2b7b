// The boards of the big screens (shared/screens.ts), beside the generic figures of
// /statisticaldata: GET /statisticaldata/onair (per TV and radio channel what is on now and next
// from today's programme list, and how full the day is) for 广播电视播出大屏 and 融合指挥大屏, and
// GET /statisticaldata/newmedia (live releases per desk, the most-read stories) for the
// 新媒体传播大屏 screens and 融合指挥大屏. Tenant-wide figures, like the other big-screen figures.
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok } from '../../lib/envelope.js';
import { who } from '../../plugins/auth.js';
import { newMediaBoard, onAirBoard } from '../../services/screens.js';
import { SCREENS, SHOP_PATHS } from '../../../shared/shop.js';

const tags = ['公共查询'];
/** Who may read a board: the screen list, the overview, and the screens that show that board. */
type Board = 'onAir' | 'newMedia';
const readers = (board: Board) => [SHOP_PATHS.screenList, '/home5566/index', ...SCREENS.filter((s) => s.board === board || s.board === 'merge').map((s) => s.path)];
const Programme = Type.Union([
  Type.Object({ title: Type.String(), episode: Type.String(), startTime: Type.String(), endTime: Type.String() }),
  Type.Null(),
]);
const OnAir = Type.Object({
  day: Type.String({ description: 'yyyyMMdd，北京时间' }),
  secondOfDay: Type.Integer({ description: '读取时北京时间当日已过秒数' }),
  channels: Type.Array(
    Type.Object({
      liveTvId: Type.Integer(),
      name: Type.String(),
      kind: Type.Integer({ description: '6 电视，7 广播' }),
      enabled: Type.Integer({ description: '1 启用，0 已停用' }),
      entries: Type.Integer(),
      filledSeconds: Type.Integer(),
      gapSeconds: Type.Integer({ description: '00:00:00 至最后结束时间之间未编排的秒数' }),
      openSeconds: Type.Integer({ description: '最后结束时间至 24:00:00 的秒数（无节目单时为 86400）' }),
      now: Programme,
      nowElapsed: Type.Integer(),
      next: Programme,
    }),
  ),
  at: Type.Integer(),
});
const NewMedia = Type.Object({
  byDesk: Type.Array(Type.Object({ deptId: Type.Integer(), desk: Type.String(), releases: Type.Integer() })),
  top: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), views: Type.Integer() })),
  releases: Type.Integer(),
  at: Type.Integer(),
});

/** A board's GET options: read by `readers(which)`, answering the board `data`. */
const boardCall = <T extends TSchema>(which: Board, summary: string, description: string, data: T) => ({
  config: { rights: readers(which) },
  schema: { tags, summary, description, response: { 200: EnvelopeOf(data), ...errors } },
});

export default async function screenRoutes(fastify: FastifyInstance) {
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const app = fastify;

  r.get(
    '/statisticaldata/onair',
    boardCall(
      'onAir',
      '播出大屏：各电视、广播频道今日节目单的正在播出、下一档与编排充满度（北京时间，最多 24 个频道）',
      '需要大屏列表、广播电视播出大屏、融合指挥大屏或首页概览菜单。',
      OnAir,
    ),
    async (request) => ok(await onAirBoard(app.repos, who(request).tenantId, Date.now())),
  );

  r.get(
    '/statisticaldata/newmedia',
    boardCall('newMedia', '新媒体大屏：各部门已发布数量与已发布稿件阅读量排行（前 10）', '需要大屏列表、新媒体传播大屏、融合指挥大屏或首页概览菜单。', NewMedia),
    async (request) => ok(await newMediaBoard(app.repos, who(request).tenantId, Date.now())),
  );
}
