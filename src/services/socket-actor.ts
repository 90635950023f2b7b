// The one WebSocket side effect the socket statecharts invoke. It reports what happened as
// events (socket.open, socket.message, socket.error, socket.closed) and takes socket.send and
// socket.check from its parent (types: shared/socket-types.ts). Tests swap it for a fake
// (src/testing/fake-socket.ts) with machine.provide().
import { fromCallback, type EventObject } from 'xstate';
import type { SocketCommand, SocketInput, SocketReport } from '../../shared/socket-types.js';

/** ws: or wss: following the page's protocol (http → ws, https → wss). */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

/** A socket address: kept when already ws:/wss:, else a path on the page's host (socketUrl). */
export function socketAddress(url: string): string {
  return /^wss?:\/\//i.test(url) ? url : socketUrl(url);
}

/** Code reported when a check finds the socket not open (no close event came). */
export const NOT_OPEN = 4000;

export const browserSocket = fromCallback<SocketCommand, SocketInput, EventObject>(({ input, sendBack, receive }) => {
  let ws: WebSocket | null = new WebSocket(socketAddress(input.url));
  let reported = false;
  const closed = (code: number) => {
    if (reported) return;
    reported = true;
    sendBack({ type: 'socket.closed', code } satisfies SocketReport);
  };
  ws.onopen = () => sendBack({ type: 'socket.open' } satisfies SocketReport);
  ws.onmessage = (e) => {
    if (typeof e.data === 'string') sendBack({ type: 'socket.message', data: e.data } satisfies SocketReport);
  };
  ws.onerror = () => sendBack({ type: 'socket.error' } satisfies SocketReport);
  ws.onclose = (e) => closed(e.code);
  receive((command) => {
    if (!ws) return;
    if (command.type === 'socket.check') {
      if (ws.readyState !== WebSocket.OPEN) closed(NOT_OPEN);
      return;
    }
    if (ws.readyState === WebSocket.OPEN) ws.send(command.data);
  });
  return () => {
    const current = ws;
    ws = null;
    if (!current) return;
    current.onopen = current.onmessage = current.onerror = current.onclose = null;
    if (current.readyState === WebSocket.OPEN || current.readyState === WebSocket.CONNECTING) current.close(1000);
  };
});
