// What the session machine (src/machines/session.machine.ts) and its effects
// (src/services/session/effects.ts) exchange.

export interface Credentials {
  domainName: string;
  account: string;
  password: string;
}

/** The kinds of toast a machine can ask for. */
export type NoticeType = 'success' | 'error' | 'warning' | 'info';
