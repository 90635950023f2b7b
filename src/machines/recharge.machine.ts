// A recharge paid through the payment provider (docs/terminal.md): the amount in yuan is checked,
// a payment is created (pending), the payer pays on the provider's page (the offline sandbox's
// button), and the paid record is shown. Failures come back as the machine's error.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Recharge } from '../../shared/shop.js';
import { SHOP_LIMITS } from '../../shared/shop.js';
import { errorText } from '../../shared/error-text.js';
import { notProvided } from './not-provided.js';
import { typesOf, type NoInput } from './lib/types.js';
import { confirmingState } from './lib/confirm.js';

interface Context {
  amount: string;
  recharge: Recharge | null;
  error: string | null;
}

type Event =
  | { type: 'amount.change'; amount: string }
  | { type: 'recharge.submit' }
  | { type: 'pay.confirm' }
  | { type: 'recharge.cancel' }
  | { type: 'recharge.again' };

export const AMOUNT_ERROR = '请输入正确的充值金额（0.01至100000元，最多两位小数）';

/** Yuan text → fen, or null when it is not a valid amount. */
export function amountInFen(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null;
  const fen = Math.round(Number(t) * 100);
  return fen >= 1 && fen <= SHOP_LIMITS.rechargeMax ? fen : null;
}

export const rechargeMachine = setup({
  types: typesOf<Context, Event, NoInput, { type: 'recharge.paid'; recharge: Recharge }>(),
  actors: {
    createRecharge: fromPromise<Recharge, { amount: number }>(async () => notProvided('recharge.createRecharge')),
    confirmPayment: fromPromise<Recharge, { id: number }>(async () => notProvided('recharge.confirmPayment')),
  },
  guards: {
    isAmountValid: ({ context }) => amountInFen(context.amount) !== null,
  },
}).createMachine({
  id: 'recharge',
  context: { amount: '', recharge: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.change': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
        'recharge.submit': [{ guard: 'isAmountValid', target: 'creating' }, { actions: assign({ error: AMOUNT_ERROR }) }],
      },
    },
    creating: {
      entry: assign({ error: null }),
      invoke: {
        src: 'createRecharge',
        input: ({ context }) => ({ amount: amountInFen(context.amount) ?? 0 }),
        onDone: { target: 'awaiting', actions: assign({ recharge: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    awaiting: confirmingState<Context, 'pay.confirm', 'recharge.cancel'>({ confirm: 'pay.confirm', cancel: 'recharge.cancel', run: 'paying', back: 'editing', forget: 'recharge' }),
    paying: {
      entry: assign({ error: null }),
      invoke: {
        src: 'confirmPayment',
        input: ({ context }) => ({ id: context.recharge?.id ?? 0 }),
        onDone: {
          target: 'paid',
          actions: [assign({ recharge: ({ event }) => event.output }), emit(({ event }) => ({ type: 'recharge.paid' as const, recharge: event.output }))],
        },
        onError: { target: 'awaiting', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    paid: {
      on: { 'recharge.again': { target: 'editing', actions: assign({ amount: '', recharge: null, error: null }) } },
    },
  },
});
