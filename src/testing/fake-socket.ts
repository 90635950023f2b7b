// A fake of the socket actor for machine tests: records what the machine sends and lets the
// test report open, message, error and close. Not used by the app.
import { fromCallback, type EventObject } from 'xstate';
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
