// A tiny bus from the http client to the session machine: the client cannot hold the actor,
// and the machine should not know axios. The session machine subscribes through its
// `sessionSignals` actor (see session/effects.ts).

export interface SessionExpiredSignal {
  type: 'session.expired';
  /** The server's message, e.g. 登录状态已失效. */
  msg: string;
}

type Listener = (signal: SessionExpiredSignal) => void;

const listeners = new Set<Listener>();

export function onSessionSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionSignal(signal: SessionExpiredSignal): void {
  for (const listener of [...listeners]) listener(signal);
}
