// Where a message opened from the bell or a notification leads, decided against the user's own
// route tree so that a click never ends on a 404: the message's item when the user may open it,
// else its type's list when they may, else nowhere (the caller says why in a notice).
import { messageRoute } from '../../../../shared/message-types.js';
import { mayOpenPath } from '../../../machines/lib/path-pattern.js';

export function messageTarget(message: { link?: string; msgType: number }, knownPaths: readonly string[]): string | null {
  const mayOpen = (path: string) => mayOpenPath(knownPaths, path);
  const link = message.link ?? '';
  if (link.startsWith('/') && !link.startsWith('//') && mayOpen(link)) return link;
  const list = messageRoute(message.msgType);
  return mayOpen(list) ? list : null;
}
