// The folded-message tests' common ground (docs/realtime.md "Folded messages"): a message row as
// the message list answers it, the clock held in one hour for each test, and a user's messages of
// one type.
import { afterEach, beforeEach, vi } from 'vitest';
import type { ContentWorld } from './content-world.js';

export interface Msg { msgId: number; title: string; viewContent: string; link: string; readFlag: number }

export const HOUR = 3_600_000;
/** Ten minutes into the current hour: each test's events fall in one hour, whenever it runs. */
export const IN_HOUR = Math.floor(Date.now() / HOUR) * HOUR + 10 * 60_000;

/** Holds Date at IN_HOUR from the start of each test of the describe block (a test may move it on). */
export function clockInHour() {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: IN_HOUR }));
  afterEach(() => vi.useRealTimers());
}

/** The first 50 messages of `msgType` of the token's holder (the suite's admin by default). */
export async function messagesOfType(w: ContentWorld, msgType: number, token = w.admin): Promise<Msg[]> {
  return (await w.json(token, 'GET', `/api/web-manager/message/manager/msg/page?msgType=${msgType}&pageIndex=1&pageSize=50`)).json().data.list;
}
