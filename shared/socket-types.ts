// What the socket statecharts (message-socket, live-socket) and the socket effect
// (src/services/socket-actor.ts) exchange.

/** What the socket reports to the machine that invoked it. */
export type SocketReport =
  | { type: 'socket.open' }
  | { type: 'socket.message'; data: string }
  | { type: 'socket.error' }
  | { type: 'socket.closed'; code: number };

/** What the machine tells the socket. */
export type SocketCommand = { type: 'socket.send'; data: string } | { type: 'socket.check' };

export interface SocketInput {
  /** A ws:/wss: address, or a path on the page's host (the socket effect picks ws: or wss:). */
  url: string;
}
