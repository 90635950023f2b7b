// What the two sockets (message centre, live messages) share: the socket effect invoked with the
// context's address, the error told once per failure streak (spec 001 §8), and the reopen
// backoff that doubles from `base` up to `max`.
import { SOCKET_ERROR_TEXT } from '../../../shared/message-types.js';

/** The `active` state's start: the `socket` effect opened on the context's url, then `connecting`. */
export const socketActive = {
  invoke: { id: 'socket', src: 'socket', input: ({ context }: { context: { url: string } }) => ({ url: context.url }) },
  initial: 'connecting',
} as const;

/** `socket.error`: told only for the first failure of a streak. */
export const socketErrorOn = { 'socket.error': { guard: 'isFirstFailure', actions: { type: 'socketError', params: { text: SOCKET_ERROR_TEXT } } } } as const;

/** No failure yet in this streak. */
export const isFirstFailure = ({ context }: { context: { attempt: number } }) => context.attempt === 0;

/** The wait before reopening after `attempt` failures in a row. */
export function backoff(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}
