// Lookups and live figures (spec §7 Misc), under /api as the spec writes them:
// GET /common/directory/column_style, /common/directory/release_style, /common/weather/city,
// POST /city, GET /webapprove/count, /statisticaldata, /systemconfig.
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeOf, errors, ok } from '../../lib/envelope.js';
import { bodyCall } from '../../lib/call-options.js';
import { notFound } from '../../lib/errors.js';
import { Name } from '../../lib/strict-schema.js';
import { who } from '../../plugins/auth.js';
import { overviewCounters } from '../../services/overview.js';
import { dataScopeOf } from '../../services/data-scope.js';
import { currentProvider } from '../../services/payments.js';
import { currentWeather } from '../../services/weather.js';
import { SERVER_VERSION } from '../../version.js';
import { CONTENT_STATUS } from '../../../shared/content.js';
import { beijingDayOf, dashedDay } from '../../../shared/time.js';
import { SCREENS, SHOP_PATHS, SHOP_TEXTS } from '../../../shared/shop.js';

const tags = ['公共查询'];
const Lookup = Type.Array(Type.Object({ value: Type.String(), label: Type.String() }));
const Weather = Type.Object({
  enabled: Type.Boolean(),
  provider: Type.String(),
  city: Type.String(),
  weather: Type.String(),
  temperature: Type.Integer(),
  low: Type.Integer(),
  high: Type.Integer(),
  wind: Type.String(),
  day: Type.String(),
});

/** A lookup list whose values count up from `first` ('1', '2', …) in the order of the labels. */
const numbered = (first: number, labels: string[]) => labels.map((label, i) => ({ value: String(first + i), label }));

/** Column list styles (栏目样式) the portals can render. */
export const COLUMN_STYLES = numbered(1, ['标题列表', '左图右文', '大图', '三图', '轮播', '宫格']);
/** Release styles (发布样式) of one released item. */
export const RELEASE_STYLES = numbered(0, ['无图', '单图', '三图', '大图', '视频']);

async function weatherOn(app: FastifyInstance, tenantId: number): Promise<boolean> {
  const switches = await app.repos.settings.list(tenantId, 30);
  return switches.find((s) => s.comConfKey === 'ZsCloudWeatherSwich')?.webConfValue !== '0';
}

export default async function commonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/common/directory/column_style', { schema: { tags, summary: '栏目样式字典', response: { 200: EnvelopeOf(Lookup), ...errors } } }, async () => ok(COLUMN_STYLES));
  r.get('/common/directory/release_style', { schema: { tags, summary: '发布样式字典', response: { 200: EnvelopeOf(Lookup), ...errors } } }, async () => ok(RELEASE_STYLES));

  r.get(
    '/common/weather/city',
    {
      schema: {
        tags,
        summary: '天气服务的城市列表（天气提供方：默认离线）；租户关闭天气开关（ZsCloudWeatherSwich=0）时为空',
        response: { 200: EnvelopeOf(Type.Object({ enabled: Type.Boolean(), list: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })) })), ...errors },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const enabled = await weatherOn(app, tenantId);
      return ok({ enabled, list: enabled ? currentWeather().cities() : [] });
    },
  );

  r.post(
    '/city',
    bodyCall(tags, '某城市今日天气（城市编码或名称）；天气开关关闭时 enabled=false、不给天气', Type.Object({ city: Name(32) }), Weather, errors),
    async (request) => {
      const { tenantId } = who(request);
      const provider = currentWeather();
      const day = dashedDay(beijingDayOf(Date.now()));
      if (!(await weatherOn(app, tenantId))) {
        return ok({ enabled: false, provider: provider.name, city: request.body.city, weather: '', temperature: 0, low: 0, high: 0, wind: '', day }, SHOP_TEXTS.weatherOff);
      }
      const f = provider.forecast(request.body.city.trim(), day);
      if (!f) throw notFound(SHOP_TEXTS.cityMissing);
      return ok({ enabled: true, provider: provider.name, ...f });
    },
  );

  r.get(
    '/webapprove/count',
    { schema: { tags, summary: '待审核稿件数（只计调用者数据范围之内的稿件）', response: { 200: EnvelopeOf(Type.Object({ count: Type.Integer() })), ...errors } } },
    async (request) => {
      const auth = who(request);
      const byStatus = await app.repos.contentItems.countBy(auth.tenantId, 'status', await dataScopeOf(app, auth));
      return ok({ count: byStatus.get(CONTENT_STATUS.waiting) ?? 0 });
    },
  );

  r.get(
    '/statisticaldata',
    {
      config: { rights: [SHOP_PATHS.screenList, ...SCREENS.map((s) => s.path), '/home5566/index'] },
      schema: {
        tags,
        summary: '大屏实时数据：稿件、发布、直播通道、电视频道、消息、媒体文件、终端、订单等计数，待审核数，订单与充值金额（分）',
        description: '需要大屏或首页概览（/home5566/index）菜单；只有控制台首页菜单时 403。',
        response: {
          200: EnvelopeOf(
            Type.Object({
              counters: Type.Record(Type.String(), Type.Integer()),
              approveCount: Type.Integer(),
              orders: Type.Integer(),
              orderAmount: Type.Integer(),
              paidAmount: Type.Integer(),
              at: Type.Integer(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const [counters, byStatus, orders, paid] = await Promise.all([
        overviewCounters(app, tenantId),
        app.repos.contentItems.countBy(tenantId, 'status'),
        app.repos.shop.orderTotals(tenantId),
        app.repos.recharges.totals(tenantId),
      ]);
      return ok({ counters, approveCount: byStatus.get(CONTENT_STATUS.waiting) ?? 0, orders: orders.count, orderAmount: orders.amount, paidAmount: paid.paidAmount, at: Date.now() });
    },
  );

  r.get(
    '/systemconfig',
    {
      schema: {
        tags,
        summary: '系统配置：版本、后台标题、底部声明、天气开关、支付提供方',
        response: {
          200: EnvelopeOf(
            Type.Object({
              version: Type.String(),
              title: Type.String(),
              statement: Type.String(),
              weatherEnabled: Type.Boolean(),
              paymentProvider: Type.String(),
              paymentLabel: Type.String(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { tenantId } = who(request);
      const media = await app.repos.settings.list(tenantId, 28);
      const value = (key: string) => media.find((s) => s.comConfKey === key)?.webConfValue ?? '';
      const provider = currentProvider();
      return ok({
        version: SERVER_VERSION,
        title: value('SystemMediaSign'),
        statement: value('SystemMediaStatement'),
        weatherEnabled: await weatherOn(app, tenantId),
        paymentProvider: provider.name,
        paymentLabel: provider.label,
      });
    },
  );
}
