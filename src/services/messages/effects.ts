// Every side effect of the message centre and the live messages: message and live-view calls,
// the two sockets, notifications and toasts. The machines name them
// (src/machines/{message-socket,message-bell,message-list,message-settings,send-notice,
// live-socket,live-channel}.machine.ts); provided once, in src/app/wiring/messages.ts.
import { fromPromise } from 'xstate';
import { messageTexts, type Notice } from '../../../shared/message-types.js';
import * as api from '../api/message-api.js';
import { emitSessionSignal } from '../session-events.js';
import { browserSocket } from '../socket-actor.js';
import { toast } from '../toast.js';

const BELL_PAGE_SIZE = 5;
const socketError = (_: unknown, { text }: { text: string }) => toast.error(text);

export const messageEffects = {
  messageSocket: {
    actors: { socket: browserSocket },
    // the session machine reloads the route tree (its sessionSignals)
    actions: { socketError, tellRightsChanged: () => emitSessionSignal({ type: 'rights.changed' }) },
  },
  messageBell: {
    actors: {
      loadLatest: fromPromise(async () => (await api.getMessagePage({ readFlag: 0, pageIndex: 1, pageSize: BELL_PAGE_SIZE })).list),
      readAll: fromPromise(() => api.readAllMessages()),
      readOne: fromPromise<unknown, { msgId: number }>(({ input }) => api.readMessages([input.msgId])),
    },
    actions: { showServerMessage: (_: unknown, { msg }: { msg: string }) => toast.success(msg), tellUnreachable: () => toast.warning(messageTexts.notReachable) },
  },
  messageList: {
    actors: {
      load: fromPromise(({ input }: { input: { msgType: number; pageIndex: number; pageSize: number } }) => api.getMessagePage(input)),
      read: fromPromise<unknown, { msgId: number }>(({ input }) => api.readMessages([input.msgId])),
      remove: fromPromise<unknown, { msgId: number }>(({ input }) => api.deleteMessages([input.msgId])),
      answer: fromPromise<unknown, { msgId: number; accept: boolean }>(({ input }) =>
        input.accept ? api.acceptInvite(input.msgId) : api.refuseInvite(input.msgId),
      ),
    },
  },
  messageSettings: {
    actors: {
      load: fromPromise(() => api.getMessageConf()),
      save: fromPromise<unknown, { types: number[] }>(({ input }) => api.setMessageConf(input.types)),
    },
    actions: { saved: () => toast.success(messageTexts.settingsSaved) },
  },
  sendNotice: {
    actors: {
      loadRecipients: fromPromise(() => api.getRecipients()),
      send: fromPromise(({ input }: { input: Notice }) => api.sendNotice(input)),
    },
    actions: { showSent: (_: unknown, { count }: { count: number }) => toast.success(messageTexts.sentTo(count)) },
  },
  liveSocket: {
    actors: { socket: browserSocket },
    actions: { socketError },
  },
  liveViewInfo: {
    actors: { load: fromPromise(({ input }: { input: { passagewayId: string } }) => api.getLiveViewInfo(input.passagewayId)) },
  },
  liveViewChannels: {
    actors: { load: fromPromise(() => api.getLiveChannels()) },
  },
};
