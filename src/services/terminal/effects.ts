// The real effects of terminals, shop, payments, big screens and lookups (docs/terminal.md),
// shaped like the setup() sections of their machines; provided once in src/app/wiring/terminal.ts.
import { fromPromise } from 'xstate';
import type { Paged } from '../../../shared/api.js';
import type { Certification, Goods, Order, Recharge, Statistics, SystemConfig, Terminal, TerminalKind, Weather, City } from '../../../shared/shop.js';
import type { BoardKind, ScreenBoard } from '../../../shared/screens.js';
import * as api from './terminal-api.js';
import type { Page } from './terminal-api.js';

export const terminalEffects = {
  shopOrder: {
    actors: { placeOrder: fromPromise<{ id: number; amount: number }, { goodsId: number; quantity: number }>(({ input }) => api.placeOrder(input)) },
  },
  recharge: {
    actors: {
      createRecharge: fromPromise<Recharge, { amount: number }>(async ({ input }) => (await api.createRecharge(input)).recharge),
      confirmPayment: fromPromise<Recharge, { id: number }>(({ input }) => api.confirmSandbox(input)),
    },
  },
  liveFigures: { actors: { loadFigures: fromPromise<Statistics>(() => api.getStatistics()) } },
  screenBoard: {
    actors: {
      loadBoard: fromPromise<ScreenBoard, { kind: BoardKind }>(async ({ input }) => {
        const [onAir, newMedia] = await Promise.all([
          input.kind === 'newMedia' ? null : api.getOnAirBoard(),
          input.kind === 'onAir' ? null : api.getNewMediaBoard(),
        ]);
        return { onAir, newMedia };
      }),
    },
  },
  /** Page fetchers for the shared paged table. */
  pages: {
    terminals: fromPromise<Paged<Terminal>, Page & { kind: TerminalKind }>(({ input }) => api.getTerminals(input)),
    goods: fromPromise<Paged<Goods>, Page>(({ input }) => api.getGoods(input)),
    orders: fromPromise<Paged<Order>, Page>(({ input }) => api.getOrders(input)),
    recharges: fromPromise<Paged<Recharge>, Page>(({ input }) => api.getRecharges(input)),
  },
  /** One-shot loads for the resource screens. */
  loads: {
    certification: fromPromise<Certification>(() => api.getCertification()),
    recharge: fromPromise<Recharge, { id: number }>(({ input }) => api.getRecharge(input.id)),
    systemConfig: fromPromise<SystemConfig>(() => api.getSystemConfig()),
    /** The cities of the weather switch (the overview's weather card). */
    cities: fromPromise<{ enabled: boolean; list: City[] }>(() => api.getCities()),
    weather: fromPromise<Weather, { city: string }>(({ input }) => api.getWeather(input.city)),
    callUsers: fromPromise<{ id: number; name: string; account: string }[]>(() => api.getCallUsers()),
  },
};
