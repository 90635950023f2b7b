// The message centre and live messages wired: every machine with its real effects
// (src/services/messages/effects.ts).
import { liveViewChannelsMachine, liveViewInfoMachine } from '../../machines/live-view-channels.machine.js';
import { liveSocketMachine } from '../../machines/live-socket.machine.js';
import { messageBellMachine } from '../../machines/message-bell.machine.js';
import { messageListMachine } from '../../machines/message-list.machine.js';
import { messageSettingsMachine } from '../../machines/message-settings.machine.js';
import { messageSocketMachine } from '../../machines/message-socket.machine.js';
import { sendNoticeMachine } from '../../machines/send-notice.machine.js';
import { messageEffects as e } from '../../services/messages/effects.js';

export const messagesLogic = {
  messageSocket: messageSocketMachine.provide(e.messageSocket),
  messageBell: messageBellMachine.provide(e.messageBell),
  messageList: messageListMachine.provide(e.messageList),
  messageSettings: messageSettingsMachine.provide(e.messageSettings),
  sendNotice: sendNoticeMachine.provide(e.sendNotice),
  liveSocket: liveSocketMachine.provide(e.liveSocket),
  liveViewInfo: liveViewInfoMachine.provide(e.liveViewInfo),
  liveViewChannels: liveViewChannelsMachine.provide(e.liveViewChannels),
};

declare module '../../ui/logic.js' {
  interface Logic {
    messageSocket: typeof messageSocketMachine;
    messageBell: typeof messageBellMachine;
    messageList: typeof messageListMachine;
    messageSettings: typeof messageSettingsMachine;
    sendNotice: typeof sendNoticeMachine;
    liveSocket: typeof liveSocketMachine;
    liveViewInfo: typeof liveViewInfoMachine;
    liveViewChannels: typeof liveViewChannelsMachine;
  }
}
