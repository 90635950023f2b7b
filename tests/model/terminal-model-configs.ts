// Model configuration of the terminal-area machines (docs/terminal.md): the shop order, the
// recharge and the call charts (100% of states and transitions), and the live figures. Spread into
// modelConfigs.
import type { ModelConfig } from './harness';

/** The design-card machines of this area: 100% of states and transitions. */
export const TERMINAL_DESIGN_CARD = ['shopOrder', 'recharge', 'call', 'liveFigures', 'screenBoard'];

const goods = { id: 3, name: '徽章', price: 1500, stock: 1, sold: 0 };
const recharge = (status: number) => ({
  id: 7, tradeNo: 'R1', amount: 100, status, statusName: status ? '已支付' : '待支付', provider: 'sandbox', providerLabel: '沙箱', userName: '管理员', createdAt: 1, paidAt: null,
});
const room = 'r1';
const from = (id: number) => ({ from: id, roomId: room });

export const terminalModelConfigs: Record<string, ModelConfig> = {
  shopOrder: {
    outputs: { placeOrder: [{ id: 1, amount: 1500 }] },
    errors: { placeOrder: [new Error('库存不足，下单失败')] },
    events: { 'order.open': [{ goods }], 'quantity.change': [{ quantity: '2' }, { quantity: '0' }] },
    serializeState: (s) => JSON.stringify([s.value, s.context.quantity, s.context.error !== null, s.context.placed !== null]),
  },
  recharge: {
    outputs: { createRecharge: [recharge(0)], confirmPayment: [recharge(1)] },
    events: { 'amount.change': [{ amount: '1.00' }, { amount: 'abc' }] },
    serializeState: (s) => JSON.stringify([s.value, s.context.amount, s.context.error !== null, s.context.recharge?.status ?? null]),
  },
  call: {
    outputs: { login: [{ userId: 1, userSig: 's', expiresAt: 1 }] },
    events: {
      'call.invite': [{ userIds: [2], roomId: room }, { userIds: [2, 3], roomId: room }, { userIds: [1], roomId: room }],
      'signal.invite': [{ ...from(2), users: [1] }],
      'signal.accept': [from(2)],
      'signal.refuse': [from(2)],
      'signal.cancel': [from(2)],
      'signal.members': [{ ...from(2), users: [1, 2, 3] }],
      'signal.leave': [from(2)],
      'signal.dissolve': [from(2)],
      'signal.mute': [{ ...from(2), media: 'video', muted: true }, { ...from(2), media: 'audio', muted: false }],
      'signal.media': [{ ...from(2), signal: { kind: 'ice', roomId: room, candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: 0 } } }],
      'media.toggle': [{ media: 'video' }, { media: 'audio' }],
      'media.signal': [{ to: 2, signal: { kind: 'ice', roomId: room, candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: 0 } } }],
      'media.local': [{ stream: {} }],
      'media.stream': [{ userId: 2, stream: {} }, { userId: 2, stream: null }],
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.isLogin,
        s.context.isInviter,
        s.context.roomId,
        s.context.pending,
        s.context.meetingUsers,
        s.context.mutedVideo,
        s.context.mutedAudio,
        s.context.localStream !== null,
        Object.keys(s.context.remoteStreams),
      ]),
    limit: 20000,
  },
  liveFigures: {
    outputs: { loadFigures: [{ counters: { 稿件: 1 }, approveCount: 0, orders: 0, orderAmount: 0, paidAmount: 0, at: 1 }] },
  },
  screenBoard: {
    input: { kind: 'merge' },
    outputs: { loadBoard: [{ onAir: { day: '20261205', secondOfDay: 0, channels: [], at: 1 }, newMedia: { byDesk: [], top: [], releases: 0, at: 1 } }] },
  },
};
