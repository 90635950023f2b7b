// Live channels (passageways) and the live servers they run on. Items: shared/live-rules.ts.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope.js';
import { form } from '../../lib/call-options.js';
import { badRequest, conflict, found, notFound } from '../../lib/errors.js';
import { who } from '../../plugins/auth.js';
import { freePort, newStreamKey, toPassagewayItem, toServerItem } from '../../services/live-items.js';
import { livePublicSecret } from '../../services/live-public.js';
import { parseBeijingDateTime } from '../../../shared/time.js';
import { PASSAGEWAY_TYPE, passagewayStates } from '../../../shared/live-rules.js';
import { DisplayName, Id, Keyword, PageIndex, PageSize, displayName } from './media-params.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { CHANNEL_TEXTS as C } from '../../services/channel-messages.js';
import { VALIDATION_TEXTS } from '../../lib/error-texts.js';
import { fieldLabel } from '../../lib/field-labels.js';

const tags = ['直播通道'];
const Port = Type.Integer({ minimum: 1024, maximum: 65535 });
const SourceUrl = Type.String({ maxLength: 512, pattern: '^(rtmp|rtmps|rtsp|srt|https?)://[^\\s]+$' });
const Text = (max: number) => Type.String({ maxLength: max, pattern: '^[^\\x00-\\x1f\\x7f]*$' });


/** yyyy-MM-dd, yyyyMMdd or 'yyyy-MM-dd HH:mm:ss' → epoch ms (Beijing time). */
function parseDay(s: string): number {
  const t = parseBeijingDateTime(s);
  if (Number.isNaN(t)) throw badRequest(C.beginTimeInvalid);
  return t;
}

export default async function livePassagewayRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.liveChannels;

  async function capacity(tenantId: number) {
    const servers = await repo.ensureServers(tenantId);
    const used = await repo.usedByServer(tenantId);
    const max = servers.reduce((n, s) => n + s.max_channels, 0);
    const usedAll = [...used.values()].reduce((n, v) => n + v, 0);
    return { servers, used, max, usedAll };
  }

  async function serverFor(tenantId: number, serverId: number | undefined) {
    const servers = await repo.ensureServers(tenantId);
    const s = serverId ? servers.find((x) => x.id === serverId) : servers[0];
    if (!s) throw notFound(C.serverNotFound);
    return s;
  }

  r.get(
    '/live/passageway/page',
    {
      schema: {
        tags,
        summary: '直播通道分页',
        description:
          'status=passagewayState，type=passagewayType（0 推流、1 拉流），equipmentHas 1 已绑定设备/0 未绑定，beginTime 创建时间起（yyyy-MM-dd 或 yyyyMMdd）。' +
          '返回 { list, total }，项含 livePwName、passagewayId、liveRtmpPlayPath、liveHlsPlayPath、livePushPath、passagewayType、passagewayState、serverName、selectable、type=1。',
        querystring: Type.Object({
          keyword: Type.Optional(Keyword),
          status: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2 }), Type.Literal('')])),
          equipmentHas: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.Literal('')])),
          beginTime: Type.Optional(Type.String({ maxLength: 19 })),
          type: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.Literal('')])),
          pageIndex: PageIndex,
          pageSize: PageSize,
        }),
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const q = request.query;
      const num = (v: number | '' | undefined) => (v === '' || v === undefined ? undefined : v);
      const { list, total } = await repo.page(tenantId, {
        keyword: q.keyword?.trim() || undefined,
        state: num(q.status),
        type: num(q.type),
        equipmentHas: num(q.equipmentHas),
        since: q.beginTime?.trim() ? parseDay(q.beginTime) : undefined,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      const secret = await livePublicSecret(app);
      return ok({ list: list.map((p) => toPassagewayItem(p, secret)), total, pageIndex: q.pageIndex, pageSize: q.pageSize });
    },
  );

  r.get(
    '/live/passageway/detail',
    { schema: { tags, summary: '直播通道详情（含 liveMessageUrl 直播消息套接字路径）', querystring: Type.Object({ passagewayId: Id }) } },
    async (request) => {
      const { tenantId } = who(request);
      const p = await found(repo.get(tenantId, request.query.passagewayId), C.notFound);
      return ok(toPassagewayItem(p, await livePublicSecret(app), true));
    },
  );

  r.get(
    '/live/passageway/recommendPort',
    { schema: { tags, summary: '推荐一个空闲端口', querystring: Type.Object({ serverId: Type.Optional(Id) }) } },
    async (request) => {
      const { tenantId } = who(request);
      const s = await serverFor(tenantId, request.query.serverId);
      const port = freePort(s, await repo.portsOf(tenantId, s.id));
      if (!port) throw badRequest(C.noFreePort);
      return ok({ serverId: s.id, port });
    },
  );

  r.get('/live/server/list', { schema: { tags, summary: '直播服务器列表（含已用通道数）' } }, async (request) => {
    const { tenantId } = who(request);
    const { servers, used } = await capacity(tenantId);
    return ok(servers.map((s) => toServerItem(s, used.get(s.id) ?? 0)));
  });

  r.get('/live/server/create/max', { schema: { tags, summary: '还能创建的直播通道数 { max, used, remain }' } }, async (request) => {
    const { tenantId } = who(request);
    const { max, usedAll } = await capacity(tenantId);
    return ok({ max, used: usedAll, remain: Math.max(0, max - usedAll) });
  });

  const Fields = {
    livePwName: DisplayName(32),
    passagewayType: Type.Integer({ minimum: 0, maximum: 1 }),
    passagewayState: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    serverId: Type.Optional(Id),
    port: Type.Optional(Port),
    livePullPath: Type.Optional(Type.Union([SourceUrl, Type.Literal('')])),
    equipment: Type.Optional(Text(64)),
    description: Type.Optional(Text(512)),
  };

  /** Checks the fields shared by add and edit; returns the normalised values. */
  async function validate(tenantId: number, b: { livePwName: string; passagewayType: number; passagewayState?: number; serverId?: number; port?: number; livePullPath?: string }, id = 0) {
    const name = displayName(b.livePwName, '通道名称');
    if (await repo.nameTaken(tenantId, name, id)) throw conflict(C.nameTaken);
    const state = b.passagewayState ?? 0;
    if (!passagewayStates(b.passagewayType).includes(state)) throw badRequest(VALIDATION_TEXTS.choice(fieldLabel('passagewayState')));
    const pull = (b.livePullPath ?? '').trim();
    if (b.passagewayType === PASSAGEWAY_TYPE.pull && !pull) throw badRequest(C.pullRequired);
    const server = await serverFor(tenantId, b.serverId);
    const used = await repo.portsOf(tenantId, server.id);
    const current = id ? await repo.get(tenantId, id) : undefined;
    if (current && current.server_id === server.id) used.delete(current.port);
    const port = b.port ?? (current && current.server_id === server.id ? current.port : freePort(server, used));
    if (!port) throw badRequest(C.noFreePort);
    if (port < server.port_min || port > server.port_max) throw badRequest(C.portRange(server.port_min, server.port_max));
    if (used.has(port)) throw conflict(C.portTaken);
    return { name, state, pull: b.passagewayType === PASSAGEWAY_TYPE.pull ? pull : '', server, port };
  }

  r.post(
    '/live/passageway/add',
    { schema: { tags, summary: '新增直播通道', consumes: form, body: Type.Object(Fields) } },
    async (request) => {
      const { tenantId } = who(request);
      const b = request.body;
      const { max, usedAll } = await capacity(tenantId);
      if (usedAll >= max) throw badRequest(C.tooMany);
      const v = await validate(tenantId, b);
      const row = await repo.create(tenantId, {
        server_id: v.server.id,
        name: v.name,
        type: b.passagewayType,
        state: v.state,
        port: v.port,
        stream_key: newStreamKey(),
        pull_url: v.pull,
        equipment: (b.equipment ?? '').trim(),
        description: (b.description ?? '').trim(),
      });
      return ok(toPassagewayItem((await repo.get(tenantId, row.id))!, await livePublicSecret(app), true), COMMON_MESSAGES.added);
    },
  );

  r.post(
    '/live/passageway/edit',
    { schema: { tags, summary: '修改直播通道', consumes: form, body: Type.Object({ passagewayId: Id, ...Fields }) } },
    async (request) => {
      const { tenantId } = who(request);
      const b = request.body;
      const current = await found(repo.get(tenantId, b.passagewayId), C.notFound);
      const v = await validate(tenantId, { ...b, passagewayState: b.passagewayState ?? (b.passagewayType === current.type ? current.state : 0) }, current.id);
      await repo.update(tenantId, current.id, {
        server_id: v.server.id,
        name: v.name,
        type: b.passagewayType,
        state: v.state,
        port: v.port,
        pull_url: v.pull,
        equipment: b.equipment === undefined ? current.equipment : b.equipment.trim(),
        description: b.description === undefined ? current.description : b.description.trim(),
      });
      return ok(toPassagewayItem((await repo.get(tenantId, current.id))!, await livePublicSecret(app), true), COMMON_MESSAGES.edited);
    },
  );

  r.post(
    '/live/passageway/delete',
    { schema: { tags, summary: '删除直播通道', consumes: form, body: Type.Object({ passagewayId: Id }) } },
    async (request) => {
      const { tenantId } = who(request);
      const p = await found(repo.get(tenantId, request.body.passagewayId), C.notFound);
      await repo.remove(tenantId, p.id);
      return ok(null, COMMON_MESSAGES.deleted);
    },
  );
}
