// A tiny bus to the session machine from the http client (the session expired) and from the
// message socket (the user's rights changed, shared/rights-frame.ts): neither holds the actor,
// and the machine knows neither axios nor the socket. The session machine subscribes through its
// `sessionSignals` actor (see session/effects.ts).

export interface SessionExpiredSignal {
  type: 'session.expired';
  /** The server's message, e.g. 登录状态已失效. */
  msg: string;
}

/** An administrator changed the user's roles or a role's menus: the route tree is to be reloaded. */
export interface RightsChangedSignal {
  type: 'rights.changed';
}

export type SessionSignal = SessionExpiredSignal | RightsChangedSignal;

type Listener = (signal: SessionSignal) => void;

const listeners = new Set<Listener>();

export function onSessionSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionSignal(signal: SessionSignal): void {
  for (const listener of [...listeners]) listener(signal);
}
