// A fake of the socket actor for machine tests: records what the machine sends and lets the
// test report open, message, error and close. Not used by the app.
import { fromCallback, type EventObject, type SimulatedClock, type Snapshot } from 'xstate';
import type { TestParam, TestPath } from '@xstate/graph';
import type { SocketCommand, SocketInput, SocketReport } from '../../shared/socket-types.js';

export interface FakeSocket {
  url: string;
  sent: string[];
  checks: number;
  stopped: boolean;
  report(event: SocketReport): void;
}

export function fakeSockets() {
  const all: FakeSocket[] = [];
  const logic = fromCallback<SocketCommand, SocketInput, EventObject>(({ input, sendBack, receive }) => {
    const s: FakeSocket = { url: input.url, sent: [], checks: 0, stopped: false, report: (e) => sendBack(e) };
    receive((c) => {
      if (c.type === 'socket.send') s.sent.push(c.data);
      else s.checks++;
    });
    all.push(s);
    return () => {
      s.stopped = true;
    };
  });
  return {
    logic,
    all,
    get current(): FakeSocket {
      const s = all.at(-1);
      if (!s) throw new Error('no socket opened');
      return s;
    },
  };
}

/**
 * The events of a socket machine's generated paths (createTestModel), replayed on the real
 * machine: the `reported` ones come from the fake socket, the timers move the simulated clock,
 * and the `sent` ones go to the actor as they are.
 */
export function socketPathEvents(
  run: { actor: { send(event: EventObject): void; getSnapshot(): { context: { attempt: number } } }; sockets: ReturnType<typeof fakeSockets>; clock: SimulatedClock },
  timing: { keepAlive: number; reconnectDelay: (attempt: number) => number },
  reported: readonly SocketReport['type'][],
  sent: readonly string[],
) {
  const events: Record<string, (step: { event: EventObject }) => void> = {
    'after.keepAlive': () => run.clock.increment(timing.keepAlive),
    'after.reconnect': () => run.clock.increment(timing.reconnectDelay(run.actor.getSnapshot().context.attempt)),
  };
  for (const type of reported) events[type] = ({ event }) => run.sockets.current.report(event as SocketReport);
  for (const type of sent) events[type] = () => run.actor.send({ type });
  return events;
}

/**
 * Replays each generated path on a fresh `harness()`: `events(run)` drives it, `check(run, state)`
 * compares every state the path passes (and may name one more mark to count as reached).
 * Answers the state values (and marks) reached.
 */
export async function replayPaths<R, S extends Snapshot<unknown> & { value: unknown }, E extends EventObject>(
  paths: readonly TestPath<S, E>[],
  harness: () => R,
  events: (run: R) => TestParam<S, E>['events'],
  check: (run: R, state: S) => string | void,
): Promise<Set<string>> {
  const reached = new Set<string>();
  for (const path of paths) {
    const run = harness();
    await path.test({
      events: events(run),
      states: {
        '*': (state) => {
          const mark = check(run, state);
          reached.add(JSON.stringify(state.value));
          if (mark) reached.add(mark);
        },
      },
    });
  }
  return reached;
}
