// New messages pushed by the message-centre socket are shown as notifications. The bell's
// <MessageNotifier> registers the renderer (a Fluent UI toast); the machine only calls this.
import type { MessageItem } from '../../shared/message-types.js';

type Sink = (item: MessageItem) => void;
let sink: Sink | null = null;

export function setMessageNotificationSink(next: Sink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

export function showMessageNotification(item: MessageItem): void {
  sink?.(item);
}
