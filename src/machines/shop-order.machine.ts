// One shop order (docs/terminal.md): a goods row opens the order form, the quantity is checked
// (1–1000 whole pieces), the server takes the stock (an out-of-stock answer comes back as the
// form's error and nothing is written), and the placed order is reported with `order.placed`.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Goods } from '../../shared/shop.js';
import { SHOP_LIMITS } from '../../shared/shop.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';
import { typesOf, type NoInput } from './lib/types.js';

export interface PlacedOrder {
  id: number;
  amount: number;
}

interface Context {
  goods: Goods | null;
  quantity: string;
  error: string | null;
  placed: PlacedOrder | null;
}

type Event =
  | { type: 'order.open'; goods: Goods }
  | { type: 'quantity.change'; quantity: string }
  | { type: 'order.submit' }
  | { type: 'order.cancel' }
  | { type: 'order.close' };

export const QUANTITY_ERROR = `请输入1到${SHOP_LIMITS.quantityMax}之间的整数`;

export function quantityOk(q: string): boolean {
  return /^\d{1,4}$/.test(q.trim()) && Number(q) >= 1 && Number(q) <= SHOP_LIMITS.quantityMax;
}

export const shopOrderMachine = setup({
  types: typesOf<Context, Event, NoInput, { type: 'order.placed'; order: PlacedOrder }>(),
  actors: {
    placeOrder: fromPromise<PlacedOrder, { goodsId: number; quantity: number }>(async () => notProvided('shopOrder.placeOrder')),
  },
  guards: {
    isQuantityValid: ({ context }) => quantityOk(context.quantity),
  },
}).createMachine({
  id: 'shopOrder',
  context: { goods: null, quantity: '1', error: null, placed: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'order.open': { target: 'editing', actions: assign({ goods: ({ event }) => event.goods, quantity: '1', error: null, placed: null }) } },
    },
    editing: {
      on: {
        'quantity.change': { actions: assign({ quantity: ({ event }) => event.quantity, error: null }) },
        'order.submit': [{ guard: 'isQuantityValid', target: 'placing' }, { actions: assign({ error: QUANTITY_ERROR }) }],
        'order.cancel': 'closed',
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ goodsId: context.goods?.id ?? 0, quantity: Number(context.quantity) }),
        onDone: {
          target: 'placed',
          actions: [assign({ placed: ({ event }) => event.output }), emit(({ event }) => ({ type: 'order.placed' as const, order: event.output }))],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    placed: {
      on: { 'order.close': 'closed' },
    },
  },
});
