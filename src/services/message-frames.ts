// A socket of its own on the signed-in user's message-centre address, reopened when it closes,
// passing on each text frame: the content frames (content-lock.ts) and 待我处理's todoChanged
// frames and pushed messages (shell/effects.ts), and the channel monitor's live signals
// (live-monitor/signal-feed.ts) listen this way, as the call's signals do.
import { messageSocketPath } from '../../shared/message-types.js';
import { socketUrl } from './socket-actor.js';
import { readToken, readUser } from './storage.js';

/** Reopen the frame socket after this long when it closes. */
const REOPEN_MS = 5_000;

/** Opens the socket; `onText` gets each text frame. Answers the stop. */
export function messageFrames(onText: (text: string) => void): () => void {
  const user = readUser();
  let ws: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const open = () => {
    const token = readToken() || user?.token || '';
    // signed out, or no WebSocket (a test without a DOM): nothing to listen to
    if (!token || typeof WebSocket === 'undefined') return;
    ws = new WebSocket(socketUrl(`${messageSocketPath(user?.webTenId ?? 0, user?.webUserId ?? 0)}?token=${encodeURIComponent(token)}`));
    ws.onmessage = (e) => {
      if (typeof e.data === 'string') onText(e.data);
    };
    ws.onclose = () => {
      if (!stopped) timer = setTimeout(open, REOPEN_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (ws) {
      ws.onmessage = ws.onclose = null;
      ws.close(1000);
    }
  };
}
